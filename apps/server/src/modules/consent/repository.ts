import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { borrowers } from '../../db/schema/auth.ts';

export const marketingSmsOf = async (db: DbOrTx, borrowerId: number) => {
  const [row] = await db
    .select({ on: borrowers.marketingSms, at: borrowers.marketingSmsAt })
    .from(borrowers)
    .where(eq(borrowers.id, borrowerId));
  return row ?? null;
};

/** Records a change only: the time says when the borrower last decided, not when they last asked. */
export const setMarketingSms = (db: DbOrTx, borrowerId: number, on: boolean) =>
  db
    .update(borrowers)
    .set({ marketingSms: on, marketingSmsAt: sql`now()` })
    .where(
      and(eq(borrowers.id, borrowerId), or(ne(borrowers.marketingSms, on), isNull(borrowers.marketingSmsAt))),
    );
