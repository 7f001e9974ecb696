import { marketingSmsGet, marketingSmsSet } from '@tz-loan/contract/support/calls';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { borrowers } from '../../db/schema/auth.ts';
import { route } from '../../http/route.ts';

const answer = (row: { marketingSms: boolean; marketingSmsAt: Date | null } | undefined) => ({
  marketingSms: row?.marketingSms ? ('1' as const) : ('0' as const),
  changedAt: row?.marketingSmsAt?.toISOString() ?? '',
});

const read = async (db: Db, borrowerId: number) => {
  const [row] = await db
    .select({ marketingSms: borrowers.marketingSms, marketingSmsAt: borrowers.marketingSmsAt })
    .from(borrowers)
    .where(eq(borrowers.id, borrowerId));
  return answer(row);
};

/**
 * The marketing SMS opt-in (PRODUCT.md §21): recorded with its time, withdrawn the same way. Nothing
 * sends marketing SMS yet; whatever does must read it first.
 */
export const registerConsentRoutes = (app: FastifyInstance, db: Db) => {
  route(app, marketingSmsGet, {}, async ({ borrower }) => read(db, borrower.id));
  route(app, marketingSmsSet, {}, async ({ input, borrower }) => {
    const on = input.marketingSms === '1';
    // Only a change is recorded: the time says when the borrower last decided, not when they last asked.
    await db
      .update(borrowers)
      .set({ marketingSms: on, marketingSmsAt: sql`now()` })
      .where(
        sql`${borrowers.id} = ${borrower.id} and (${borrowers.marketingSms} <> ${on} or ${borrowers.marketingSmsAt} is null)`,
      );
    return read(db, borrower.id);
  });
};
