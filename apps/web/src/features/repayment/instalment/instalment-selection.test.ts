import type { RepayPlanRow } from '@tz-loan/contract/repayment/calls';
import { describe, expect, it } from 'vitest';
import { amountToPay, NO_TYPED_AMOUNT } from '../amount/instalment-amount.ts';
import {
  initialSelection,
  isClickable,
  selectionSum,
  tapRow,
  toggleAll,
} from '../amount/instalment-selection.ts';
import { settleAmount, typeAmount } from '../amount/typed-amount.ts';
import { repayPlanMock } from './mock.ts';

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
  const bounds = { amountMin: 1_000_00, amountMax: 46_897_397 };
  const toPay = (text: string) => amountToPay(typeAmount(text, bounds), 15_632_466, bounds.amountMin);

  it('reads the amount as the app shows it, cents included; an empty field pays the selection', () => {
    expect(toPay('276.063,89')).toEqual({ minor: 27_606_389 });
    expect(toPay('276063,89')).toEqual({ minor: 27_606_389 });
    expect(toPay('50000,5')).toEqual({ minor: 5_000_050 });
    expect(toPay('')).toEqual({ minor: 15_632_466 });
    expect(amountToPay(NO_TYPED_AMOUNT, 15_632_466, bounds.amountMin)).toEqual({ minor: 15_632_466 });
    expect(amountToPay(null, 999_99, bounds.amountMin)).toEqual({
      minor: 999_99,
      problem: 'The amount must be at least 1.000,00 TZS',
    });
  });

  it('over amountMax: refused in words, never capped to the maximum', () => {
    expect(toPay('468.973,98')).toEqual({
      minor: null,
      problem: 'You typed 468.973,98 TZS: the most you can pay now is 468.973,97 TZS',
    });
    expect(toPay('468.973,97')).toEqual({ minor: 46_897_397 });
    expect(toPay('99999999999999999')).toEqual({
      minor: null,
      problem: 'The most you can pay now is 468.973,97 TZS',
    });
  });

  it('malformed, more than 2 decimals, or under amountMin: refused in words', () => {
    expect(toPay('1.2.3')).toEqual({
      minor: null,
      problem: 'Type the amount as the app shows it, e.g. 25.000,50',
    });
    expect(toPay('-5')).toEqual({
      minor: null,
      problem: 'Type the amount as the app shows it, e.g. 25.000,50',
    });
    expect(toPay('12,345')).toEqual({
      minor: null,
      problem: 'Use at most 2 digits after the comma, e.g. 25.000,50',
    });
    expect(toPay('999,99')).toEqual({ minor: null, problem: 'The amount must be at least 1.000,00 TZS' });
    expect(toPay('0')).toEqual({ minor: null, problem: 'The amount must be at least 1.000,00 TZS' });
  });

  it('leaving the field writes an amount it read back as the app shows it; anything else stays as typed', () => {
    expect(settleAmount(typeAmount('276063,8', bounds), bounds).text).toBe('276.063,80');
    expect(settleAmount(typeAmount(' 50000 ', bounds), bounds).text).toBe('50.000,00');
    expect(settleAmount(typeAmount('12,345', bounds), bounds).text).toBe('12,345');
    expect(settleAmount(NO_TYPED_AMOUNT, bounds)).toEqual(NO_TYPED_AMOUNT);
    expect(settleAmount(typeAmount('500.000', bounds), bounds).text).toBe('500.000,00');
  });
});
