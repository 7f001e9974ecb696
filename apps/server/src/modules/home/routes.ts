import { homeIndex, orderList } from '@tz-loan/contract/home';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { listProducts } from './repository.ts';

type BorrowerOrders = {
  borrowerOrders: (borrowerId: number) => Promise<
    {
      id: number;
      productId: number;
      productName: string;
      amount: number;
      status: number;
      createdAt: string;
    }[]
  >;
};

/** What the native host needs to be a believable app: its home page and the borrower's orders. */
export const registerHomeRoutes = (app: FastifyInstance, lifecycle: BorrowerOrders) => {
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
    // The status each order reads now: 174/180 follow the clock, as loan details show them.
    orders: (await lifecycle.borrowerOrders(borrower.id)).map((o) => ({
      orderId: String(o.id),
      productId: String(o.productId),
      productName: o.productName,
      amount: o.amount,
      orderStatus: o.status,
      createdAt: o.createdAt,
    })),
  }));
};
