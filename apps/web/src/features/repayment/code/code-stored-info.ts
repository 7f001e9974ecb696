import type { RepaymentInfo } from '@tz-loan/contract/repayment/calls';
import { REPAYMENT_INFO_KEY } from '@tz-loan/contract/repayment/paths';

// What Pay Now keeps on the phone for `/repaymentOfCode2`: the repayment info under REPAYMENT_INFO_KEY,
// as SPEC.md §3 names it, and beside it whose it is. A phone may be shared, so a code is shown only to
// the borrower and for the order it was made for.
//
// Local storage outlives app versions and can be edited, so what is read is checked field by field
// (by hand: zod would cost this screen 27 KB). Anything off reads as nothing kept.

/** The borrower and the order a code is kept for. */
export type CodeOwner = { userId: string; orderId: string };

/** A code kept on this phone, with the trade it belongs to (for the server to confirm it is still open). */
export type KeptCode = { info: RepaymentInfo; tradeNo: string };

export const REPAYMENT_OWNER_KEY = 'repaymentInfoOwner';

type OwnerRecord = CodeOwner & { tradeNo: string; payCode: string };

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

const isOwnerRecord = (value: unknown): value is OwnerRecord =>
  isObject(value) &&
  isText(value.userId) &&
  isText(value.orderId) &&
  isText(value.tradeNo) &&
  isText(value.payCode);

const readJson = (key: string): unknown => {
  const stored = localStorage.getItem(key);
  return stored === null ? null : JSON.parse(stored);
};

/**
 * Keeps the info of trade `tradeNo` for `owner`, in place of whatever was kept. Without a borrower or
 * an order nothing is kept: it could be shown to anyone.
 */
export const keepRepaymentInfo = (info: RepaymentInfo, tradeNo: string, { userId, orderId }: CodeOwner) => {
  try {
    // Cleared first, owner before info: a write that fails half-way leaves no info under another owner.
    localStorage.removeItem(REPAYMENT_INFO_KEY);
    localStorage.removeItem(REPAYMENT_OWNER_KEY);
    if (!userId || !orderId) return;
    const owner: OwnerRecord = { userId, orderId, tradeNo, payCode: info.defDetail.payCode };
    localStorage.setItem(REPAYMENT_OWNER_KEY, JSON.stringify(owner));
    localStorage.setItem(REPAYMENT_INFO_KEY, JSON.stringify(info));
  } catch {
    // Storage may be off (private mode, a webview setting): the code is still shown by trade number.
  }
};

/** The code kept for `owner`, or null when there is none, it is another's, or it is broken. */
export const readKeptCode = ({ userId, orderId }: CodeOwner): KeptCode | null => {
  try {
    const owner = readJson(REPAYMENT_OWNER_KEY);
    const info = readJson(REPAYMENT_INFO_KEY);
    if (!userId || !isOwnerRecord(owner) || !isRepaymentInfo(info)) return null;
    // The pay code ties the two entries together: info written without its owner (by an older app)
    // does not pass for the one the owner names.
    const mine =
      owner.userId === userId && owner.orderId === orderId && owner.payCode === info.defDetail.payCode;
    return mine ? { info, tradeNo: owner.tradeNo } : null;
  } catch {
    // Unreadable JSON, or storage switched off in the webview.
    return null;
  }
};

/** What to pay: the repayment amount, or for a deferral (repayAmount 0) the deferral amount. */
export const totalPayment = (info: RepaymentInfo): number =>
  info.repayAmount > 0 ? info.repayAmount : info.delayInfo.delayAmount;
