import { opsQueues, opsReferences } from '@tz-loan/contract/staff/queues';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { type QueueDeps, queueCounts, referencesToConfirm } from './service.ts';

export const registerQueueRoutes = (ops: FastifyInstance, deps: QueueDeps) => {
  route(ops, opsQueues, { auth: 'staff' }, () => queueCounts(deps));
  route(ops, opsReferences, { auth: 'staff' }, async () => ({ references: await referencesToConfirm(deps) }));
};
