import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { OrderStatus } from '@tz-loan/contract/loan/order-status';

export type LoanAction = 'REPAY' | 'Rollover Repayment' | 'Repayment' | 'Borrow Again';

/**
 * What each button says: SPEC.md's names are the actions' ids; the words are the glossary's
 * (docs/glossary.md), so 'Rollover Repayment' reads 'Roll over'.
 */
export const ACTION_LABELS: Record<LoanAction, MessageDescriptor> = {
  REPAY: msg`REPAY`,
  'Rollover Repayment': msg`Roll over`,
  Repayment: msg`Repayment`,
  'Borrow Again': msg`Borrow Again`,
};

/** The buttons of loan details, exactly as SPEC.md §2 gives them; other statuses have none. */
export const loanActions = (status: number, isDelay: string): LoanAction[] => {
  if (status === OrderStatus.due || status === OrderStatus.overdue)
    return isDelay === '1' ? ['REPAY', 'Rollover Repayment'] : ['Repayment'];
  if (status === OrderStatus.repaying) return ['Repayment'];
  if (status === OrderStatus.settled) return ['Borrow Again'];
  return [];
};

/**
 * Waits for a call at most `ms` and never fails. For the calls made just before the native app takes
 * over (rating, 'Borrow Again'): a native screen may suspend the webview, so the call goes first, but a
 * slow or failed call must not stop what the borrower asked for.
 */
export const settle = (call: Promise<unknown>, ms = 1500): Promise<unknown> =>
  Promise.race([call.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms))]);
