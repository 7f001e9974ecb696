// What a paid-out loan's interest is computed from, and its plan as it stands today (PRODUCT.md §19).
// A flat loan's plan is what was written at submit. A reducing-balance loan's plan is re-read from its
// repayments: the instalments still open carry the interest of the days they will actually run.

import { formatDate } from '@tz-loan/contract/platform/date';
import { dayNumber } from './loan-status.ts';
import { closesLoan, type LedgerMove } from './penalty.ts';
import { type Parts, planAfter, type ReducingLoan } from './reducing-balance.ts';

/** The order's figures and its version's method and rate, as every read of what is owed selects them. */
export type LoanBasis = {
  interestMethod: 'reducing' | 'flat';
  rateBp: number;
  principal: number;
  serviceFee: number;
  disbursedAt: Date | string | null;
};

type DatedRow = { amount: number; dueDate: string | null };

/** The reducing-balance view of a paid-out loan, or null for a flat one or one not paid out yet. */
export const reducingView = <R extends DatedRow>(
  basis: LoanBasis | null | undefined,
  plan: readonly R[],
  ledger: readonly LedgerMove[],
  today: string,
) => {
  if (!basis || basis.interestMethod !== 'reducing' || !basis.disbursedAt) return null;
  if (plan.length === 0 || plan.some((row) => row.dueDate === null)) return null;
  const paidOut = dayNumber(formatDate(basis.disbursedAt));
  const loan: ReducingLoan = {
    principal: basis.principal,
    rateBp: basis.rateBp,
    serviceFee: basis.serviceFee,
    dueDays: plan.map((row) => dayNumber(row.dueDate as string) - paidOut),
  };
  // A write-off or a waiver pays off whatever is left on its day, so the plan after it reads fully covered.
  const repayments = ledger
    .filter((m) => m.kind === 'repayment' || closesLoan(m))
    .map((m) => ({ day: dayNumber(m.on) - paidOut, amount: m.amount }));
  const after = planAfter(
    loan,
    plan.map((row) => row.amount),
    repayments,
    dayNumber(today) - paidOut,
  );
  return {
    loan,
    plan: plan.map((row, i) => ({ ...row, amount: after.rows[i] ?? row.amount })),
    /** What closes the instalments today (the penalty apart). */
    payoffToday: after.payoffToday,
    /** What each repayment paid of interest, fee and principal, in the order written. */
    parts: after.history satisfies Parts[],
  };
};

/** The plan as it stands today: a reducing-balance loan's re-read from its repayments, a flat one's as written. */
export const planToday = <R extends DatedRow>(input: {
  plan: readonly R[];
  ledger: readonly LedgerMove[];
  basis?: LoanBasis | null;
  today: string;
}): readonly R[] => reducingView(input.basis, input.plan, input.ledger, input.today)?.plan ?? input.plan;

/**
 * What the overdue penalty runs on: each instalment as planned, or as it stands today when that is less.
 * The plan as it stands today moves with every payment and roll-over, so a penalty counted on it would
 * change for days already past (a paid penalty would come due again); never more than planned, it cannot.
 */
export const penaltyPlan = <R extends DatedRow>(
  basis: LoanBasis | null | undefined,
  plan: readonly R[],
  ledger: readonly LedgerMove[],
  today: string,
): readonly R[] => {
  const view = reducingView(basis, plan, ledger, today);
  if (!view) return plan;
  return plan.map((row, i) => ({ ...row, amount: Math.min(row.amount, view.plan[i]?.amount ?? row.amount) }));
};
