import type { CommonParams } from '@tz-loan/contract/platform/common-params';
import { COMMON_PARAM_NAMES, withProductIdAliases } from '@tz-loan/contract/platform/common-params';

/** The common params (PRODUCT.md §2) a query string carries; `productId` and `product_id` fill each other. */
export const parseCommonParams = (search: string): CommonParams => {
  const query = new URLSearchParams(search);
  const params: CommonParams = {};
  for (const name of COMMON_PARAM_NAMES) {
    const value = query.get(name);
    if (value !== null) params[name] = value;
  }
  return withProductIdAliases(params);
};
