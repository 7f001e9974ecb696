import type { RepaymentCodeData, repaymentCode } from '@tz-loan/contract/repayment/calls';
import { REPAY_PATHS } from '@tz-loan/contract/repayment/paths';
import { callApi } from '../../../../shared/http/call-api.ts';
import { apiClient } from '../../../../shared/http/clients.ts';
import type { ScreenData } from '../../../../shared/screens/screen.ts';

/** The server has no code to show: none made yet, or none the borrower may pay. */
export const NOT_FOUND = 404;

/** The code of trade `tradeNo`, else the latest code of order `orderId` (NOT_FOUND when it has none). */
export const codeData: ScreenData<RepaymentCodeData> = ({ query, http }) => {
  const tradeNo = query.get('tradeNo') || undefined;
  const orderId = query.get('orderId') || undefined;
  return tradeNo || orderId
    ? // Silent: 'no code yet' is an answer the pages show, not an error to toast.
      callApi<typeof repaymentCode>(http, REPAY_PATHS.repaymentCode, tradeNo ? { tradeNo } : { orderId }, {
        silent: true,
      })
    : Promise.resolve({ code: NOT_FOUND, message: '' });
};

/** The latest code of order `orderId`, asked outside a screen's own data. */
export const orderCodeData = (orderId: string) =>
  codeData({ query: new URLSearchParams({ orderId }), http: apiClient });
