import { homeIndex, orderList } from '@tz-loan/contract/home';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { listOrders, listProducts } from './repository.ts';

/** What the native host needs to be a believable app: its home page and the borrower's orders. */
export const registerHomeRoutes = (app: FastifyInstance) => {
  route(app, homeIndex, {}, async () => ({
    products: (await listProducts(app.db)).map((p) => ({
      productId: String(p.id),
      productName: p.name,
      productLogo: p.logo,
      amountMin: p.amountMin,
      amountMax: p.amountMax,
      termDays: p.termDays,
      periods: p.periods,
    })),
  }));
  route(app, orderList, {}, async ({ borrower }) => ({
    orders: (await listOrders(app.db, borrower.id)).map((o) => ({
      orderId: String(o.id),
      productId: String(o.productId),
      productName: o.productName,
      amount: o.amount,
      orderStatus: o.status,
      createdAt: o.createdAt.toISOString(),
    })),
  }));
};
