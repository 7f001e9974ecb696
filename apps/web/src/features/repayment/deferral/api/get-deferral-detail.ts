import type { CallData } from '@tz-loan/contract/platform/call';
import type { deferralDetail } from '@tz-loan/contract/repayment/calls';
import { REPAY_PATHS } from '@tz-loan/contract/repayment/paths';
import { callApi } from '../../../../shared/http/call-api.ts';
import { productIdOf } from '../../../../shared/query/page-query.ts';
import type { ScreenData } from '../../../../shared/screens/screen.ts';

/** What rolling over the page's `orderId` costs and changes. */
export const deferralData: ScreenData<CallData<typeof deferralDetail>> = ({ query, http }) =>
  // Silent: a refusal is said on the page itself, with Retry, rather than in a passing toast.
  callApi<typeof deferralDetail>(
    http,
    REPAY_PATHS.delayDetail,
    { orderId: query.get('orderId') ?? '', productId: productIdOf(query) || undefined },
    { silent: true },
  );
