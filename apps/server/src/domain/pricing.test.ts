import { LOAN_AGREEMENT } from '@tz-loan/contract/platform/constants';
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '../db/seed.ts';
import { formatRateBp, priceLoan, splitEvenly } from './pricing.ts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('pricing (PRODUCT.md §6)', () => {
  it('prices a flat loan (signed before the reducing balance) of 500.000 TZS over 120 days in 4 instalments to the cent', () => {
    const price = priceLoan({
      amount: 500_000_00,
      termDays: 120,
      periods: 4,
      interestRateBp: 1100,
      serviceFeeBp: 60,
      interestMethod: 'flat',
    });
    // 500.000,00 × 11 % × 120/365 = 18.082,19 (cut, not rounded); fee 0,6 % = 3.000,00.
    expect(price.interest).toBe(1_808_219);
    expect(price.serviceFee).toBe(300_000);
    expect(price.totalRepayable).toBe(50_000_000 + 1_808_219 + 300_000);
    expect(price.instalments.map((i) => i.dueOffsetDays)).toEqual([30, 60, 90, 120]);
    expect(price.aprBp).toBe(1282);
  });

  it.each(
    DEMO_PRODUCTS.flatMap((p) =>
      [p.amountMin, p.amountMax, p.amountMin + 33_333_33, p.amountMax - 1].map(
        (amount) => [p.name, p, amount] as const,
      ),
    ),
  )('%s at %d: instalments sum exactly to the total, APR under 14,6 %%', (_name, product, amount) => {
    const price = priceLoan({ ...product, amount });
    expect(product.interestMethod).toBe('reducing');
    const { instalments } = price;
    expect(instalments).toHaveLength(product.periods);
    expect(sum(instalments.map((i) => i.amount))).toBe(price.totalRepayable);
    expect(sum(instalments.map((i) => i.principal))).toBe(amount);
    expect(sum(instalments.map((i) => i.interest))).toBe(price.interest);
    expect(sum(instalments.map((i) => i.fee))).toBe(price.serviceFee);
    for (const i of instalments) {
      expect(Number.isSafeInteger(i.amount)).toBe(true);
      expect(i.amount).toBe(i.principal + i.interest + i.fee);
    }
    expect(instalments.at(-1)?.dueOffsetDays).toBe(product.termDays);
    expect(price.aprBp).toBeLessThan(LOAN_AGREEMENT.aprBelowBp);
  });

  it('splits a remainder onto the last share', () => {
    expect(splitEvenly(100, 3)).toEqual([33, 33, 34]);
    expect(splitEvenly(0, 2)).toEqual([0, 0]);
  });

  it('refuses amounts and terms that are not whole and positive', () => {
    const terms = {
      amount: 1,
      termDays: 91,
      periods: 1,
      interestRateBp: 1000,
      serviceFeeBp: 50,
      interestMethod: 'reducing' as const,
    };
    expect(() => priceLoan({ ...terms, amount: 0 })).toThrow(RangeError);
    expect(() => priceLoan({ ...terms, amount: 1.5 })).toThrow(RangeError);
    expect(() => priceLoan({ ...terms, periods: 0 })).toThrow(RangeError);
  });

  it('shows rates with a decimal comma', () => {
    expect(formatRateBp(1282)).toBe('12,82%');
    expect(formatRateBp(5)).toBe('0,05%');
  });
});
