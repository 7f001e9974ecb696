import { describe, expect, it } from 'vitest';
import {
  applyRepaid,
  coveredOf,
  deferralFee,
  outstandingOf,
  owedOf,
  payRange,
  splitPayment,
} from './owed.ts';

const plan = [
  { periodNo: 1, amount: 100_00, dueDate: '2026-01-01' },
  { periodNo: 2, amount: 100_00, dueDate: '2026-02-01' },
  { periodNo: 3, amount: 101_00, dueDate: '2026-03-01' },
];

describe('a payment is applied to instalments in order', () => {
  it('fills the first before the second, and a part payment stays on one instalment', () => {
    expect(applyRepaid(plan, 150_00).map((r) => r.paid)).toEqual([100_00, 50_00, 0]);
    expect(applyRepaid(plan, 0).map((r) => r.paid)).toEqual([0, 0, 0]);
    expect(applyRepaid(plan, 301_00).map((r) => r.paid)).toEqual([100_00, 100_00, 101_00]);
  });

  it('never applies more than an instalment is worth, even when more was paid', () => {
    expect(applyRepaid(plan, 999_00).map((r) => r.paid)).toEqual([100_00, 100_00, 101_00]);
    expect(outstandingOf(plan, 999_00)).toBe(0);
    expect(outstandingOf(plan, 150_00)).toBe(151_00);
  });
});

describe('what Pay Now accepts', () => {
  it('is at most what is owed and at least 1.000,00 TZS, or all of it when less is owed', () => {
    expect(payRange(500_000_00)).toEqual({ amountMax: 500_000_00, amountMin: 1_000_00 });
    expect(payRange(300_00)).toEqual({ amountMax: 300_00, amountMin: 300_00 });
  });
});

describe('the deferral fee', () => {
  it('is the rate on what is owed, rounded half up in whole minor units', () => {
    expect(deferralFee(400_000_00, 250)).toBe(10_000_00);
    expect(deferralFee(1_01, 250)).toBe(3); // 2.525 → 3
    expect(deferralFee(99, 250)).toBe(2); // 2.475 → 2
  });
});

describe('one payment splits into fee, repayment and credit', () => {
  // What is owed as one instalment of `left`, no penalty.
  const owing = (left: number) => [{ amount: left, paid: 0, penaltyLeft: 0 }];
  it('takes the fee first only when the payment covers it, and keeps any excess as credit', () => {
    expect(splitPayment(10_00, owing(100_00), 10_00)).toEqual({
      deferral: 10_00,
      penalty: 0,
      repayment: 0,
      credit: 0,
    });
    expect(splitPayment(9_00, owing(100_00), 10_00)).toEqual({
      deferral: 0,
      penalty: 0,
      repayment: 9_00,
      credit: 0,
    });
    expect(splitPayment(130_00, owing(100_00), null)).toEqual({
      deferral: 0,
      penalty: 0,
      repayment: 100_00,
      credit: 30_00,
    });
    expect(splitPayment(50_00, owing(0), null)).toEqual({
      deferral: 0,
      penalty: 0,
      repayment: 0,
      credit: 50_00,
    });
  });

  it('pays each instalment in order, its overdue penalty before it', () => {
    const rows = [
      { amount: 100_00, paid: 40_00, penaltyLeft: 3_00 },
      { amount: 100_00, paid: 0, penaltyLeft: 1_00 },
      { amount: 100_00, paid: 0, penaltyLeft: 0 },
    ];
    expect(splitPayment(50_00, rows, null)).toEqual({
      deferral: 0,
      penalty: 3_00,
      repayment: 47_00,
      credit: 0,
    });
    expect(splitPayment(70_00, rows, null)).toEqual({
      deferral: 0,
      penalty: 4_00,
      repayment: 66_00,
      credit: 0,
    });
  });
});

describe('a write-off', () => {
  const rules = { plan, graceDays: 0, penaltyDailyBp: 100 };
  const paid = { kind: 'repayment' as const, on: '2026-01-01', amount: 50_00, days: 0 };

  it('ends what is owed: nothing left on any instalment, no penalty accrues after it', () => {
    const before = owedOf({ ...rules, ledger: [paid], today: '2026-04-01' });
    expect(before.penaltyOwed).toBeGreaterThan(0);
    const written = { kind: 'write_off' as const, on: '2026-04-01', amount: before.owed, days: 0 };
    const after = owedOf({ ...rules, ledger: [paid, written], today: '2026-12-31' });
    expect(after).toMatchObject({ owed: 0, instalmentsOwed: 0, penaltyOwed: 0 });
    expect(after.rows.every((row) => row.left === 0 && row.paid === row.amount)).toBe(true);
    // The penalty stopped on the day it was written: what accrued by then, not by the end of the year.
    expect(after.rows.reduce((sum, row) => sum + row.penalty, 0)).toBe(before.penaltyOwed);
    expect(coveredOf([paid, written])).toBeGreaterThanOrEqual(301_00);
  });
});
