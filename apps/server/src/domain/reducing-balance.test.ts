import { describe, expect, it } from 'vitest';
import { priceLoan } from './pricing.ts';
import { planAfter, scheduleOf } from './reducing-balance.ts';

// Worked by hand (and checked with `bc`): interest charged by day d = ⌊Σ principal owed each day × rate
// ÷ (10 000 × 365)⌋; a payment pays that interest, then the fee, then principal. The instalment X is the
// smallest whole amount for which the last instalment (what is left on the last due date) is ≤ X.
//
// 450.000,00 TZS = 45 000 000 minor units at 10,50 % a year, fee 0,40 % = 180 000, due on days 45 and 91:
//   day 45: interest ⌊45 000 000 × 1050 × 45 ÷ 3 650 000⌋ = 582 534; X = 23 031 665 pays
//           582 534 interest, 180 000 fee, 22 269 131 principal; 22 730 869 left.
//   day 91: interest ⌊(45 000 000 × 1050 × 45 + 22 730 869 × 1050 × 46) ÷ 3 650 000⌋ − 582 534 = 300 795;
//           last instalment 22 730 869 + 300 795 = 23 031 664 ≤ X. (With X − 1 it would be 23 031 665 > X − 1.)
const LOAN = { principal: 45_000_000, rateBp: 1050, serviceFee: 180_000, dueDays: [45, 91] };
const PLANNED = [23_031_665, 23_031_664];

describe('interest on the reducing balance, by the day (PRODUCT.md §19)', () => {
  it('plans equal instalments that sum exactly to principal, fee and interest', () => {
    expect(scheduleOf(LOAN)).toEqual([
      { principal: 22_269_131, interest: 582_534, fee: 180_000, amount: 23_031_665 },
      { principal: 22_730_869, interest: 300_795, fee: 0, amount: 23_031_664 },
    ]);
    const price = priceLoan({
      amount: 45_000_000,
      termDays: 91,
      periods: 2,
      interestRateBp: 1050,
      serviceFeeBp: 40,
      interestMethod: 'reducing',
    });
    expect(price.instalments.map((i) => [i.amount, i.dueOffsetDays])).toEqual([
      [23_031_665, 45],
      [23_031_664, 91],
    ]);
    expect(price.interest).toBe(582_534 + 300_795);
    expect(price.totalRepayable).toBe(45_000_000 + 180_000 + 883_329);
    // Flat, the same loan would cost 45 000 000 × 1050 × 91 ÷ 3 650 000 = 1 178 013 in interest.
    expect(priceLoan({ ...priceTerms(), interestMethod: 'flat' }).interest).toBe(1_178_013);
  });

  it('reads the plan unchanged while nothing is paid and nothing is late', () => {
    expect(planAfter(LOAN, PLANNED, [], 0).rows).toEqual(PLANNED);
    expect(planAfter(LOAN, PLANNED, [], 45).rows).toEqual(PLANNED);
  });

  it('an instalment paid early lowers the interest of the days after it', () => {
    // Paid in full on day 10: interest ⌊45 000 000 × 1050 × 10 ÷ 3 650 000⌋ = 129 452, fee 180 000,
    // principal 23 031 665 − 309 452 = 22 722 213; 22 277 787 left. On day 91 the last instalment is
    // 22 277 787 + ⌊(45 000 000 × 1050 × 10 + 22 277 787 × 1050 × 81) ÷ 3 650 000⌋ − 129 452 = 22 796 890.
    const after = planAfter(LOAN, PLANNED, [{ day: 10, amount: 23_031_665 }], 10);
    expect(after.history).toEqual([{ interest: 129_452, fee: 180_000, principal: 22_722_213, excess: 0 }]);
    expect(after.rows).toEqual([23_031_665, 22_796_890]);
    expect(23_031_664 - (after.rows[1] ?? 0)).toBe(234_774);
  });

  it('pays off exactly on any day: principal, fee and the interest charged by then', () => {
    // Day 20 after the early instalment: 22 277 787 + ⌊(… × 10 + 22 277 787 × 1050 × 10) ÷ 3 650 000⌋ − 129 452.
    const early = [{ day: 10, amount: 23_031_665 }];
    const quote = planAfter(LOAN, PLANNED, early, 20).payoffToday;
    expect(quote).toBe(22_277_787 + 64_086);
    const settled = planAfter(LOAN, PLANNED, [...early, { day: 20, amount: quote }], 20);
    expect(settled.payoffToday).toBe(0);
    expect(settled.rows).toEqual([23_031_665, quote]);
    expect(settled.history[1]).toEqual({ interest: 64_086, fee: 0, principal: 22_277_787, excess: 0 });
    // Nothing paid: on the payout day the loan closes for principal and fee alone.
    expect(planAfter(LOAN, PLANNED, [], 0).payoffToday).toBe(45_180_000);
  });

  it('an extra part payment shortens what is owed and the plan shows it', () => {
    const part = planAfter(LOAN, PLANNED, [{ day: 30, amount: 30_000_000 }], 30);
    // Instalment 1 is filled, 6 968 335 of it goes beyond; the last instalment takes the lower interest.
    expect(part.rows[0]).toBe(23_031_665);
    expect((part.rows[0] ?? 0) + (part.rows[1] ?? 0)).toBeLessThan(23_031_665 + 23_031_664);
    const total = part.rows.reduce((a, b) => a + b, 0);
    expect(total - 30_000_000).toBeGreaterThan(part.payoffToday);
  });

  it('after the last due date only the penalty runs: the last instalment stops growing', () => {
    const at91 = planAfter(LOAN, PLANNED, [], 91);
    const at120 = planAfter(LOAN, PLANNED, [], 120);
    expect(at120.payoffToday).toBe(at91.payoffToday);
  });

  it('a payment beyond everything owed is excess, never principal below zero', () => {
    const over = planAfter(LOAN, PLANNED, [{ day: 0, amount: 45_180_001 }], 0);
    expect(over.history[0]).toEqual({ interest: 0, fee: 180_000, principal: 45_000_000, excess: 1 });
    expect(over.payoffToday).toBe(0);
  });
});

const priceTerms = () => ({
  amount: 45_000_000,
  termDays: 91,
  periods: 2,
  interestRateBp: 1050,
  serviceFeeBp: 40,
});
