import { describe, expect, it } from 'vitest';
import { accruedPenalties, type LedgerMove } from './penalty.ts';

// The overdue penalty as the contract states it: the daily rate on what is overdue of an instalment,
// for each day after its grace days, read from the ledger and the clock.

const plan = [
  { amount: 100_000_00, dueDate: '2026-03-01' },
  { amount: 100_000_00, dueDate: '2026-04-01' },
];
const base = { plan, ledger: [] as LedgerMove[], graceDays: 3, dailyBp: 5 };
const DAY = (100_000_00 * 5) / 10_000; // 50,00 TZS a day on one whole instalment
const paid = (on: string, amount: number): LedgerMove => ({ kind: 'repayment', on, amount, days: 0 });

describe('the overdue penalty', () => {
  it('is nothing up to the last day of grace, then a day of the rate for each day after it', () => {
    expect(accruedPenalties({ ...base, today: '2026-03-04' })).toEqual([0, 0]);
    expect(accruedPenalties({ ...base, today: '2026-03-05' })).toEqual([DAY, 0]);
    expect(accruedPenalties({ ...base, today: '2026-03-07' })).toEqual([3 * DAY, 0]);
  });

  it('runs on each instalment by its own due date', () => {
    // 03-05 … 04-06 is 33 days; 04-05 and 04-06 for the second.
    expect(accruedPenalties({ ...base, today: '2026-04-06' })).toEqual([33 * DAY, 2 * DAY]);
  });

  it('is charged on what is still unpaid at the start of each day; a payment counts from the next day', () => {
    const ledger = [paid('2026-03-06', 60_000_00)];
    // 03-05 and 03-06 on the whole instalment; 03-07 on the 40.000,00 TZS left.
    expect(accruedPenalties({ ...base, ledger, today: '2026-03-06' })).toEqual([2 * DAY, 0]);
    expect(accruedPenalties({ ...base, ledger, today: '2026-03-07' })).toEqual([
      2 * DAY + (40 * DAY) / 100,
      0,
    ]);
    // The first paid on 03-06 stops there; the second runs from 04-05 (27 days to 05-01).
    const first = [paid('2026-03-06', 100_000_00)];
    expect(accruedPenalties({ ...base, ledger: first, today: '2026-05-01' })).toEqual([2 * DAY, 27 * DAY]);
  });

  it('keeps what a roll-over cannot undo, and stops while the moved due date is ahead', () => {
    // On 03-06 (two penalty days so far) a 14-day roll-over moved both unpaid instalments: the plan
    // holds the dates as they are now.
    const rolled = [
      { amount: 100_000_00, dueDate: '2026-03-15' },
      { amount: 100_000_00, dueDate: '2026-04-15' },
    ];
    const ledger: LedgerMove[] = [{ kind: 'deferral_fee', on: '2026-03-06', amount: 5_000_00, days: 14 }];
    const at = (today: string) => accruedPenalties({ ...base, plan: rolled, ledger, today });
    expect(at('2026-03-06')).toEqual([2 * DAY, 0]);
    expect(at('2026-03-18')).toEqual([2 * DAY, 0]);
    expect(at('2026-03-20')).toEqual([4 * DAY, 0]);
  });

  it('is rounded down to a minor unit, and nothing when the product has no penalty or no dates yet', () => {
    const odd = [{ amount: 333, dueDate: '2026-03-01' }];
    expect(accruedPenalties({ ...base, plan: odd, dailyBp: 5, today: '2026-03-08' })).toEqual([0]);
    expect(accruedPenalties({ ...base, plan: odd, dailyBp: 5, today: '2026-04-30' })).toEqual([9]); // 57 × 0.1665
    expect(accruedPenalties({ ...base, dailyBp: 0, today: '2026-09-01' })).toEqual([0, 0]);
    expect(accruedPenalties({ ...base, plan: [{ amount: 1, dueDate: null }], today: '2026-09-01' })).toEqual([
      0,
    ]);
  });
});
