import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GenerateCodeData } from '@tz-loan/contract/repayment/calls';
import { RepayType } from '@tz-loan/contract/repayment/paths';
import { SCREEN } from '@tz-loan/contract/screens';
import { isAllowedUrl } from '../../../shared/query/allowed-url.ts';
import { appUrl } from '../../../shared/query/app-url.ts';
import { getCommonParams, keepSessionForReturn } from '../../../shared/query/page-query.ts';
import { showInfo } from '../../../shared/ui/toast.ts';
import { keepRepaymentInfo } from '../code/code-stored-info.ts';
import type { PayCodeOutcome, RepayOrder } from './pay-now-order.ts';

// What follows a generate-code answer. Loaded when Pay Now is tapped, beside the call, so that the
// screens' first download stays within the 3G budget.

export { PayCodeDialog } from './pay-now-dialog.tsx';

export const PAY_PAGE_REFUSED = msg`The payment page could not be opened. Please choose another way to pay.`;

/**
 * The pay page sends the borrower back to `back` (a path of this app) once they have paid. The pay
 * page is the provider's: the address it is given carries no session token (PRODUCT.md §8).
 */
const withReturn = (payUrl: string, back: string): string => {
  const url = new URL(payUrl, window.location.href);
  url.searchParams.set('return', back);
  return url.href;
};

/**
 * PAY_URL: opens the hosted pay page ('leaving'), unless its URL may not be followed (toasted,
 * undefined). Otherwise keeps the repayment info for `/repaymentOfCode2`, for this borrower and order,
 * and returns what the popup says.
 */
export const followOutcome = (
  data: GenerateCodeData,
  { orderId, productId }: RepayOrder,
): PayCodeOutcome | 'leaving' | undefined => {
  if (data.repayType === RepayType.payUrl) {
    if (!isAllowedUrl(data.payUrl)) {
      showInfo(i18n._(PAY_PAGE_REFUSED));
      return undefined;
    }
    keepSessionForReturn();
    const back = appUrl(SCREEN.loanDetails, { orderId, productId, sessionId: null });
    window.location.assign(withReturn(data.payUrl, back));
    return 'leaving';
  }
  if (data.repaymentInfo !== null) {
    keepRepaymentInfo(data.repaymentInfo, data.tradeNo, { userId: getCommonParams().userId ?? '', orderId });
  }
  return { notice: data.notice, tradeNo: data.tradeNo };
};
