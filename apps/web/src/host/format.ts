import { CURRENCY } from '@tz-loan/contract/platform/constants';
import { formatMoney } from '@tz-loan/contract/platform/money';
import { type HostText, T } from './texts.ts';

export const formatAmount = (minor: number) => `${formatMoney(minor)} ${CURRENCY}`;

export const formatRange = (minMinor: number, maxMinor: number) =>
  minMinor === maxMinor
    ? formatAmount(maxMinor)
    : `${formatMoney(minMinor)} – ${formatMoney(maxMinor)} ${CURRENCY}`;

/** 255712345678 → 0712 345 678: the one phone rule of the contract (PRODUCT.md §2). */
export { formatPhone } from '@tz-loan/contract/platform/phone';

export const clockTime = (date = new Date()) => date.toTimeString().slice(0, 8);

export const ORDER_STATUS_TEXT: Record<number, HostText> = {
  21: T.status21,
  40: T.status40,
  110: T.status110,
  151: T.status151,
  170: T.status170,
  174: T.status174,
  180: T.status180,
  200: T.status200,
};
