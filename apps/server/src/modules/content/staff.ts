import { opsMessages } from '@tz-loan/contract/content/calls';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { opsAuth } from '../../http/staff-auth.ts';
import type { ContentService } from './service.ts';

/** `GET /tapi/ops/messages`: the contact form's messages, behind the ops API's bearer token. */
export const registerContentStaffRoutes = (app: FastifyInstance, content: ContentService, token: string) =>
  app.register(async (ops) => {
    ops.addHook('onRequest', opsAuth(token));
    route(ops, opsMessages, { auth: 'staff' }, async ({ input }) => ({
      messages: await content.messages(input.limit),
    }));
  });
