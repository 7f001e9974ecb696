import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { loanBasisColumns } from '../../../db/loan-basis.ts';
import { borrowers } from '../../../db/schema/auth.ts';
import { instalments, orders, products, productVersions } from '../../../db/schema/loan.ts';
import { ledgerEntries, payments, trades } from '../../../db/schema/repayment.ts';

/** The borrower's own order with what its money rules need; null when missing or someone else's. */
export const ownOrder = async (db: DbOrTx, borrowerId: number, orderId: number) => {
  const [row] = await db
    .select({
      id: orders.id,
      status: orders.status,
      amount: orders.amount,
      disbursedAt: orders.disbursedAt,
      productName: products.name,
      phone: borrowers.phone,
      graceDays: productVersions.graceDays,
      penaltyDailyBp: productVersions.overduePenaltyDailyBp,
      basis: loanBasisColumns,
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
    .where(and(eq(orders.id, orderId), eq(orders.borrowerId, borrowerId)));
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

/** The ledger in the order written, each row with the payment that made it. */
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

/** Every payment of the order with the way it came (its trade's kind of collection). */
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
    })
    .from(payments)
    .innerJoin(trades, eq(trades.id, payments.tradeId))
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id));

/** Whom an SMS about the order goes to, in which language, and what it names. */
export const smsFactsOf = async (db: DbOrTx, orderId: number) => {
  const [row] = await db
    .select({
      borrowerId: orders.borrowerId,
      phone: borrowers.phone,
      language: borrowers.language,
      amount: orders.amount,
      productName: products.name,
      // The earliest due date of an instalment not fully paid: after a roll-over, the new one.
      nextDue: sql<string | null>`(select min(i.due_date)::text from ${instalments} i
        where i.order_id = ${orders.id} and i.due_date is not null
          and i.amount > coalesce((select sum(l.amount) from ${ledgerEntries} l
            where l.order_id = ${orders.id} and l.kind = 'repayment'), 0)
            - coalesce((select sum(j.amount) from ${instalments} j
            where j.order_id = ${orders.id} and j.period_no < i.period_no), 0))`,
    })
    .from(orders)
    .innerJoin(borrowers, eq(borrowers.id, orders.borrowerId))
    .innerJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.id, orderId));
  return row ?? null;
};
