import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { opsActions } from '../../db/schema/ops.ts';
import { payments, trades } from '../../db/schema/repayment.ts';

export const listOpsActions = (db: DbOrTx, { limit, target }: { limit: number; target?: string }) =>
  db
    .select()
    .from(opsActions)
    .where(target === undefined ? undefined : eq(opsActions.target, target))
    .orderBy(desc(opsActions.id))
    .limit(limit);

/** The trade a pay code collects for; the provider never issues one code twice. */
export const tradeOfPayCode = async (db: DbOrTx, payCode: string) => {
  const [trade] = await db
    .select({ tradeNo: trades.tradeNo, orderId: trades.orderId })
    .from(trades)
    .where(eq(trades.payCode, payCode))
    .orderBy(desc(trades.id))
    .limit(1);
  return trade ?? null;
};

export const isInLedger = async (db: DbOrTx, paymentId: string) => {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.reference, paymentId))
    .limit(1);
  return rows.length > 0;
};
