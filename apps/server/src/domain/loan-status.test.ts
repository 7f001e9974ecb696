import { describe, expect, it } from 'vitest';
import { addDays, deriveStatus, planEntryState, tanzaniaToday } from './loan-status.ts';

const plan = (...entries: [string | null, number][]) =>
  entries.map(([dueDate, paid]) => ({ dueDate, amount: 100_00, paid }));

// The fixed clock of this file: 2025-03-10 in Dar es Salaam.
const today = '2025-03-10';

describe('order status (PRODUCT.md §5)', () => {
  it.each([21, 40, 110, 151])('reads stored %i as stored, whatever the plan says', (stored) => {
    expect(deriveStatus({ stored, instalments: plan(['2025-01-01', 0]), graceDays: 3, today })).toBe(stored);
  });

  it.each([
    ['before the due date', '2025-03-11', 170],
    ['on the due date', '2025-03-10', 174],
    ['on the last day of grace (due + 3)', '2025-03-07', 174],
    ['the day after grace', '2025-03-06', 180],
    ['long overdue', '2024-12-01', 180],
  ])('paid out, first unpaid instalment %s → %i', (_case, dueDate, status) => {
    expect(deriveStatus({ stored: 170, instalments: plan([dueDate, 0]), graceDays: 3, today })).toBe(status);
  });

  it('reads the first instalment not fully paid: paid ones before it do not count', () => {
    const instalments = plan(['2025-02-01', 100_00], ['2025-03-09', 0], ['2025-04-09', 0]);
    expect(deriveStatus({ stored: 170, instalments, graceDays: 3, today })).toBe(174);
  });

  it('counts a part-paid instalment as unpaid', () => {
    const instalments = [{ dueDate: '2025-03-01', amount: 100_00, paid: 99_99 }];
    expect(deriveStatus({ stored: 170, instalments, graceDays: 3, today })).toBe(180);
  });

  it('reads 200 when every instalment is paid, even long after the dates', () => {
    const instalments = plan(['2024-01-01', 100_00], ['2024-02-01', 100_00]);
    expect(deriveStatus({ stored: 170, instalments, graceDays: 3, today })).toBe(200);
  });

  it('with no grace days, the day after the due date is overdue', () => {
    expect(deriveStatus({ stored: 170, instalments: plan(['2025-03-10', 0]), graceDays: 0, today })).toBe(
      174,
    );
    expect(deriveStatus({ stored: 170, instalments: plan(['2025-03-09', 0]), graceDays: 0, today })).toBe(
      180,
    );
  });
});

describe('plan entry state', () => {
  it.each([
    [null, 0, 'pending'],
    [null, 100_00, 'paid'],
    ['2025-03-11', 0, 'unpaid'],
    ['2025-03-10', 0, 'due'],
    ['2025-03-07', 0, 'due'],
    ['2025-03-06', 0, 'overdue'],
    ['2025-03-06', 100_00, 'paid'],
  ] as const)('due %s, paid %i → %s', (dueDate, paid, state) => {
    expect(planEntryState({ dueDate, amount: 100_00, paid }, 3, today)).toBe(state);
  });
});

describe('Tanzania dates', () => {
  it('takes today in UTC+3: 21:00 UTC is already the next day', () => {
    expect(tanzaniaToday(new Date('2025-03-09T20:59:59Z'))).toBe('2025-03-09');
    expect(tanzaniaToday(new Date('2025-03-09T21:00:00Z'))).toBe('2025-03-10');
  });

  it('adds days across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 91)).toBe('2026-04-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });
});
