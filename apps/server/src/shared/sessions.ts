import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { borrowers, sessions } from '../db/schema/auth.ts';

// The session SQL every layer above needs: the route hook looks a session up, the hottest read
// (loan details) folds the same check into its own statement.

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

/** The borrower of a live session, or null when the session is unknown, ended or expired. */
export const findSessionBorrower = async (db: Db, tokenHash: string): Promise<Borrower | null> => {
  const [borrower] = await sessionBorrower(db).execute({ tokenHash });
  return borrower ?? null;
};

/**
 * The borrower of a live session, as a subquery on the `tokenHash` placeholder: the hottest read
 * (loan details) checks the session inside its own statement and saves a round trip per request.
 * A query that finds nothing through it calls `refuseOrPass` (http/session.ts) to tell a bad session
 * from a missing record.
 */
export const liveSessionBorrowerId = sql<number>`(select s.borrower_id from ${sessions} s
  where s.token_hash = ${sql.placeholder('tokenHash')} and s.revoked_at is null and s.expires_at > now())`;
