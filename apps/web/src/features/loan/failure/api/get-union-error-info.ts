import type { unionErrorInfo } from '@tz-loan/contract/loan/calls';
import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import type { CallData } from '@tz-loan/contract/platform/call';
import { callApi } from '../../../../shared/http/call-api.ts';
import { productIdOf } from '../../../../shared/query/page-query.ts';
import type { ScreenData } from '../../../../shared/screens/screen.ts';

/** Why the joint login failed, and the products to try instead. */
export const unionErrorData: ScreenData<CallData<typeof unionErrorInfo>> = ({ query, http }) =>
  // Silent: a refusal is said on the page itself, with Retry, rather than in a passing toast.
  callApi<typeof unionErrorInfo>(
    http,
    LOAN_PATHS.unionErrorInfo,
    { productId: productIdOf(query) },
    { silent: true },
  );
