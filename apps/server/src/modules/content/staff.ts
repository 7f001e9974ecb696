import { opsMessages } from '@tz-loan/contract/content/calls';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { staffScope } from '../../http/staff-auth.ts';
import type { ContentService } from './service.ts';

/** `GET /tapi/ops/messages`: the contact form's messages, for staff. */
export const registerContentStaffRoutes = (app: FastifyInstance, content: ContentService) =>
  staffScope(app, (ops) => {
    route(ops, opsMessages, { auth: 'staff' }, async ({ input }) => ({
      messages: await content.messages(input.limit),
    }));
  });
