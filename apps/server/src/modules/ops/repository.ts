import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { opsActions } from '../../db/schema/ops.ts';
import { payments, trades } from '../../db/schema/repayment.ts';
import { escapeControlBytes } from '../../shared/control-bytes.ts';

export type OpsActionRecord = {
  actor: string;
  command: string;
  /** The order id as the caller sent it ('' when there was none). */
  target: string;
  detail: Record<string, unknown>;
  ok: boolean;
};

/** What the row keeps of a value: text with its control bytes escaped (a NUL cannot be stored). */
const storable = (value: unknown): unknown => (typeof value === 'string' ? escapeControlBytes(value) : value);

/** The audit trail: every ops action, done or refused, with who and when. Append only. */
export const recordOpsAction = async (db: DbOrTx, record: OpsActionRecord) => {
  await db.insert(opsActions).values({
    ...record,
    target: escapeControlBytes(record.target),
    detail: Object.fromEntries(
      Object.entries(record.detail).map(([key, value]) => [escapeControlBytes(key), storable(value)]),
    ),
  });
};

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
