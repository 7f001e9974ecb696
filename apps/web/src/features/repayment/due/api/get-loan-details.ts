import type { LoanDetailsData, loanDetails } from '@tz-loan/contract/loan/calls';
import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import { callApi } from '../../../../shared/http/call-api.ts';
import { productIdOf } from '../../../../shared/query/page-query.ts';
import type { ScreenData } from '../../../../shared/screens/screen.ts';
import { useScreenData } from '../../../../shared/screens/screen-data.ts';

/** The loan details of the page's `orderId`: what is due and whether it may be rolled over. */
export const orderDetailsData: ScreenData<LoanDetailsData> = ({ query, http }) =>
  // Silent: a refusal is said on the page itself, with Retry.
  callApi<typeof loanDetails>(
    http,
    LOAN_PATHS.details,
    { orderId: query.get('orderId') ?? '', productId: productIdOf(query) || undefined },
    { silent: true },
  );

export const useOrderDetails = () => useScreenData(orderDetailsData);
