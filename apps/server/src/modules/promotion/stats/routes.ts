import { opsPromotion } from '@tz-loan/contract/promotion/calls';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { staffScope } from '../../../http/staff-auth.ts';
import type { PromotionStatsService } from './service.ts';

/** `GET /tapi/ops/promotion`: the landing's funnel, for staff. */
export const registerPromotionStaffRoutes = (app: FastifyInstance, stats: PromotionStatsService) =>
  staffScope(app, (ops) => {
    route(ops, opsPromotion, { auth: 'staff' }, async ({ input }) => ({
      rows: await stats.funnel(input.templateId),
    }));
  });
