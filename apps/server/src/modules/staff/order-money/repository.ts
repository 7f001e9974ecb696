import { and, asc, eq, ne, notExists } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { loanBasisColumns } from '../../../db/loan-basis.ts';
import { instalments, orders, products, productVersions } from '../../../db/schema/loan.ts';
import { ledgerEntries, payments, trades, utrSubmissions } from '../../../db/schema/repayment.ts';

/** The order with what its money rules need, or null. */
export const moneyOrder = async (db: DbOrTx, orderId: number) => {
  const [row] = await db
    .select({
      id: orders.id,
      status: orders.status,
      disbursedAt: orders.disbursedAt,
      graceDays: productVersions.graceDays,
      penaltyDailyBp: productVersions.overduePenaltyDailyBp,
      basis: loanBasisColumns,
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(
      productVersions,
      and(
        eq(productVersions.productId, orders.productId),
        eq(productVersions.version, orders.productVersion),
      ),
    )
    .where(eq(orders.id, orderId));
  return row ?? null;
};

export const planOf = (db: DbOrTx, orderId: number) =>
  db
    .select({
      periodNo: instalments.periodNo,
      principal: instalments.principal,
      interest: instalments.interest,
      fee: instalments.fee,
      amount: instalments.amount,
      dueDate: instalments.dueDate,
    })
    .from(instalments)
    .where(eq(instalments.orderId, orderId))
    .orderBy(asc(instalments.periodNo));

/** The ledger in the order written, each row with the payment reference that made it (and its note). */
export const ledgerOf = (db: DbOrTx, orderId: number) =>
  db
    .select({
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
      days: ledgerEntries.deferralDays,
      at: ledgerEntries.createdAt,
      reference: payments.reference,
      note: ledgerEntries.note,
    })
    .from(ledgerEntries)
    .leftJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .where(eq(ledgerEntries.orderId, orderId))
    .orderBy(asc(ledgerEntries.id));

export const paymentsOf = (db: DbOrTx, orderId: number) =>
  db
    .select({
      at: payments.createdAt,
      source: payments.source,
      amount: payments.amount,
      reference: payments.reference,
      repayType: trades.repayType,
      payCode: trades.payCode,
    })
    .from(payments)
    .innerJoin(trades, eq(trades.id, payments.tradeId))
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id));

/** Collections asked for that brought no money (open, replaced, failed). */
export const unpaidTradesOf = (db: DbOrTx, orderId: number) =>
  db
    .select({
      at: trades.createdAt,
      amount: trades.amount,
      state: trades.state,
      tradeNo: trades.tradeNo,
      repayType: trades.repayType,
      payCode: trades.payCode,
    })
    .from(trades)
    .where(
      and(
        eq(trades.orderId, orderId),
        notExists(db.select({ id: payments.id }).from(payments).where(eq(payments.tradeId, trades.id))),
      ),
    )
    .orderBy(asc(trades.id));

/** References submitted and not confirmed (a confirmed one is a payment). */
export const unconfirmedReferencesOf = (db: DbOrTx, orderId: number) =>
  db
    .select({
      at: utrSubmissions.createdAt,
      utr: utrSubmissions.utr,
      state: utrSubmissions.state,
      amount: trades.amount,
    })
    .from(utrSubmissions)
    .innerJoin(trades, eq(trades.id, utrSubmissions.tradeId))
    .where(and(eq(utrSubmissions.orderId, orderId), ne(utrSubmissions.state, 'confirmed')))
    .orderBy(asc(utrSubmissions.id));
