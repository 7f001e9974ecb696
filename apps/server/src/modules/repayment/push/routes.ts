import { pushState, startPush } from '@tz-loan/contract/repayment/push';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import type { PushService } from './service.ts';

/** Pay from my phone's calls (PRODUCT.md §17). */
export const registerPushRoutes = (app: FastifyInstance, push: PushService) => {
  route(app, startPush, { idempotent: true }, ({ input, borrower, language }) =>
    push.start(
      borrower.id,
      {
        orderId: input.orderId,
        amount: input.amount,
        isDelay: input.isDelay === '1',
        wallet: input.wallet,
        phone: input.phone,
      },
      language,
    ),
  );
  route(app, pushState, {}, ({ input, borrower, language }) =>
    push.state(borrower.id, { orderId: input.orderId, tradeNo: input.tradeNo }, language),
  );
};
