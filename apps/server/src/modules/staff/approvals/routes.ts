import { opsApprovalDecide, opsApprovals } from '@tz-loan/contract/staff/approvals';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { actorOf, staffScope } from '../../../http/staff-auth.ts';
import type { Approvals } from './service.ts';

/** The four-eyes queue: proposals waiting, and the second person's decision. */
export const registerApprovalRoutes = (app: FastifyInstance, approvals: Approvals) =>
  staffScope(app, (ops) => {
    route(ops, opsApprovals, { auth: 'staff' }, ({ input }) => approvals.list(input.state !== 'all'));
    route(ops, opsApprovalDecide, { auth: 'staff', audit: 'decide' }, ({ input, request }) =>
      approvals.decide(input.approvalId, input.decision, actorOf(request)),
    );
  });
