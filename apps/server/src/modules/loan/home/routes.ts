import { homeIndex, orderList } from '@tz-loan/contract/loan/home';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import type { ProductService } from '../products/service.ts';

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
export const registerHomeRoutes = (
  app: FastifyInstance,
  { products, lifecycle }: { products: Pick<ProductService, 'list'>; lifecycle: BorrowerOrders },
) => {
  route(app, homeIndex, {}, async () => ({ products: await products.list() }));
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
