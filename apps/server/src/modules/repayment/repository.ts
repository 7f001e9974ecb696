import { OrderStatus } from '@tz-loan/contract/loan/order-status';
import { and, desc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { coveredSum, ledgerMoves } from '../../db/ledger-sums.ts';
import { loanBasisColumns } from '../../db/loan-basis.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { payoutAccounts } from '../../db/schema/bank.ts';
import { instalments, orderEvents, orders, products, productVersions } from '../../db/schema/loan.ts';
import { payments, trades } from '../../db/schema/repayment.ts';
import { decodeMoves } from '../../domain/ledger-moves.ts';
import type { PlanRow } from '../../domain/owed.ts';

export type TradeRow = typeof trades.$inferSelect;

/** The order's open trade, as Pay Now compares and answers it. */
export type OpenTrade = Pick<
  TradeRow,
  'id' | 'tradeNo' | 'kind' | 'amount' | 'bankCode' | 'repayType' | 'payCode' | 'payUrl' | 'payerAccount'
> & {
  createdAt: string | Date;
  /** What the trade's payments total so far (a pay code may be paid in parts). */
  paid: number;
};

/**
 * A paid-out order as repayment sees it, in one statement: its product's rules, its plan, its open
 * trade and what the ledger holds. Only the borrower's own order (when `borrowerId` is given); `lock`
 * holds the order row until the transaction ends, so one order's money moves one call at a time.
 */
const repayOrderQuery = (db: DbOrTx) =>
  db
    .select({
      id: orders.id,
      borrowerId: orders.borrowerId,
      productId: orders.productId,
      status: orders.status,
      closedAt: orders.closedAt,
      productName: products.name,
      productLogo: products.logo,
      graceDays: productVersions.graceDays,
      deferralDays: productVersions.deferralDays,
      deferralFeeBp: productVersions.deferralFeeBp,
      penaltyDailyBp: productVersions.overduePenaltyDailyBp,
      repaid: coveredSum(orders.id),
      ledger: ledgerMoves(orders.id),
      basis: loanBasisColumns,
      plan: sql<PlanRow[]>`(select coalesce(json_agg(json_build_object(
          'periodNo', i.period_no, 'amount', i.amount, 'dueDate', i.due_date) order by i.period_no), '[]'::json)
        from ${instalments} i where i.order_id = ${orders.id})`,
      openTrade: sql<OpenTrade | null>`(select json_build_object('id', t.id, 'tradeNo', t.trade_no,
          'kind', t.kind, 'amount', t.amount, 'bankCode', t.bank_code, 'repayType', t.repay_type,
          'payCode', t.pay_code, 'payUrl', t.pay_url, 'payerAccount', t.payer_account,
          'createdAt', t.created_at,
          'paid', (select coalesce(sum(p.amount), 0) from ${payments} p where p.trade_id = t.id))
        from ${trades} t where t.order_id = ${orders.id} and t.state = 'open')`,
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(
      productVersions,
      and(
        eq(productVersions.productId, orders.productId),
        eq(productVersions.version, orders.productVersion),
      ),
    );

// The screens' and Pay Now's read of a borrower's order: prepared once, one round trip.
const ownOrderQuery = preparedQuery((db) =>
  repayOrderQuery(db)
    .where(
      and(eq(orders.id, sql.placeholder('orderId')), eq(orders.borrowerId, sql.placeholder('borrowerId'))),
    )
    .prepare('repay_own_order'),
);

type RawRepayOrder = Awaited<ReturnType<ReturnType<typeof ownOrderQuery>['execute']>>[number];

// json_build_object hands bigint amounts back as JSON numbers: minor units stay far below 2^53.
const decode = (order: RawRepayOrder) => ({
  ...order,
  plan: order.plan.map((i) => ({ ...i, amount: Number(i.amount) })),
  ledger: decodeMoves(order.ledger),
  openTrade: order.openTrade
    ? {
        ...order.openTrade,
        id: Number(order.openTrade.id),
        amount: Number(order.openTrade.amount),
        paid: Number(order.openTrade.paid),
      }
    : null,
});

/**
 * A paid-out order as repayment sees it, in one statement: its product's rules, its plan, its open
 * trade and what the ledger holds. Only the borrower's own order (when `borrowerId` is given); `lock`
 * (inside a transaction) holds the order row until it ends, so one order's money moves one call at a
 * time.
 */
export const readRepayOrder = async (
  db: DbOrTx,
  orderId: number,
  { borrowerId, lock = false }: { borrowerId?: number; lock?: boolean } = {},
) => {
  const owner = borrowerId === undefined ? undefined : eq(orders.borrowerId, borrowerId);
  if (lock) {
    // Locked first, read after: a statement that waited for the lock still sees the world as it was
    // when it began, so the ledger and the open trade must be read by a statement that starts later.
    const [locked] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), owner))
      // Not FOR UPDATE: rows that reference the order (payments, trades) take KEY SHARE on it, and
      // those must not queue behind this lock or deadlock with it.
      .for('no key update');
    if (!locked) return null;
  }
  if (borrowerId !== undefined && !('rollback' in db)) {
    const [own] = await ownOrderQuery(db).execute({ orderId, borrowerId });
    return own ? decode(own) : null;
  }
  const [order] = await repayOrderQuery(db).where(and(eq(orders.id, orderId), owner));
  return order ? decode(order) : null;
};
export type RepayOrder = NonNullable<Awaited<ReturnType<typeof readRepayOrder>>>;

export const currentAccount = async (db: DbOrTx, borrowerId: number) => {
  const [account] = await db
    .select({
      bankCode: payoutAccounts.bankCode,
      bankName: payoutAccounts.bankName,
      accountNumber: payoutAccounts.accountNumber,
    })
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.borrowerId, borrowerId), isNull(payoutAccounts.replacedAt)));
  return account ?? null;
};

export const findTrade = async (db: DbOrTx, tradeNo: string) => {
  const [trade] = await db.select().from(trades).where(eq(trades.tradeNo, tradeNo));
  return trade ?? null;
};

/** The order's latest Pay Now trade (a card payment's or a push's trade has no code to show). */
export const latestTrade = async (db: DbOrTx, orderId: number) => {
  const [trade] = await db
    .select()
    .from(trades)
    .where(and(eq(trades.orderId, orderId), notInArray(trades.repayType, ['CARD', 'PUSH'])))
    .orderBy(desc(trades.id))
    .limit(1);
  return trade ?? null;
};

/** What one trade's payments total so far, in minor units. */
export const paidOfTrade = async (db: DbOrTx, tradeId: number) => {
  const [row] = await db
    .select({ paid: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .where(eq(payments.tradeId, tradeId));
  return Number(row?.paid ?? 0);
};

export const setTradeState = (tx: Tx, tradeId: number, state: TradeRow['state'], at: Date) =>
  tx.update(trades).set({ state, settledAt: at }).where(eq(trades.id, tradeId));

/** Moves every instalment not yet fully paid `days` later (a roll-over). */
export const moveUnpaidDueDates = (tx: Tx, orderId: number, fromPeriod: number, days: number) =>
  tx
    .update(instalments)
    .set({ dueDate: sql`${instalments.dueDate} + ${days}::int` })
    .where(and(eq(instalments.orderId, orderId), sql`${instalments.periodNo} >= ${fromPeriod}`));

/**
 * Closes a loan whose ledger now owes nothing (paid off, or written off): it reads 200 from then on,
 * and closing it lets the borrower apply again. The event says why, and who.
 */
export const closeOrder = async (
  tx: Tx,
  order: { id: number; status: number },
  at: Date,
  actor: string,
  note: string,
) => {
  await tx
    .update(orders)
    .set({ closedAt: at, updatedAt: at })
    .where(and(eq(orders.id, order.id), isNull(orders.closedAt)));
  await tx.insert(orderEvents).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: OrderStatus.settled,
    actor,
    note,
    createdAt: at,
  });
};
