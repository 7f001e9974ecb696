import { opsRightsOutcome, opsRightsRequests } from '@tz-loan/contract/rights/calls';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { staffOf, staffScope } from '../../http/staff-auth.ts';
import type { RightsService } from './service.ts';

/** Staff handle correction and deletion requests by their deadline (PRODUCT.md §18, §21). */
export const registerRightsStaffRoutes = (app: FastifyInstance, rights: RightsService) =>
  staffScope(app, (ops) => {
    route(ops, opsRightsRequests, { auth: 'staff' }, async ({ input }) => ({
      requests: await rights.requests(input.open === '1'),
    }));
    route(ops, opsRightsOutcome, { auth: 'staff', audit: 'rights-outcome' }, ({ input, request }) =>
      rights.recordOutcome(input.requestId, input, staffOf(request)),
    );
  });
