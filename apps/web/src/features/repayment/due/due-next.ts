import type { LoanDetailsData } from '@tz-loan/contract/loan/calls';
import { OrderStatus } from '@tz-loan/contract/loan/order-status';

export type NextDue = { amount: number; dueTime: string };

/**
 * What the borrower owes next: the first instalment not yet paid. Nothing when the loan is settled, or
 * before the payout (its instalments are 'pending', with no dates: there is nothing to repay yet).
 */
export const nextDue = (details: LoanDetailsData): NextDue | null => {
  if (details.orderStatus === OrderStatus.settled) return null;
  const entry = details.plan.find((i) => i.state !== 'paid' && i.state !== 'pending');
  return entry ? { amount: entry.amount, dueTime: entry.dueTime } : null;
};
