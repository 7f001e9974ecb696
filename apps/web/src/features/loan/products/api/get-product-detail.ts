import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import type { productDetail } from '@tz-loan/contract/loan/product';
import type { CallData } from '@tz-loan/contract/platform/call';
import { callApi } from '../../../../shared/http/call-api.ts';
import { productIdOf } from '../../../../shared/query/page-query.ts';
import type { ScreenData } from '../../../../shared/screens/screen.ts';

/** The terms of the page's product. */
export const productData: ScreenData<CallData<typeof productDetail>> = ({ query, http }) =>
  // Silent: a refusal is said on the page itself, with Retry, rather than in a passing toast.
  callApi<typeof productDetail>(
    http,
    LOAN_PATHS.productDetail,
    { productId: productIdOf(query) },
    { silent: true },
  );
