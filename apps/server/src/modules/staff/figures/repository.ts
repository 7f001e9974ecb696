import { type AnyColumn, and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { ledgerMoves } from '../../../db/ledger-sums.ts';
import { loanBasisColumns } from '../../../db/loan-basis.ts';
import { complaints } from '../../../db/schema/complaint.ts';
import {
  instalments,
  orderEvents,
  orders,
  payouts,
  products,
  productVersions,
} from '../../../db/schema/loan.ts';
import { promotionRegistrations } from '../../../db/schema/promotion.ts';
import { payments } from '../../../db/schema/repayment.ts';
import type { RawMove } from '../../../domain/ledger-moves.ts';
import type { PlanRow } from '../../../domain/owed.ts';

/** [start, end) as instants: Tanzania midnights; `templateId` keeps the borrowers a promotion brought. */
export type Period = { start: Date; end: Date; templateId?: number | undefined };

/** The borrowers registered through the promotion template, when one is asked for. */
const broughtBy = (borrowerId: AnyColumn, templateId: number | undefined) =>
  templateId === undefined
    ? undefined
    : inArray(
        borrowerId,
        sql`(select ${promotionRegistrations.borrowerId} from ${promotionRegistrations}
          where ${promotionRegistrations.templateId} = ${templateId})`,
      );

// Tanzania is UTC+3 all year: a day's date is the instant moved by three hours.
const dayOf = (column: unknown) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD')`;

type DayCount = { day: string; value: number };
const perDay = (rows: Promise<{ day: string; value: number | string }[]>): Promise<DayCount[]> =>
  rows.then((list) => list.map((row) => ({ day: row.day, value: Number(row.value) })));

export const applicationsPerDay = (db: DbOrTx, { start, end, templateId }: Period) =>
  perDay(
    db
      .select({ day: dayOf(orders.createdAt), value: sql<number>`count(*)` })
      .from(orders)
      .where(
        and(
          gte(orders.createdAt, start),
          lt(orders.createdAt, end),
          broughtBy(orders.borrowerId, templateId),
        ),
      )
      .groupBy(sql`1`),
  );

/** Orders leaving 21 for the payout (a refusal goes to 40). */
export const approvalsPerDay = (db: DbOrTx, { start, end, templateId }: Period) =>
  perDay(
    db
      .select({
        day: dayOf(orderEvents.createdAt),
        value: sql<number>`count(distinct ${orderEvents.orderId})`,
      })
      .from(orderEvents)
      .innerJoin(orders, eq(orders.id, orderEvents.orderId))
      .where(
        and(
          broughtBy(orders.borrowerId, templateId),
          eq(orderEvents.fromStatus, 21),
          sql`${orderEvents.toStatus} <> 40`,
          gte(orderEvents.createdAt, start),
          lt(orderEvents.createdAt, end),
        ),
      )
      .groupBy(sql`1`),
  );

/** The amounts of the payouts that succeeded, by the day they settled. */
export const disbursedPerDay = (db: DbOrTx, { start, end, templateId }: Period) => {
  const settled = sql`coalesce(${payouts.settledAt}, ${payouts.createdAt})`;
  return perDay(
    db
      .select({ day: dayOf(settled), value: sql<number>`coalesce(sum(${orders.amount}), 0)` })
      .from(payouts)
      .innerJoin(orders, eq(orders.id, payouts.orderId))
      .where(
        and(
          eq(payouts.outcome, 'succeeded'),
          sql`${settled} >= ${start}`,
          sql`${settled} < ${end}`,
          broughtBy(orders.borrowerId, templateId),
        ),
      )
      .groupBy(sql`1`),
  );
};

export const collectedPerDay = (db: DbOrTx, { start, end, templateId }: Period) =>
  perDay(
    db
      .select({ day: dayOf(payments.createdAt), value: sql<number>`coalesce(sum(${payments.amount}), 0)` })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          gte(payments.createdAt, start),
          lt(payments.createdAt, end),
          broughtBy(orders.borrowerId, templateId),
        ),
      )
      .groupBy(sql`1`),
  );

/** Every paid-out order with its plan, ledger and product rules, as owedOf reads them. */
export const repayingOrders = (db: DbOrTx, templateId?: number) =>
  db
    .select({
      id: orders.id,
      graceDays: productVersions.graceDays,
      penaltyDailyBp: productVersions.overduePenaltyDailyBp,
      ledger: ledgerMoves(orders.id),
      basis: loanBasisColumns,
      plan: sql<PlanRow[]>`(select coalesce(json_agg(json_build_object(
          'periodNo', i.period_no, 'amount', i.amount, 'dueDate', i.due_date) order by i.period_no), '[]'::json)
        from ${instalments} i where i.order_id = ${orders.id})`,
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
    .where(
      and(eq(orders.status, 170), sql`${orders.closedAt} is null`, broughtBy(orders.borrowerId, templateId)),
    );

/** Complaints received in the period per type, with the median hours to the reply of those replied. */
export const complaintsPerType = (db: DbOrTx, { start, end, templateId }: Period) =>
  db
    .select({
      type: complaints.problemType,
      count: sql<number>`count(*)`.mapWith(Number),
      median: sql<number | null>`percentile_cont(0.5) within group (order by
        extract(epoch from (${complaints.repliedAt} - ${complaints.createdAt})) / 3600)`,
    })
    .from(complaints)
    .where(
      and(
        gte(complaints.createdAt, start),
        lt(complaints.createdAt, end),
        broughtBy(complaints.borrowerId, templateId),
      ),
    )
    .groupBy(complaints.problemType)
    .orderBy(complaints.problemType);

export type RepayingOrder = Awaited<ReturnType<typeof repayingOrders>>[number] & { ledger: RawMove[] };
