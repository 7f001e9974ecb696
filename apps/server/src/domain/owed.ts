// What a paid-out loan owes, from its plan and the ledger, in integer minor units (PRODUCT.md §4, §7).
// Pure: the services read the rows, these decide.

import { type LoanBasis, penaltyPlan, reducingView } from './loan-basis.ts';
import { addDays } from './loan-status.ts';
import { accruedPenalties, closesLoan, type LedgerMove } from './penalty.ts';

export type PlanRow = { periodNo: number; amount: number; dueDate: string | null };

/** Payments never go below this much at once (unless less is owed): 1.000,00 TZS. */
export const AMOUNT_FLOOR = 1_000_00;
const BP = 10_000n;

/**
 * What covers the instalments in the ledger: the repayments, and a write-off (PRODUCT.md §18), which is
 * at least what was left, so a written-off plan reads fully paid.
 */
export const coveredOf = (ledger: readonly LedgerMove[]) =>
  ledger.filter((m) => m.kind === 'repayment' || closesLoan(m)).reduce((sum, m) => sum + m.amount, 0);

/** Repayments applied to instalments in order: each instalment is paid in full before the next. */
export const applyRepaid = <R extends PlanRow>(plan: readonly R[], repaid: number) => {
  let left = repaid;
  return plan.map((row) => {
    const paid = Math.min(row.amount, Math.max(0, left));
    left -= paid;
    return { ...row, paid };
  });
};

export const totalOf = (plan: readonly PlanRow[]) => plan.reduce((sum, row) => sum + row.amount, 0);

/** What is still owed on the plan after `repaid`. */
export const outstandingOf = (plan: readonly PlanRow[], repaid: number) =>
  Math.max(0, totalOf(plan) - repaid);

/** The amounts Pay Now accepts: everything owed at most, the floor (or all that is owed) at least. */
export const payRange = (outstanding: number) => ({
  amountMax: outstanding,
  amountMin: Math.min(outstanding, AMOUNT_FLOOR),
});

/** The roll-over fee: the product's rate on what is owed, rounded half up to a minor unit. */
export const deferralFee = (outstanding: number, feeBp: number) =>
  Number((BigInt(outstanding) * BigInt(feeBp) + BP / 2n) / BP);

/** What a paid-out loan owes now: each instalment with its penalty and what is left on it, and the totals. */
export type Owed = ReturnType<typeof owedOf>;

/**
 * What is owed on the plan, from the ledger and the clock: the repayments fill the instalments in
 * order; each instalment's overdue penalty accrues as `accruedPenalties` says, and the penalty paid
 * fills the instalments' penalties in order. `left` is what the borrower pays to clear an instalment.
 * On the reducing balance (`basis`), the plan is the one as it stands today (domain/loan-basis.ts) and
 * `owed` — what closes the loan today — is less than what is left on the plan (`instalmentsOwed` and the
 * penalty) by the interest of the days to come.
 */
export const owedOf = <R extends PlanRow>(given: {
  plan: readonly R[];
  ledger: readonly LedgerMove[];
  graceDays: number;
  penaltyDailyBp: number;
  today: string;
  basis?: LoanBasis | null;
}) => {
  const view = reducingView(given.basis, given.plan, given.ledger, given.today);
  const input = view ? { ...given, plan: view.plan } : given;
  const sumOf = (kind: LedgerMove['kind']) =>
    input.ledger.filter((m) => m.kind === kind).reduce((sum, m) => sum + m.amount, 0);
  // A write-off (PRODUCT.md §18) ends what is owed: the instalments count as covered and the penalty
  // accrued up to its day as paid, so nothing is owed and nothing accrues after it.
  const writtenOff = input.ledger.some(closesLoan);
  const repaid = sumOf('repayment') + (writtenOff ? totalOf(input.plan) : 0);
  const penalties = accruedPenalties({
    ...input,
    plan: penaltyPlan(given.basis, given.plan, given.ledger, given.today),
    dailyBp: input.penaltyDailyBp,
  });
  let penaltyPaid = writtenOff ? Number.MAX_SAFE_INTEGER : sumOf('penalty');
  const rows = applyRepaid(input.plan, repaid).map((row, i) => {
    const penalty = penalties[i] ?? 0;
    const paidPenalty = Math.min(penalty, penaltyPaid);
    penaltyPaid -= paidPenalty;
    const penaltyLeft = penalty - paidPenalty;
    return { ...row, penalty, penaltyLeft, left: row.amount - row.paid + penaltyLeft };
  });
  const instalmentsOwed = outstandingOf(input.plan, repaid);
  const penaltyOwed = rows.reduce((sum, row) => sum + row.penaltyLeft, 0);
  /** What of the instalments closes the loan today. */
  const repayable = view && !writtenOff ? Math.min(instalmentsOwed, view.payoffToday) : instalmentsOwed;
  // `owed` is what closes the loan today; on a flat loan the same as what is left on the plan.
  return { rows, repaid, instalmentsOwed, penaltyOwed, repayable, owed: repayable + penaltyOwed };
};

/**
 * How one payment splits: a deferral fee first (only when the payment covers it), then each
 * instalment in order, its overdue penalty before it, and whatever is left as a credit, never lost.
 * `repayable` caps what goes to the instalments (on the reducing balance, what closes the loan today).
 */
export const splitPayment = (
  amount: number,
  rows: readonly { amount: number; paid: number; penaltyLeft: number }[],
  fee: number | null,
  repayable = Number.MAX_SAFE_INTEGER,
) => {
  const deferral = fee !== null && amount >= fee ? fee : 0;
  let rest = amount - deferral;
  let penalty = 0;
  let repayment = 0;
  for (const row of rows) {
    const toPenalty = Math.min(rest, row.penaltyLeft);
    penalty += toPenalty;
    rest -= toPenalty;
    const toInstalment = Math.min(rest, row.amount - row.paid, repayable - repayment);
    repayment += toInstalment;
    rest -= toInstalment;
  }
  return { deferral, penalty, repayment, credit: rest };
};

/** A pay-off quote holds this many days after the day it is given (PRODUCT.md §19, docs/repayment.md). */
export const QUOTE_HOLDS_DAYS = 3;

/** 'Pay off today': what closes the loan today, what that saves against the plan, and until when it holds. */
export const payoffQuote = (owed: Owed, today: string) => ({
  amount: owed.owed,
  saving: Math.max(0, owed.instalmentsOwed + owed.penaltyOwed - owed.owed),
  holdsUntil: addDays(today, QUOTE_HOLDS_DAYS),
});

/**
 * The day whose quote a payment made `today` still honours: the earliest the quote could have been
 * given within the days it holds, but not before the last payment (a quote is for the balance it saw).
 * What closing the loan cost that day is never more than today (interest and penalty only grow).
 */
export const heldQuoteDay = (ledger: readonly LedgerMove[], today: string) =>
  ledger.reduce(
    (day, move) => (move.kind !== 'credit' && move.on > day ? move.on : day),
    addDays(today, -QUOTE_HOLDS_DAYS),
  );
