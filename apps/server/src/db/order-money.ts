import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { loanBasisColumns } from './loan-basis.ts';
import { instalments, orders, productVersions } from './schema/loan.ts';
import { ledgerEntries, payments, trades } from './schema/repayment.ts';

// One order's money as it is stored, read the same way by the borrower's statement and receipts and by
// the staff's order money: a second copy of these reads would drift from the first.

/** What the money rules of an order need (select it with `fromOrderVersion`). */
export const orderMoneyColumns = {
  id: orders.id,
  status: orders.status,
  disbursedAt: orders.disbursedAt,
  graceDays: productVersions.graceDays,
  penaltyDailyBp: productVersions.overduePenaltyDailyBp,
  basis: loanBasisColumns,
};

/** The order version's join: an order is priced by the product version it was signed with. */
export const orderVersionJoin = and(
  eq(productVersions.productId, orders.productId),
  eq(productVersions.version, orders.productVersion),
);

/** The plan as it stands, by period. */
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

/** The ledger in the order written, each row with the payment (and its reference) that made it. */
export const ledgerOf = (db: DbOrTx, orderId: number) =>
  db
    .select({
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
      days: ledgerEntries.deferralDays,
      at: ledgerEntries.createdAt,
      note: ledgerEntries.note,
      paymentId: ledgerEntries.paymentId,
      reference: payments.reference,
    })
    .from(ledgerEntries)
    .leftJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .where(eq(ledgerEntries.orderId, orderId))
    .orderBy(asc(ledgerEntries.id));

/** Every payment of the order with the way it came: its trade's kind of collection and pay code. */
export const paymentsOf = (db: DbOrTx, orderId: number) =>
  db
    .select({
      id: payments.id,
      at: payments.createdAt,
      source: payments.source,
      amount: payments.amount,
      reference: payments.reference,
      repayType: trades.repayType,
      kind: trades.kind,
      payCode: trades.payCode,
    })
    .from(payments)
    .innerJoin(trades, eq(trades.id, payments.tradeId))
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id));
