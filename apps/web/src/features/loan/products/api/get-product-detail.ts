import type { OfferData } from '@tz-loan/contract/loan/calls';
import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import type { productDetail } from '@tz-loan/contract/loan/product';
import type { CallData } from '@tz-loan/contract/platform/call';
import type { Envelope } from '@tz-loan/contract/platform/envelope';
import { callApi } from '../../../../shared/http/call-api.ts';
import { productIdOf } from '../../../../shared/query/page-query.ts';
import type { ScreenData } from '../../../../shared/screens/screen.ts';
import { getOffer } from '../../confirm/api/get-offer.ts';

export type ProductData = { product: CallData<typeof productDetail>; offer: OfferData };

/**
 * The page's product and this borrower's default offer of it, asked for together: the product's terms,
 * and the figures the borrower's choice starts from (PRODUCT.md §19).
 */
export const productData: ScreenData<ProductData> = async ({ query, http }) => {
  const productId = productIdOf(query);
  const [product, offer] = await Promise.all([
    // Silent: a refusal is said on the page itself, with Retry, rather than in a passing toast.
    callApi<typeof productDetail>(http, LOAN_PATHS.productDetail, { productId }, { silent: true }),
    getOffer(http, productId),
  ]);
  if (!product.data) return { code: product.code, message: product.message };
  if (!offer.data) return { code: offer.code, message: offer.message };
  const data = { product: product.data, offer: offer.data };
  return { code: 0, message: product.message, data } satisfies Envelope<ProductData>;
};
