import { Code } from '@tz-loan/contract/envelope';
import type { Db } from '../db/client.ts';
import { REFUSALS } from '../shared/refusals.ts';
import { type Borrower, findSessionBorrower, hashToken } from '../shared/sessions.ts';
import { AppError } from './app-error.ts';

export type { Borrower };

/** A caller's session as sent: its token, hashed as stored, and the `userId` it claims. */
export type SessionClaim = { tokenHash: string; userId: string | undefined };

export const sessionClaim = (common: { sessionId?: string | undefined; userId?: string | undefined }) => {
  if (!common.sessionId) throw new AppError(Code.notLoggedIn, REFUSALS.logInToContinue);
  return { tokenHash: hashToken(common.sessionId), userId: common.userId } satisfies SessionClaim;
};

/** A `userId` that disagrees with the session is refused. */
export const checkClaimedUser = (claim: SessionClaim, borrowerId: number) => {
  if (claim.userId && claim.userId !== String(borrowerId)) {
    throw new AppError(Code.forbidden, REFUSALS.sessionOfAnother);
  }
};

const lookUp = async (db: Db, claim: SessionClaim): Promise<Borrower> => {
  const borrower = await findSessionBorrower(db, claim.tokenHash);
  if (!borrower) throw new AppError(Code.notLoggedIn, REFUSALS.sessionEnded);
  checkClaimedUser(claim, borrower.id);
  return borrower;
};

/** The caller is decided from `sessionId` alone; a `userId` that disagrees is refused. */
export const authenticate = (
  db: Db,
  common: { sessionId?: string | undefined; userId?: string | undefined },
): Promise<Borrower> => lookUp(db, sessionClaim(common));

/** Throws the session's refusal when it is not live (or not the claimed user's); passes otherwise. */
export const refuseOrPass = async (db: Db, claim: SessionClaim) => void (await lookUp(db, claim));
