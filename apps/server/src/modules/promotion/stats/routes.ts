import { opsPromotion } from '@tz-loan/contract/promotion/calls';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { opsAuth } from '../../../http/staff-auth.ts';
import type { PromotionStatsService } from './service.ts';

/** `GET /tapi/ops/promotion`: the landing's funnel, behind the ops API's bearer token. */
export const registerPromotionStaffRoutes = (
  app: FastifyInstance,
  stats: PromotionStatsService,
  token: string,
) =>
  app.register(async (ops) => {
    ops.addHook('onRequest', opsAuth(token));
    route(ops, opsPromotion, { auth: 'staff' }, async ({ input }) => ({
      rows: await stats.funnel(input.templateId),
    }));
  });
