import { createHash } from 'node:crypto';
import { Code } from '@tz-loan/contract/platform/envelope';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { borrowers, sessions } from '../db/schema/auth.ts';
import type { Borrower } from '../domain/borrower.ts';
import { DomainError } from '../domain/errors.ts';
import { REFUSALS } from './refusals.ts';

// The session SQL every layer above needs: the route hook looks a session up, the hottest read
// (loan details) folds the same check into its own statement.

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

/** The borrower of a live session, or null when the session is unknown, ended or expired. */
export const findSessionBorrower = async (db: Db, tokenHash: string): Promise<Borrower | null> => {
  const [borrower] = await sessionBorrower(db).execute({ tokenHash });
  return borrower ?? null;
};

/**
 * The borrower of a live session, as a subquery on the `tokenHash` placeholder: the hottest read
 * (loan details) checks the session inside its own statement and saves a round trip per request.
 * A query that finds nothing through it calls `refuseOrPass` to tell a bad session
 * from a missing record.
 */
export const liveSessionBorrowerId = sql<number>`(select s.borrower_id from ${sessions} s
  where s.token_hash = ${sql.placeholder('tokenHash')} and s.revoked_at is null and s.expires_at > now())`;

/** A caller's session as sent: its token, hashed as stored, and the `userId` it claims. */
export type SessionClaim = { tokenHash: string; userId: string | undefined };

/** A `userId` that disagrees with the session is refused. */
export const checkClaimedUser = (claim: SessionClaim, borrowerId: number) => {
  if (claim.userId && claim.userId !== String(borrowerId)) {
    throw new DomainError(Code.forbidden, REFUSALS.sessionOfAnother);
  }
};

/** The borrower of the claimed session; refused when it is not live, or not the claimed user's. */
export const lookUpSession = async (db: Db, claim: SessionClaim): Promise<Borrower> => {
  const borrower = await findSessionBorrower(db, claim.tokenHash);
  if (!borrower) throw new DomainError(Code.notLoggedIn, REFUSALS.sessionEnded);
  checkClaimedUser(claim, borrower.id);
  return borrower;
};

/** Throws the session's refusal when it is not live (or not the claimed user's); passes otherwise. */
export const refuseOrPass = async (db: Db, claim: SessionClaim) => void (await lookUpSession(db, claim));
