import { opsBorrower } from '@tz-loan/contract/staff/queues';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import type { MoneyDeps } from '../order-money/service.ts';
import { borrowerStory } from './service.ts';

export const registerBorrowerRoutes = (ops: FastifyInstance, deps: MoneyDeps) => {
  route(ops, opsBorrower, { auth: 'staff' }, ({ input }) => borrowerStory(deps, input.phone));
};
