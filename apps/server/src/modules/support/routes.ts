import { eventSave, googleScore } from '@tz-loan/contract/support/calls';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import type { SupportService } from './service.ts';

/** The loan details rating dialog and tracked events ('Borrow Again'). */
export const registerSupportRoutes = (app: FastifyInstance, support: SupportService) => {
  route(app, googleScore, {}, async ({ input, borrower }) => {
    await support.rate(borrower.id, input.orderId);
    return {};
  });
  route(app, eventSave, {}, async ({ input, borrower }) => {
    await support.track(borrower.id, input);
    return {};
  });
};
