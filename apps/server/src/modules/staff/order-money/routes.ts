import { opsOrderMoney } from '@tz-loan/contract/staff/queues';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { type MoneyDeps, orderMoney } from './service.ts';

export const registerOrderMoneyRoutes = (ops: FastifyInstance, deps: MoneyDeps) => {
  route(ops, opsOrderMoney, { auth: 'staff' }, ({ input }) => orderMoney(deps, input.orderId));
};
