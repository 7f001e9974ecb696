import type { Db } from '../../../db/client.ts';
import { badRequest } from '../../../domain/errors.ts';
import { decodeMoves } from '../../../domain/ledger-moves.ts';
import { planToday } from '../../../domain/loan-basis.ts';
import { addDays, dayNumber, firstUnpaid, tanzaniaToday } from '../../../domain/loan-status.ts';
import { applyRepaid, coveredOf, owedOf } from '../../../domain/owed.ts';
import { typeTitle } from '../../complaint/views.ts';
import {
  applicationsPerDay,
  approvalsPerDay,
  collectedPerDay,
  complaintsPerType,
  disbursedPerDay,
  type Period,
  repayingOrders,
} from './repository.ts';

export const FIGURES_MAX_DAYS = 366;
/** A Tanzania day's midnight as an instant. */
const midnight = (isoDate: string) => new Date(`${isoDate}T00:00:00+03:00`);

const BUCKETS = [
  { bucket: '1-30', upTo: 30 },
  { bucket: '31-60', upTo: 60 },
  { bucket: '61-90', upTo: 90 },
  { bucket: '90+', upTo: Number.POSITIVE_INFINITY },
] as const;

export type FiguresDeps = { db: Db; now: () => Date };

/** Today's arrears by days past due of the oldest unpaid instalment: orders and what they owe. */
export const arrearsToday = async ({ db, now }: FiguresDeps, templateId?: number) => {
  const today = tanzaniaToday(now());
  const totals = BUCKETS.map(({ bucket }) => ({ bucket, orders: 0, amount: 0 }));
  for (const order of await repayingOrders(db, templateId)) {
    const plan = order.plan.map((row) => ({ ...row, amount: Number(row.amount) }));
    const ledger = decodeMoves(order.ledger);
    const oldest = firstUnpaid(applyRepaid(planToday({ ...order, plan, ledger, today }), coveredOf(ledger)));
    if (!oldest?.dueDate) continue;
    const late = dayNumber(today) - dayNumber(oldest.dueDate);
    if (late < 1) continue;
    const index = BUCKETS.findIndex(({ upTo }) => late <= upTo);
    const total = totals[index];
    if (!total) continue;
    total.orders += 1;
    total.amount += owedOf({ ...order, plan, ledger, today }).owed;
  }
  return totals;
};

/** The figures of the Tanzania days from `from` to `to`, both included. */
export const figures = async (
  deps: FiguresDeps,
  input: { from: string; to: string; templateId?: number | undefined },
) => {
  const span = dayNumber(input.to) - dayNumber(input.from) + 1;
  if (span < 1) throw badRequest('from must be on or before to');
  if (span > FIGURES_MAX_DAYS) {
    throw badRequest(
      `The period is at most ${FIGURES_MAX_DAYS} days; ${input.from} to ${input.to} is ${span}`,
    );
  }
  const period: Period = {
    start: midnight(input.from),
    end: midnight(addDays(input.to, 1)),
    templateId: input.templateId,
  };
  const [applications, approvals, disbursed, collected, arrears, complaints] = await Promise.all([
    applicationsPerDay(deps.db, period),
    approvalsPerDay(deps.db, period),
    disbursedPerDay(deps.db, period),
    collectedPerDay(deps.db, period),
    arrearsToday(deps, input.templateId),
    complaintsPerType(deps.db, period),
  ]);
  const on = (rows: { day: string; value: number }[], day: string) =>
    rows.find((row) => row.day === day)?.value ?? 0;
  const days = Array.from({ length: span }, (_, i) => addDays(input.from, i)).map((date) => ({
    date,
    applications: on(applications, date),
    approvals: on(approvals, date),
    disbursed: on(disbursed, date),
    collected: on(collected, date),
  }));
  return {
    days,
    arrears,
    complaints: complaints.map((row) => ({
      type: typeTitle(row.type, 'en'),
      count: row.count,
      medianReplyHours: row.median === null ? null : Math.round(Number(row.median) * 10) / 10,
    })),
  };
};
