import { devSmsOutbox } from '@tz-loan/contract/auth';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import type { OutboxMessage } from '../../providers/sms/sandbox-sms.ts';

/** Demo mode only (PRODUCT.md §9): lets a tester read the codes the sandbox "sent". */
export const registerDevRoutes = (
  app: FastifyInstance,
  outbox: (phone: string) => Promise<OutboxMessage[]>,
) => {
  route(app, devSmsOutbox, { auth: false }, async ({ input }) => ({ messages: await outbox(input.phone) }));
};
