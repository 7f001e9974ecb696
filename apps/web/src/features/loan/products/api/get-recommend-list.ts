import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import type { recommendList } from '@tz-loan/contract/loan/product';
import type { CallData } from '@tz-loan/contract/platform/call';
import { callApi } from '../../../../shared/http/call-api.ts';
import type { ScreenData } from '../../../../shared/screens/screen.ts';

/** Every product on offer. Silent: a refusal is said on the page itself, with Retry. */
export const recommendListData: ScreenData<CallData<typeof recommendList>> = ({ http }) =>
  callApi<typeof recommendList>(http, LOAN_PATHS.recommendList, {}, { silent: true });
