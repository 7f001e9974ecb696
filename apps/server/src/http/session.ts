import { Code } from '@tz-loan/contract/platform/envelope';
import type { Db } from '../db/client.ts';
import type { Borrower } from '../domain/borrower.ts';
import { DomainError } from '../domain/errors.ts';
import { REFUSALS } from '../shared/refusals.ts';
import { hashToken, lookUpSession, type SessionClaim } from '../shared/sessions.ts';

export const sessionClaim = (common: { sessionId?: string | undefined; userId?: string | undefined }) => {
  if (!common.sessionId) throw new DomainError(Code.notLoggedIn, REFUSALS.logInToContinue);
  return { tokenHash: hashToken(common.sessionId), userId: common.userId } satisfies SessionClaim;
};

/** The caller is decided from `sessionId` alone; a `userId` that disagrees is refused. */
export const authenticate = (
  db: Db,
  common: { sessionId?: string | undefined; userId?: string | undefined },
): Promise<Borrower> => lookUpSession(db, sessionClaim(common));
