// The overdue penalty (PRODUCT.md §6, the contract's key facts): the product's daily rate on what is
// overdue of each instalment, for each day after its grace days, accrued from the ledger and the
// clock when read; nothing runs at midnight. Integer minor units only (docs/repayment.md).

/** A ledger row as the penalty reads it: what, when (Tanzania date), how much, the days a roll-over bought. */
export type LedgerMove = {
  kind: 'repayment' | 'deferral_fee' | 'penalty' | 'credit' | 'write_off' | 'waiver';
  /** YYYY-MM-DD, Tanzania. */
  on: string;
  amount: number;
  days: number;
};

import { dayNumber } from './loan-status.ts';

/**
 * A row that ends what is owed: a write-off (PRODUCT.md §18), or the waiver that honours a pay-off quote
 * paid within the days it holds (domain/owed.ts `heldQuote`). Either covers the plan from its day on.
 */
export const closesLoan = (m: { kind: string }) => m.kind === 'write_off' || m.kind === 'waiver';

const BP = 10_000n;
const totalOf = (plan: readonly { amount: number }[]) => plan.reduce((sum, row) => sum + row.amount, 0);

/**
 * The penalty accrued on each instalment up to and including `today`, minor units (rounded down).
 *
 * A day counts for an instalment when, at the start of that day, its due date plus the grace days is
 * past and part of it is unpaid; that day adds the rate on the unpaid part. "At the start of the day"
 * means: the payments and roll-overs written before that day (Tanzania dates), so what today has
 * accrued does not change during the day. Repayments fill instalments in order. A roll-over moved the
 * due dates of the instalments not fully paid when it was bought: the plan holds the dates as they are
 * now, so each day is judged by the dates as they stood that day.
 */
export const accruedPenalties = ({
  plan,
  ledger,
  graceDays,
  dailyBp,
  today,
}: {
  plan: readonly { amount: number; dueDate: string | null }[];
  ledger: readonly LedgerMove[];
  graceDays: number;
  dailyBp: number;
  today: string;
}): number[] => {
  if (dailyBp <= 0 || plan.some((row) => row.dueDate === null)) return plan.map(() => 0);
  // The repayments and roll-overs, in the order written; who each roll-over moved: the instalments not
  // fully paid by the repayments written before it.
  // A write-off clears every instalment from the day after it was written: it counts as repaid here.
  const moves = ledger
    .filter((m) => m.kind === 'repayment' || closesLoan(m) || (m.kind === 'deferral_fee' && m.days > 0))
    .map((m) => (closesLoan(m) ? { ...m, kind: 'repayment' as const, amount: totalOf(plan) } : m));
  const unpaidAfter = (repaid: number) => {
    let left = repaid;
    return plan.map((row) => {
      const paid = Math.min(row.amount, Math.max(0, left));
      left -= paid;
      return row.amount - paid;
    });
  };
  const movedBy = new Map<LedgerMove, boolean[]>();
  let repaid = 0;
  for (const move of moves) {
    if (move.kind === 'repayment') repaid += move.amount;
    else
      movedBy.set(
        move,
        unpaidAfter(repaid).map((unpaid) => unpaid > 0),
      );
  }
  const shift = (move: LedgerMove, sign: 1 | -1) =>
    movedBy.get(move)?.forEach((moved, i) => {
      if (moved) due[i] = (due[i] ?? 0) + sign * move.days;
    });
  // The due dates as they stood before any roll-over.
  const due = plan.map((row) => dayNumber(row.dueDate as string));
  for (const move of movedBy.keys()) shift(move, -1);

  const last = dayNumber(today);
  const accrued = plan.map(() => 0n);
  let next = 0;
  let paidSoFar = 0;
  let unpaid = unpaidAfter(0);
  for (let day = Math.min(...due) + graceDays + 1; day <= last; day += 1) {
    // What was written before this day counts for it.
    for (; next < moves.length && dayNumber((moves[next] as LedgerMove).on) < day; next += 1) {
      const move = moves[next] as LedgerMove;
      if (move.kind === 'deferral_fee') shift(move, 1);
      else {
        paidSoFar += move.amount;
        unpaid = unpaidAfter(paidSoFar);
      }
    }
    unpaid.forEach((left, i) => {
      if (left > 0 && day > (due[i] ?? 0) + graceDays) {
        accrued[i] = (accrued[i] ?? 0n) + BigInt(left) * BigInt(dailyBp);
      }
    });
  }
  return accrued.map((sum) => Number(sum / BP));
};
