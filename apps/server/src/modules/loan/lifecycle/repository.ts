import { and, asc, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { coveredSum, ledgerMoves } from '../../../db/ledger-sums.ts';
import { loanBasisColumns } from '../../../db/loan-basis.ts';
import { borrowers } from '../../../db/schema/auth.ts';
import {
  instalments,
  orderEvents,
  orders,
  payouts,
  products,
  productVersions,
} from '../../../db/schema/loan.ts';
import { ledgerEntries } from '../../../db/schema/repayment.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderChanges = Partial<
  Pick<OrderRow, 'decidedAt' | 'disbursedAt' | 'closedAt' | 'payoutAccountId'>
>;

/**
 * The order, locked until the transaction ends. `borrowerId` limits it to the caller's own orders;
 * `skipLocked` returns nothing for an order another process is moving, rather than waiting for it.
 */
export const lockOrder = async (
  tx: Tx,
  orderId: number,
  { borrowerId, skipLocked = false }: { borrowerId?: number; skipLocked?: boolean } = {},
): Promise<OrderRow | null> => {
  const owner = borrowerId === undefined ? undefined : eq(orders.borrowerId, borrowerId);
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), owner))
    .for('update', skipLocked ? { skipLocked: true } : {});
  return row ?? null;
};

/** Moves the stored status only from `from`: a second writer that slipped past the lock changes nothing. */
export const moveStatus = async (
  tx: Tx,
  orderId: number,
  change: { from: number; to: number; at: Date } & OrderChanges,
): Promise<boolean> => {
  const { from, to, at, ...rest } = change;
  const moved = await tx
    .update(orders)
    .set({ status: to, updatedAt: at, ...rest })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
  return moved.length === 1;
};

export const insertEvent = (tx: Tx, event: typeof orderEvents.$inferInsert) =>
  tx.insert(orderEvents).values(event);

export const insertPayout = (tx: Tx, payout: typeof payouts.$inferInsert) =>
  tx.insert(payouts).values(payout);

export type PayoutRow = typeof payouts.$inferSelect;

export const findPayoutByReference = async (db: DbOrTx, reference: string): Promise<PayoutRow | null> => {
  if (!reference) return null;
  const [row] = await db.select().from(payouts).where(eq(payouts.reference, reference));
  return row ?? null;
};

/** The order's payout still waiting for the wallet provider's answer, if any. */
export const findSendingPayout = async (db: DbOrTx, orderId: number): Promise<PayoutRow | null> => {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.orderId, orderId), eq(payouts.outcome, 'sending')));
  return row ?? null;
};

export const countPayouts = async (db: DbOrTx, orderId: number) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payouts)
    .where(eq(payouts.orderId, orderId));
  return Number(row?.n ?? 0);
};

/** A 'sending' payout gets its outcome; false when it already had one (a duplicate telling). */
export const closeSendingPayout = async (
  tx: Tx,
  payoutId: number,
  change: { outcome: 'succeeded' | 'failed'; reason?: string; providerRef?: string; at: Date },
) => {
  const { at, ...rest } = change;
  const closed = await tx
    .update(payouts)
    .set({ ...rest, settledAt: at })
    .where(and(eq(payouts.id, payoutId), eq(payouts.outcome, 'sending')))
    .returning({ id: payouts.id });
  return closed.length === 1;
};

/** Payouts sent to the provider before `before` and still without an answer, oldest first. */
export const findStaleSendingPayouts = (db: DbOrTx, before: Date, limit = 50) =>
  db
    .select()
    .from(payouts)
    .where(and(eq(payouts.outcome, 'sending'), lte(payouts.createdAt, before)))
    .orderBy(asc(payouts.createdAt))
    .limit(limit);

/** Every due date counted from the payout day (Tanzania date). */
export const setDueDates = (tx: Tx, orderId: number, payoutDay: string) =>
  tx
    .update(instalments)
    .set({ dueDate: sql`${payoutDay}::date + ${instalments.dueOffsetDays}` })
    .where(eq(instalments.orderId, orderId));

/** Moves the payout and every due date `days` into the past. */
/**
 * The demo's time machine: the loan's whole history moves `days` into the past, the payout, the due
 * dates and the dates its ledger rows were written (amounts untouched), so that the overdue penalty,
 * read from the ledger and the clock, sees payments on the days they came relative to the plan.
 */
export const shiftDates = async (tx: Tx, orderId: number, days: number, at: Date) => {
  await tx
    .update(instalments)
    .set({ dueDate: sql`${instalments.dueDate} - ${days}::int` })
    .where(eq(instalments.orderId, orderId));
  await tx
    .update(ledgerEntries)
    .set({ createdAt: sql`${ledgerEntries.createdAt} - make_interval(days => ${days}::int)` })
    .where(eq(ledgerEntries.orderId, orderId));
  await tx
    .update(orders)
    .set({ disbursedAt: sql`${orders.disbursedAt} - make_interval(days => ${days}::int)`, updatedAt: at })
    .where(eq(orders.id, orderId));
};

export const listInstalments = (db: DbOrTx, orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(instalments)
        .where(inArray(instalments.orderId, orderIds))
        .orderBy(asc(instalments.orderId), asc(instalments.periodNo));

/** Orders at `status` not changed since `before`, oldest first: what the demo policy acts on next. */
export const findStaleOrderIds = async (db: DbOrTx, status: number, before: Date, limit = 50) => {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, status),
        lte(orders.updatedAt, before),
        // A payout with the wallet provider ends by its answer, not by the policy.
        sql`not exists (select 1 from ${payouts} where ${payouts.orderId} = ${orders.id} and ${payouts.outcome} = 'sending')`,
      ),
    )
    .orderBy(asc(orders.updatedAt))
    .limit(limit);
  return rows.map((r) => r.id);
};

/** The ops view of orders, newest first; `phone` (international form) narrows it to one borrower. */
export const listOrdersForOps = (
  db: DbOrTx,
  filter: {
    phone?: string | undefined;
    orderId?: number;
    borrowerId?: number;
    status?: number | undefined;
    before?: number | undefined;
    limit: number;
  },
) =>
  db
    .select({
      id: orders.id,
      borrowerId: orders.borrowerId,
      phone: borrowers.phone,
      productId: orders.productId,
      productName: products.name,
      graceDays: productVersions.graceDays,
      status: orders.status,
      amount: orders.amount,
      totalRepayable: orders.totalRepayable,
      repaid: coveredSum(orders.id),
      ledger: ledgerMoves(orders.id),
      basis: loanBasisColumns,
      payoutAccountId: orders.payoutAccountId,
      createdAt: orders.createdAt,
      decidedAt: orders.decidedAt,
      disbursedAt: orders.disbursedAt,
      closedAt: orders.closedAt,
    })
    .from(orders)
    .innerJoin(borrowers, eq(borrowers.id, orders.borrowerId))
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(
      productVersions,
      and(
        eq(productVersions.productId, orders.productId),
        eq(productVersions.version, orders.productVersion),
      ),
    )
    .where(
      and(
        filter.phone === undefined ? undefined : eq(borrowers.phone, filter.phone),
        filter.orderId === undefined ? undefined : eq(orders.id, filter.orderId),
        filter.borrowerId === undefined ? undefined : eq(orders.borrowerId, filter.borrowerId),
        filter.status === undefined ? undefined : eq(orders.status, filter.status),
        filter.before === undefined ? undefined : lt(orders.id, filter.before),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(filter.limit);

export const listEvents = (db: DbOrTx, orderId: number) =>
  db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));

export const listPayouts = (db: DbOrTx, orderId: number) =>
  db.select().from(payouts).where(eq(payouts.orderId, orderId)).orderBy(asc(payouts.id));
