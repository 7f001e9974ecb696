import { CURRENCY } from '@tz-loan/contract/constants';
import { formatMoney } from '@tz-loan/contract/money';

export const formatAmount = (minor: number) => `${formatMoney(minor)} ${CURRENCY}`;

export const formatRange = (minMinor: number, maxMinor: number) =>
  minMinor === maxMinor
    ? formatAmount(maxMinor)
    : `${formatMoney(minMinor)} – ${formatMoney(maxMinor)} ${CURRENCY}`;

/** 255712345678 → 0712 345 678: the one phone rule of the contract (PRODUCT.md §2). */
export { formatPhone } from '@tz-loan/contract/phone';

export const clockTime = (date = new Date()) => date.toTimeString().slice(0, 8);

export const ORDER_STATUS_TEXT: Record<number, string> = {
  21: 'Under review',
  40: 'Not approved',
  110: 'Approved, payout in progress',
  151: 'Payout failed: change account',
  170: 'Repaying',
  174: 'Repayment due',
  180: 'Overdue',
  200: 'Settled',
};
