import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payoutAccounts } from '../../db/schema/bank.ts';

export type NewPayoutAccount = typeof payoutAccounts.$inferInsert;

export const findCurrentAccount = async (db: DbOrTx, borrowerId: number) => {
  const [account] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.borrowerId, borrowerId), isNull(payoutAccounts.replacedAt)))
    .limit(1);
  return account ?? null;
};

/** An account by id, current or replaced (a payout refers to the one it was sent to). */
export const findAccountById = async (db: DbOrTx, accountId: number) => {
  const [account] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.id, accountId));
  return account ?? null;
};

/** Serialises one borrower's account changes until the transaction ends; other borrowers run freely. */
export const lockBorrowerAccounts = (tx: DbOrTx, borrowerId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payout-account:${borrowerId}`}))`);

export const replaceAccount = (tx: DbOrTx, accountId: number, replacedAt: Date) =>
  tx.update(payoutAccounts).set({ replacedAt }).where(eq(payoutAccounts.id, accountId));

export const insertAccount = async (tx: DbOrTx, account: NewPayoutAccount) => {
  const [row] = await tx.insert(payoutAccounts).values(account).returning();
  if (!row) throw new Error('insert into payout_accounts returned no row');
  return row;
};
