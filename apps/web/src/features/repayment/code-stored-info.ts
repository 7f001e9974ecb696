import type { RepaymentInfo } from '@tz-loan/contract/repayment';
import { REPAYMENT_INFO_KEY } from '@tz-loan/contract/repayment-paths';

// Local storage outlives app versions and can be edited, so what is read is checked field by field
// (by hand: zod would cost this screen 27 KB). Anything off reads as nothing kept.

type Unknown = Record<string, unknown>;
const isObject = (value: unknown): value is Unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
// formatMoney refuses negative and fractional amounts.
const isAmount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isStepLists = (value: unknown) =>
  Array.isArray(value) &&
  value.every(
    (list) => isObject(list) && isText(list.name) && Array.isArray(list.step) && list.step.every(isText),
  );

const isRepaymentInfo = (value: unknown): value is RepaymentInfo => {
  if (!isObject(value) || !isObject(value.defDetail) || !isObject(value.delayInfo)) return false;
  const { logo, payCode, payNotice } = value.defDetail;
  return (
    isText(logo) &&
    isText(payCode) &&
    isObject(payNotice) &&
    Object.values(payNotice).every(isStepLists) &&
    isAmount(value.repayAmount) &&
    isAmount(value.delayInfo.delayAmount) &&
    isText(value.contractNo)
  );
};

/** The repayment info the app kept after Pay Now, or null when there is none or it is broken. */
export const readRepaymentInfo = (): RepaymentInfo | null => {
  try {
    const stored = localStorage.getItem(REPAYMENT_INFO_KEY);
    if (stored === null) return null;
    const value: unknown = JSON.parse(stored);
    return isRepaymentInfo(value) ? value : null;
  } catch {
    // Unreadable JSON, or storage switched off in the webview.
    return null;
  }
};

/** What to pay: the repayment amount, or for a deferral (repayAmount 0) the deferral amount. */
export const totalPayment = (info: RepaymentInfo): number =>
  info.repayAmount > 0 ? info.repayAmount : info.delayInfo.delayAmount;
