import { devSmsOutbox, logout, sendSmsCode, smsLogin, userInfo } from '@tz-loan/contract/auth/calls';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import type { OutboxMessage } from '../../providers/sms/sandbox-sms.ts';
import type { AuthService } from './service.ts';

export const registerAuthRoutes = (app: FastifyInstance, auth: AuthService) => {
  route(app, sendSmsCode, { auth: false }, ({ input, common, request, language }) =>
    auth.sendCode(input.phone, { address: request.ip, deviceId: common.deviceId }, language),
  );
  route(app, smsLogin, { auth: false }, ({ input, request, language }) =>
    auth.login(input.phone, input.code, input.deviceId, { address: request.ip }, language),
  );
  route(app, logout, {}, async ({ common }) => {
    await auth.logout(common.sessionId ?? '');
    return {};
  });
  route(app, userInfo, {}, ({ borrower }) => auth.userInfo(borrower.id));
};

/** Demo mode only (PRODUCT.md §9): lets a tester read the codes the sandbox "sent". */
export const registerSmsOutboxRoute = (
  app: FastifyInstance,
  outbox: (phone: string) => Promise<OutboxMessage[]>,
) => {
  route(app, devSmsOutbox, { auth: false }, async ({ input }) => ({ messages: await outbox(input.phone) }));
};
