import { t } from '@lingui/core/macro';
import { MessageScreen } from './message-screen.tsx';

/** Every path that is unknown, or known but not built (or switched off), lands here. */
export const NotFound = () => (
  <MessageScreen title={t`This screen is not available`}>
    <p>{t`Please go back and try again.`}</p>
  </MessageScreen>
);
