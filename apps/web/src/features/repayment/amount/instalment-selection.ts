import type { RepayPlanRow } from '@tz-loan/contract/repayment/calls';

// Instalments are paid in order (SPEC.md §4 'Instalment selection'), so a selection is always the
// first `count` waiting instalments.
//
// At first only the rows the server marks canClick may be tapped (the first unpaid one). Once the
// borrower has chosen 1..k, instalment k+1 may be tapped too: so tapping the first, which is checked
// already, opens the second.
//
// At least the first stays checked: unchecking it (or the only one checked) keeps it, because a
// repayment pays the oldest instalment first and Pay Now with nothing selected would have no amount.

export type Selection = {
  /** Instalments 1..count are checked. */
  count: number;
  /** The borrower has chosen: from now on the instalment after the checked ones may be tapped. */
  chosen: boolean;
};

/** What is checked when the screen opens: the leading rows the server checked, at least one. */
export const initialSelection = (rows: readonly RepayPlanRow[]): Selection => {
  if (rows.length === 0) return { count: 0, chosen: false };
  const firstUnchecked = rows.findIndex((row) => row.check !== 1);
  return { count: Math.max(1, firstUnchecked === -1 ? rows.length : firstUnchecked), chosen: false };
};

/** Row `index` (0-based) may be tapped. */
export const isClickable = (rows: readonly RepayPlanRow[], selection: Selection, index: number): boolean =>
  rows[index]?.canClick === 1 || (selection.chosen && index <= selection.count);

/** After tapping row `index`: checking instalment k checks 1..k, unchecking it reverts to 1..k-1. */
export const tapRow = (rows: readonly RepayPlanRow[], selection: Selection, index: number): Selection => {
  if (!isClickable(rows, selection, index)) return selection;
  const count = index < selection.count ? Math.max(1, index) : index + 1;
  return { count, chosen: true };
};

/** 'Select all' switches between every waiting instalment and only the first. */
export const toggleAll = (rows: readonly RepayPlanRow[], selection: Selection): Selection => ({
  count: selection.count === rows.length ? Math.min(1, rows.length) : rows.length,
  chosen: true,
});

/** What the first `count` instalments add up to, minor units. */
export const selectionSum = (rows: readonly RepayPlanRow[], { count }: Selection): number =>
  rows.slice(0, count).reduce((sum, row) => sum + row.totalAmount, 0);
