import type { StaffSession } from '@tz-loan/contract/staff/accounts';
import { createContext, useContext } from 'react';

export type SessionState = {
  session: StaffSession;
  /** After signing out: the console shows the sign-in again. */
  signedOut: () => void;
};

export const SessionContext = createContext<SessionState | null>(null);

/** The signed-in member: only screens under the session gate read it. */
export const useSession = () => {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession outside the session gate');
  return state;
};
