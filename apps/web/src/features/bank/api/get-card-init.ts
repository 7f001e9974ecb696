import type { cardInit } from '@tz-loan/contract/bank/calls';
import { BANK_PATHS } from '@tz-loan/contract/bank/paths';
import type { CallData } from '@tz-loan/contract/platform/call';
import { callApi } from '../../../shared/http/call-api.ts';
import { productIdOf } from '../../../shared/query/page-query.ts';
import type { ScreenData } from '../../../shared/screens/screen.ts';

/** The payout account form's items, for the product the page was opened for. */
export const getCardInit: ScreenData<CallData<typeof cardInit>> = ({ query, http }) => {
  const productId = productIdOf(query);
  return callApi<typeof cardInit>(http, BANK_PATHS.cardInit, productId ? { product_id: productId } : {});
};
