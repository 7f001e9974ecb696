import { z } from 'zod';
import { defineCall } from '../platform/call.ts';

export const productSummary = z.object({
  productId: z.string(),
  productName: z.string(),
  productLogo: z.string(),
  amountMin: z.number().int(),
  amountMax: z.number().int(),
  termDays: z.number().int(),
  periods: z.number().int(),
});
export type ProductSummary = z.infer<typeof productSummary>;

/** The native app's home page: the products on offer. */
export const homeIndex = defineCall({
  method: 'POST',
  path: '/v3/home/index',
  input: z.object({}),
  data: z.object({ products: z.array(productSummary) }),
});

export const orderSummary = z.object({
  orderId: z.string(),
  productId: z.string(),
  productName: z.string(),
  amount: z.number().int(),
  orderStatus: z.number().int(),
  createdAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** The borrower's orders, newest first. */
export const orderList = defineCall({
  method: 'POST',
  path: '/v3/order/list',
  input: z.object({}),
  data: z.object({ orders: z.array(orderSummary) }),
});
