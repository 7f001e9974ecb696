import { createHash } from 'node:crypto';
import { Code } from '@tz-loan/contract/envelope';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { borrowers, sessions } from '../db/schema.ts';
import { AppError } from './app-error.ts';

export type Borrower = { id: number; phone: string };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// One lookup on every authenticated request.
const sessionBorrower = preparedQuery((db) =>
  db
    .select({ id: borrowers.id, phone: borrowers.phone })
    .from(sessions)
    .innerJoin(borrowers, eq(borrowers.id, sessions.borrowerId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('session_borrower'),
);

/** A caller's session as sent: its token, hashed as stored, and the `userId` it claims. */
export type SessionClaim = { tokenHash: string; userId: string | undefined };

export const sessionClaim = (common: { sessionId?: string | undefined; userId?: string | undefined }) => {
  if (!common.sessionId) throw new AppError(Code.notLoggedIn, 'Please log in to continue');
  return { tokenHash: hashToken(common.sessionId), userId: common.userId } satisfies SessionClaim;
};

/** A `userId` that disagrees with the session is refused. */
export const checkClaimedUser = (claim: SessionClaim, borrowerId: number) => {
  if (claim.userId && claim.userId !== String(borrowerId)) {
    throw new AppError(Code.forbidden, 'This session belongs to another user. Please log in again');
  }
};

const lookUp = async (db: Db, claim: SessionClaim): Promise<Borrower> => {
  const [borrower] = await sessionBorrower(db).execute({ tokenHash: claim.tokenHash });
  if (!borrower) throw new AppError(Code.notLoggedIn, 'Your session has ended. Please log in again');
  checkClaimedUser(claim, borrower.id);
  return borrower;
};

/** The caller is decided from `sessionId` alone; a `userId` that disagrees is refused. */
export const authenticate = (
  db: Db,
  common: { sessionId?: string | undefined; userId?: string | undefined },
): Promise<Borrower> => lookUp(db, sessionClaim(common));

/**
 * The borrower of a live session, as a subquery on the `tokenHash` placeholder: the hottest read
 * (loan details) checks the session inside its own statement and saves a round trip per request.
 * A query that finds nothing through it calls `refuseOrPass` to tell a bad session from a missing
 * record.
 */
export const liveSessionBorrowerId = sql<number>`(select s.borrower_id from ${sessions} s
  where s.token_hash = ${sql.placeholder('tokenHash')} and s.revoked_at is null and s.expires_at > now())`;

/** Throws the session's refusal when it is not live (or not the claimed user's); passes otherwise. */
export const refuseOrPass = async (db: Db, claim: SessionClaim) => void (await lookUp(db, claim));
