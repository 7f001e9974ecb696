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

/** The caller is decided from `sessionId` alone; a `userId` that disagrees is refused. */
export const authenticate = async (
  db: Db,
  common: { sessionId?: string | undefined; userId?: string | undefined },
): Promise<Borrower> => {
  if (!common.sessionId) throw new AppError(Code.notLoggedIn, 'Please log in to continue');
  const [borrower] = await sessionBorrower(db).execute({ tokenHash: hashToken(common.sessionId) });
  if (!borrower) throw new AppError(Code.notLoggedIn, 'Your session has ended. Please log in again');
  if (common.userId && common.userId !== String(borrower.id)) {
    throw new AppError(Code.forbidden, 'This session belongs to another user. Please log in again');
  }
  return borrower;
};
