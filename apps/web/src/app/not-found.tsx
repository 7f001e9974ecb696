import { msg } from '@lingui/core/macro';
import { usePageScope } from '../shared/scope/page-scope.ts';
import { MessageScreen } from './message-screen.tsx';

/** Every path that is unknown, or known but not built (or switched off), lands here. */
export const NotFound = () => {
  // The render's own language (a test may render this without the app's providers).
  const { i18n } = usePageScope();
  return (
    <MessageScreen title={i18n._(msg`This screen is not available`)}>
      <p>{i18n._(msg`Please go back and try again.`)}</p>
    </MessageScreen>
  );
};
