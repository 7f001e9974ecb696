import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { coveredSum, ledgerMoves } from '../../../db/ledger-sums.ts';
import { loanBasisColumns } from '../../../db/loan-basis.ts';
import { preparedQuery } from '../../../db/prepared.ts';
import { borrowers } from '../../../db/schema/auth.ts';
import { payoutAccounts } from '../../../db/schema/bank.ts';
import { orders, products, productVersions } from '../../../db/schema/loan.ts';
import { outbox } from '../../../db/schema/outbox.ts';
import { reminders } from '../../../db/schema/reminders.ts';
import { liveSessionBorrowerId } from '../../../shared/sessions.ts';

/** A payment received on the order, as loan details lists it. */
export type PaymentJson = {
  id: number;
  at: string;
  amount: number | string;
  source: string;
  reference: string;
  repayType: string | null;
};

/** A reminder SMS that went to the gateway. */
export type ReminderJson = { kind: 'before' | 'due' | 'after' | 'collection'; sentAt: string };

export type PlanJson = { periodNo: number; amount: number; dueDate: string | null; dueOffsetDays: number };

const paidTo = alias(payoutAccounts, 'paid_to');
const current = alias(payoutAccounts, 'current_account');

// The hot read of loan details: one prepared statement that also checks the session, every join on a
// primary key or unique index, the plan folded in as JSON, so a page costs one round trip.
const loanDetailsQuery = preparedQuery((db) =>
  db
    .select({
      id: orders.id,
      borrowerId: orders.borrowerId,
      status: orders.status,
      productId: orders.productId,
      amount: orders.amount,
      termDays: orders.termDays,
      periods: orders.periods,
      totalRepayable: orders.totalRepayable,
      aprBp: orders.aprBp,
      createdAt: orders.createdAt,
      productName: products.name,
      productLogo: products.logo,
      graceDays: productVersions.graceDays,
      deferralDays: productVersions.deferralDays,
      penaltyDailyBp: productVersions.overduePenaltyDailyBp,
      repaid: coveredSum(orders.id),
      ledger: ledgerMoves(orders.id),
      basis: loanBasisColumns,
      appRatedAt: borrowers.appRatedAt,
      paidToBank: paidTo.bankName,
      paidToNumber: paidTo.accountNumber,
      currentBank: current.bankName,
      currentNumber: current.accountNumber,
      plan: sql<PlanJson[]>`(
        select coalesce(json_agg(json_build_object(
          'periodNo', i.period_no, 'amount', i.amount, 'dueDate', i.due_date, 'dueOffsetDays', i.due_offset_days
        ) order by i.period_no), '[]'::json)
        from instalments i where i.order_id = ${orders.id})`,
      payments: sql<PaymentJson[]>`(
        select coalesce(json_agg(json_build_object(
          'id', p.id, 'at', p.created_at, 'amount', p.amount, 'source', p.source, 'reference', p.reference,
          'repayType', t.repay_type
        ) order by p.id), '[]'::json)
        from payments p left join trades t on t.id = p.trade_id where p.order_id = ${orders.id})`,
      reminders: sql<ReminderJson[]>`(
        select coalesce(json_agg(json_build_object('kind', r.kind, 'sentAt', o.done_at) order by o.done_at),
          '[]'::json)
        from ${reminders} r join ${outbox} o on o.id = r.outbox_id
        where r.order_id = ${orders.id} and o.state = 'done')`,
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
    .innerJoin(borrowers, eq(borrowers.id, orders.borrowerId))
    .leftJoin(paidTo, eq(paidTo.id, orders.payoutAccountId))
    .leftJoin(current, and(eq(current.borrowerId, orders.borrowerId), isNull(current.replacedAt)))
    .where(and(eq(orders.id, sql.placeholder('orderId')), eq(orders.borrowerId, liveSessionBorrowerId)))
    .prepare('loan_details'),
);

export type LoanDetailsRow = Awaited<ReturnType<ReturnType<typeof loanDetailsQuery>['execute']>>[number];

/** The order with its product, plan and accounts, only if it belongs to the live session's borrower. */
export const findLoanDetails = async (db: Db, tokenHash: string, orderId: number) => {
  const [row] = await loanDetailsQuery(db).execute({ orderId, tokenHash });
  return row ?? null;
};

export const hasOpenOrder = async (db: Db, borrowerId: number) => {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.borrowerId, borrowerId), isNull(orders.closedAt)))
    .limit(1);
  return rows.length > 0;
};
