// Shown by the error boundary, outside the app's providers: texts from the active catalog directly.
import { msg } from '@lingui/core/macro';
import { usePageScope } from '../shared/scope/page-scope.ts';
import { MessageScreen } from './message-screen.tsx';
import { reloadPage } from './reload.ts';

/**
 * What a borrower sees when a screen fails (a bug, or a screen's code that did not download on a bad
 * connection): a friendly message and a way out, never the error itself.
 */
export const ErrorScreen = () => {
  // The render's own language (a test may render this without the app's providers).
  const { i18n } = usePageScope();
  return (
    <MessageScreen title={i18n._(msg`Something went wrong`)}>
      <p>{i18n._(msg`Please check your connection and try again.`)}</p>
      <button type="button" onClick={reloadPage}>
        {i18n._(msg`Reload`)}
      </button>
    </MessageScreen>
  );
};
