import type { PaymentReceiptData, paymentReceipt } from '@tz-loan/contract/repayment/statement';
import { STATEMENT_PATHS } from '@tz-loan/contract/repayment/statement-paths';
import { callApi } from '../../../../shared/http/call-api.ts';
import type { ScreenData } from '../../../../shared/screens/screen.ts';
import { useScreenData } from '../../../../shared/screens/screen-data.ts';

/** The receipt of the page's `paymentId` of its `orderId`; silent: a refusal is said on the page. */
export const paymentReceiptData: ScreenData<PaymentReceiptData> = ({ query, http }) =>
  callApi<typeof paymentReceipt>(
    http,
    STATEMENT_PATHS.paymentReceipt,
    { orderId: query.get('orderId') ?? '', paymentId: query.get('paymentId') ?? '' },
    { silent: true },
  );

export const usePaymentReceipt = () => useScreenData(paymentReceiptData);
