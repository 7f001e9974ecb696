// What a paid-out loan owes, from its plan and the ledger, in integer minor units (PRODUCT.md §4, §7).
// Pure: the services read the rows, these decide.

export type PlanRow = { periodNo: number; amount: number; dueDate: string | null };

/** Payments never go below this much at once (unless less is owed): 1.000,00 TZS. */
export const AMOUNT_FLOOR = 1_000_00;
const BP = 10_000n;

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

/**
 * How one payment splits: a deferral fee first (only when the payment covers it), then repayment up
 * to what is owed, and whatever is left as a credit, never lost.
 */
export const splitPayment = (amount: number, outstanding: number, fee: number | null) => {
  const deferral = fee !== null && amount >= fee ? fee : 0;
  const rest = amount - deferral;
  const repayment = Math.min(rest, outstanding);
  return { deferral, repayment, credit: rest - repayment };
};
