import { productDetail, recommendList } from '@tz-loan/contract/loan/product';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import type { ProductService } from './service.ts';

/** The recommend list `/period` and the product page `/wucheng` (PRODUCT.md §10). */
export const registerProductRoutes = (app: FastifyInstance, products: ProductService) => {
  route(app, recommendList, {}, async ({ language }) => ({ products: await products.recommend(language) }));
  route(app, productDetail, {}, async ({ input, language }) => products.detail(input.productId, language));
};
