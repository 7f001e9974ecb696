import type { RepayPlanRow } from '@tz-loan/contract/repayment';
import { describe, expect, it } from 'vitest';
import { repayPlanMock } from '../../mocks/repay-plan.ts';
import { NO_TYPED_AMOUNT, typeAmount } from './instalment-amount.ts';
import { initialSelection, isClickable, selectionSum, tapRow, toggleAll } from './instalment-selection.ts';

const rows: RepayPlanRow[] = repayPlanMock(false).repayPlanDetail.repayWaitDetail;
const clickable = (selection: ReturnType<typeof initialSelection>) =>
  rows.map((_, index) => isClickable(rows, selection, index));

describe('instalment selection rules', () => {
  it('opens on the instalments the server checked, at least the first', () => {
    expect(initialSelection(rows)).toEqual({ count: 1, chosen: false });
    const none = rows.map((row) => ({ ...row, check: 0 as const }));
    expect(initialSelection(none).count).toBe(1);
    const two = rows.map((row, i) => ({ ...row, check: i < 2 ? (1 as const) : (0 as const) }));
    expect(initialSelection(two).count).toBe(2);
    expect(initialSelection([]).count).toBe(0);
  });

  it('only canClick rows are clickable at first; after a choice, the one after the checked ones', () => {
    const start = initialSelection(rows);
    expect(clickable(start)).toEqual([true, false, false]);
    const first = tapRow(rows, start, 0);
    expect(first).toEqual({ count: 1, chosen: true });
    expect(clickable(first)).toEqual([true, true, false]);
    expect(tapRow(rows, start, 2)).toBe(start);
  });

  it('checking k checks 1..k; unchecking k reverts to 1..k-1; select all toggles all and the first', () => {
    const two = tapRow(rows, tapRow(rows, initialSelection(rows), 0), 1);
    expect(two.count).toBe(2);
    expect(selectionSum(rows, two)).toBe(31_264_932);
    expect(tapRow(rows, two, 1).count).toBe(1);
    expect(tapRow(rows, two, 0).count).toBe(1);
    const all = toggleAll(rows, two);
    expect(all.count).toBe(3);
    expect(toggleAll(rows, all).count).toBe(1);
  });
});

describe('modify amount rules', () => {
  it('keeps digits only, without leading zeros, in whole shillings', () => {
    expect(typeAmount('0012a', 46_897_397)).toEqual({ text: '12', minor: 1_200 });
    expect(typeAmount('abc', 46_897_397)).toEqual(NO_TYPED_AMOUNT);
  });

  it('past amountMax, the field shows its shillings and the amount is the exact maximum', () => {
    expect(typeAmount('468974', 46_897_397)).toEqual({ text: '468973', minor: 46_897_397 });
    expect(typeAmount('468973', 46_897_397)).toEqual({ text: '468973', minor: 46_897_300 });
  });
});
