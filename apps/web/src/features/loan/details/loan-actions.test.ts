import { describe, expect, it } from 'vitest';
import { loanActions } from './loan-actions.ts';

describe('loan details buttons (SPEC.md §2)', () => {
  it.each([
    [174, '1', ['REPAY', 'Rollover Repayment']],
    [180, '1', ['REPAY', 'Rollover Repayment']],
    [174, '0', ['Repayment']],
    [180, '0', ['Repayment']],
    [170, '0', ['Repayment']],
    [170, '1', ['Repayment']],
    [200, '0', ['Borrow Again']],
    [21, '0', []],
    [40, '0', []],
    [110, '0', []],
    [151, '1', []],
  ])('status %i with isDelay %s shows %j', (status, isDelay, buttons) => {
    expect(loanActions(status, isDelay)).toEqual(buttons);
  });
});
