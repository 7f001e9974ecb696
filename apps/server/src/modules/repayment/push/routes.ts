import { API_BASE } from '@tz-loan/contract/platform/constants';
import { pushState, startPush } from '@tz-loan/contract/repayment/push';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { documentedOnly } from '../../../http/docs-only.ts';
import { route } from '../../../http/route.ts';
import type { MobileMoneyRails } from '../../../providers/mobile-money/mobile-money.ts';
import { escapeControlBytes } from '../../../shared/control-bytes.ts';
import type { PushService } from './service.ts';

export const MOBILE_MONEY_CALLBACK_PATH = `${API_BASE}/payment/mobile-money/callback`;

/** Pay from my phone's calls (PRODUCT.md §17). */
export const registerPushRoutes = (app: FastifyInstance, push: PushService) => {
  route(app, startPush, { idempotent: true }, ({ input, borrower, language }) =>
    push.start(
      borrower.id,
      {
        orderId: input.orderId,
        amount: input.amount,
        isDelay: input.isDelay === '1',
        wallet: input.wallet,
        phone: input.phone,
      },
      language,
    ),
  );
  route(app, pushState, {}, ({ input, borrower, language }) =>
    push.state(borrower.id, { orderId: input.orderId, tradeNo: input.tradeNo }, language),
  );
};

/**
 * Where the wallet provider posts what became of a request. Read raw and checked by the provider's
 * own adapter; whatever it holds is logged (escaped) and applied once. A refused callback changes nothing.
 */
export const registerMobileMoneyCallback = (
  app: FastifyInstance,
  rails: MobileMoneyRails,
  settle: { collection: PushService['settle']; disbursement?: PushService['settle'] },
) =>
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    const schema = {
      tags: ['repayment'],
      summary: "The mobile-money provider's callback",
      description:
        'Checked by the provider adapter (the sandbox signs it; AzamPay is confirmed by its status API), then ' +
        'applied once. 200 applied, duplicate, failed, held or ignored (unknown, foreign, already final); ' +
        '400 malformed, 401 not verified.',
      consumes: ['application/json'],
      response: { 200: z.object({ outcome: z.string(), reason: z.string() }) },
    };
    scope.post(
      MOBILE_MONEY_CALLBACK_PATH,
      { schema, validatorCompiler: documentedOnly, config: { acceptsControlBytes: true } },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const read = await rails.readCallback(raw, request.headers);
        if (!read.verified) {
          request.log.warn(
            { reason: read.reason, body: escapeControlBytes(raw.slice(0, 500)) },
            'callback refused',
          );
          reply.status(read.httpStatus as 200);
          return { outcome: 'refused', reason: read.reason };
        }
        const apply = read.kind === 'collection' ? settle.collection : settle.disbursement;
        if (!apply) return { outcome: 'ignored', reason: 'no disbursements here' };
        const result = await apply(read.reference, read.result, escapeControlBytes(raw));
        if (result.outcome !== 'applied') {
          request.log.warn({ reference: read.reference, ...result }, 'callback not applied');
        }
        return result;
      },
    );
  });
