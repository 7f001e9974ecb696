import { z } from 'zod';
import { defineCall } from '../platform/call.ts';
import { idParam, textValueRow } from '../platform/params.ts';
import { LOAN_PATHS } from './paths.ts';

/** A recommended product as loan details, the recommend list and the failure screen show it. */
export const recProduct = z.object({
  productId: z.string(),
  productName: z.string(),
  productLogo: z.string(),
  /** Display text, e.g. '400.000,00 - 600.000,00'. */
  amountRange: z.string(),
  /** Display text, e.g. 'APR 12,00%'. */
  rate: z.string(),
  description: z.string(),
  buttonText: z.string(),
});
export type RecProduct = z.infer<typeof recProduct>;

/** The recommend list `/period`: every product on offer (PRODUCT.md §10). */
export const recommendList = defineCall({
  ...LOAN_PATHS.recommendList,
  input: z.object({}),
  data: z.object({ products: z.array(recProduct) }),
});

/** One product `/wucheng`: its terms and a representative example with the total repayable. */
export const productDetail = defineCall({
  refusals: [404],
  ...LOAN_PATHS.productDetail,
  input: z.object({ productId: idParam('productId') }),
  data: z.object({
    productId: z.string(),
    productName: z.string(),
    productLogo: z.string(),
    amountMin: z.number().int(),
    amountMax: z.number().int(),
    termDays: z.number().int(),
    periods: z.number().int(),
    /** Terms: amount range, term, interest, fees, APR. */
    terms: z.array(textValueRow),
    /** The representative example: amount, interest, fees, total repayable, instalments. */
    example: z.array(textValueRow),
  }),
});
