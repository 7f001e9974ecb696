import { opsFigures } from '@tz-loan/contract/staff/queues';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { type FiguresDeps, figures } from './service.ts';

export const registerFiguresRoutes = (ops: FastifyInstance, deps: FiguresDeps) => {
  route(ops, opsFigures, { auth: 'staff' }, ({ input }) => figures(deps, input));
};
