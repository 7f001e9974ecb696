import { MessageScreen } from './message-screen.tsx';
import { reloadPage } from './reload.ts';

/**
 * What a borrower sees when a screen fails (a bug, or a screen's code that did not download on a bad
 * connection): a friendly message and a way out, never the error itself.
 */
export const ErrorScreen = () => (
  <MessageScreen title="Something went wrong">
    <p>Please check your connection and try again.</p>
    <button type="button" onClick={reloadPage}>
      Reload
    </button>
  </MessageScreen>
);
