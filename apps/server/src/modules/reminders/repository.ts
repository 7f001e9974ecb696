import { OrderStatus } from '@tz-loan/contract/loan/order-status';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { ledgerMoves } from '../../db/ledger-sums.ts';
import { loanBasisColumns } from '../../db/loan-basis.ts';
import { borrowers } from '../../db/schema/auth.ts';
import { instalments, orders, products, productVersions, REMINDER_BITS } from '../../db/schema/loan.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { reminders } from '../../db/schema/reminders.ts';
import { decodeMoves } from '../../domain/ledger-moves.ts';
import type { PlanRow } from '../../domain/owed.ts';
import type { ReminderKind } from './timing.ts';

export type Candidate = { orderId: number; periodNo: number; dueDate: string; kind: ReminderKind };

type From = { orderId: number; periodNo: number };

/** A candidate, and whether its loan is still being repaid (a closed one is only marked done). */
export type Found = Candidate & { live: boolean };

const BITS: Record<ReminderKind, number> = REMINDER_BITS;

/**
 * One page of the instalments due on `dueDate` that have not been through their reminder of `kind`
 * yet, paged by (order, period) after `from`. Read through that kind's partial index
 * (instalments_remind_<kind>_idx), which holds only those: once a pass has been through them, the
 * next pass of the day reads nothing, however many loans there are. The bit is written into the
 * statement, as a partial index is only chosen for a predicate it can match as written.
 */
export const candidatesQuery = (db: DbOrTx, kind: ReminderKind, dueDate: string, from: From, limit: number) =>
  db
    .select({
      orderId: instalments.orderId,
      periodNo: instalments.periodNo,
      dueDate: sql<string>`${instalments.dueDate}`,
      live: sql<boolean>`(${orders.status} = ${sql.raw(String(OrderStatus.repaying))} and ${orders.closedAt} is null)`,
    })
    .from(instalments)
    .innerJoin(orders, eq(orders.id, instalments.orderId))
    .where(
      and(
        eq(instalments.dueDate, dueDate),
        sql`${instalments.dueDate} is not null and (${instalments.reminded} & ${sql.raw(String(BITS[kind]))}) = 0`,
        sql`(${instalments.orderId}, ${instalments.periodNo}) > (${from.orderId}, ${from.periodNo})`,
      ),
    )
    .orderBy(asc(instalments.orderId), asc(instalments.periodNo))
    .limit(limit);

export const candidatesPage = async (
  db: DbOrTx,
  kind: ReminderKind,
  dueDate: string,
  from: From,
  limit: number,
): Promise<Found[]> =>
  (await candidatesQuery(db, kind, dueDate, from, limit)).map((row) => ({ ...row, kind }));

/** The instalment has been through its reminder of this kind: no pass reads it for that kind again. */
export const markReminded = (db: DbOrTx, c: Candidate) =>
  db
    .update(instalments)
    .set({ reminded: sql`${instalments.reminded} | ${sql.raw(String(BITS[c.kind]))}` })
    .where(and(eq(instalments.orderId, c.orderId), eq(instalments.periodNo, c.periodNo)));

/**
 * What a reminder needs of its loan in one statement: whom it goes to, in which language, the product
 * it names, and what owedOf reads (the plan, the ledger, the product version's rules, the basis).
 */
export const reminderFactsOf = async (db: DbOrTx, orderId: number) => {
  const [row] = await db
    .select({
      phone: borrowers.phone,
      language: borrowers.language,
      productName: products.name,
      graceDays: productVersions.graceDays,
      penaltyDailyBp: productVersions.overduePenaltyDailyBp,
      basis: loanBasisColumns,
      ledger: ledgerMoves(orders.id),
      plan: sql<PlanRow[]>`(select coalesce(json_agg(json_build_object(
          'periodNo', i.period_no, 'amount', i.amount, 'dueDate', i.due_date) order by i.period_no), '[]'::json)
        from ${instalments} i where i.order_id = ${orders.id})`,
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
    .where(eq(orders.id, orderId));
  if (!row) return null;
  // json_build_object hands bigint amounts back as JSON numbers: minor units stay far below 2^53.
  return {
    ...row,
    plan: row.plan.map((i) => ({ ...i, amount: Number(i.amount) })),
    ledger: decodeMoves(row.ledger),
  };
};

/** Records that the SMS `outboxId` is this reminder; false when another process recorded it first. */
export const recordReminder = async (tx: Tx, candidate: Candidate, outboxId: number) => {
  const inserted = await tx
    .insert(reminders)
    .values({ orderId: candidate.orderId, periodNo: candidate.periodNo, kind: candidate.kind, outboxId })
    .onConflictDoNothing()
    .returning({ outboxId: reminders.outboxId });
  return inserted.length > 0;
};

/**
 * Reminders written but held (quiet hours), not yet claimed, that go after `at` and by `until`: read
 * through outbox_due_idx (pending rows by next_attempt_at), so only those about to go. Paged by id.
 */
export const heldReminders = async (db: DbOrTx, at: Date, until: Date, afterId: number, limit: number) => {
  const rows = await db
    .select({
      orderId: reminders.orderId,
      periodNo: reminders.periodNo,
      kind: sql<ReminderKind>`${reminders.kind}`,
      dueDate: instalments.dueDate,
      outboxId: outbox.id,
      text: sql<string>`${outbox.payload}->>'text'`,
    })
    .from(outbox)
    .innerJoin(reminders, eq(reminders.outboxId, outbox.id))
    .innerJoin(
      instalments,
      and(eq(instalments.orderId, reminders.orderId), eq(instalments.periodNo, reminders.periodNo)),
    )
    .where(
      and(
        eq(outbox.state, 'pending'),
        eq(outbox.attempts, 0),
        gt(outbox.nextAttemptAt, at),
        lte(outbox.nextAttemptAt, until),
        gt(outbox.id, afterId),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, dueDate: row.dueDate ?? '' }));
};
