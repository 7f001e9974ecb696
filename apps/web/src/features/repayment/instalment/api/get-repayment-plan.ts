import type { CallData } from '@tz-loan/contract/platform/call';
import type { repaymentPlan } from '@tz-loan/contract/repayment/calls';
import { REPAY_PATHS } from '@tz-loan/contract/repayment/paths';
import { callApi } from '../../../../shared/http/call-api.ts';
import { productIdOf } from '../../../../shared/query/page-query.ts';
import type { ScreenData } from '../../../../shared/screens/screen.ts';

/** The instalments of the page's `orderId`, with the ways to pay them. */
export const planData: ScreenData<CallData<typeof repaymentPlan>> = ({ query, http }) =>
  // Silent: a refusal is said on the page itself, with Retry, rather than in a passing toast.
  callApi<typeof repaymentPlan>(
    http,
    REPAY_PATHS.plan,
    { orderId: query.get('orderId') ?? '', productId: productIdOf(query) || undefined },
    { silent: true },
  );
