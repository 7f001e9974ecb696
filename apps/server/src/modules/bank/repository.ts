import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payoutAccounts } from '../../db/schema.ts';

export const findCurrentAccount = async (db: DbOrTx, borrowerId: number) => {
  const [account] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.borrowerId, borrowerId), isNull(payoutAccounts.replacedAt)))
    .limit(1);
  return account ?? null;
};
