// Shown by the error boundary, outside the app's providers: texts from the active catalog directly.
import { t } from '@lingui/core/macro';
import { MessageScreen } from './message-screen.tsx';
import { reloadPage } from './reload.ts';

/**
 * What a borrower sees when a screen fails (a bug, or a screen's code that did not download on a bad
 * connection): a friendly message and a way out, never the error itself.
 */
export const ErrorScreen = () => (
  <MessageScreen title={t`Something went wrong`}>
    <p>{t`Please check your connection and try again.`}</p>
    <button type="button" onClick={reloadPage}>
      {t`Reload`}
    </button>
  </MessageScreen>
);
