import type { LoanDetailsData, loanDetails } from '@tz-loan/contract/loan/calls';
import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import { callApi } from '../../../../shared/http/call-api.ts';
import { productIdOf } from '../../../../shared/query/page-query.ts';
import type { ScreenData } from '../../../../shared/screens/screen.ts';

/** The order of the page's `orderId`. Silent: a refusal is said on the page itself, with Retry. */
export const loanDetailsData: ScreenData<LoanDetailsData> = ({ query, http }) =>
  callApi<typeof loanDetails>(
    http,
    LOAN_PATHS.details,
    { orderId: query.get('orderId') ?? '', productId: productIdOf(query) || undefined },
    { silent: true },
  );
