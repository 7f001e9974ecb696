import { API_BASE } from '@tz-loan/contract/platform/constants';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { documentedOnly } from '../../../http/docs-only.ts';
import { readBodiesRaw } from '../../../http/raw-body.ts';
import type { PaymentProvider } from '../../../providers/payment/payment-provider.ts';
import { SIGNATURE_HEADER } from '../../../providers/payment/signature.ts';
import { notificationSchema, receiveNotification } from './service.ts';

export const NOTIFY_PATH = `${API_BASE}/payment/notify`;

/** Where the payment provider posts its notifications; the signature is checked on the raw body. */
export const registerNotifyRoute = (app: FastifyInstance, provider: PaymentProvider) =>
  app.register(async (scope) => {
    readBodiesRaw(scope);
    const schema = {
      tags: ['repayment'],
      summary: "The payment provider's notification",
      description:
        `Signed with HMAC-SHA256 of the raw JSON body in \`${SIGNATURE_HEADER}\`. Applied to the ledger once; ` +
        'HTTP 401 bad signature, 400 malformed, 404 unknown trade; 200 applied, duplicate, failed or held for staff.',
      consumes: ['application/json'],
      body: notificationSchema,
      response: { 200: z.object({ outcome: z.string(), reason: z.string() }) },
    };
    // The body is the provider's, read raw: whatever it holds is checked, logged (escaped) and refused here.
    scope.post(
      NOTIFY_PATH,
      { schema, validatorCompiler: documentedOnly, config: { acceptsControlBytes: true } },
      async (request, reply) => {
        const signature = request.headers[SIGNATURE_HEADER];
        const result = await receiveNotification(
          scope.db,
          provider,
          typeof request.body === 'string' ? request.body : '',
          typeof signature === 'string' ? signature : undefined,
        );
        if (result.outcome !== 'applied' && result.outcome !== 'duplicate') {
          request.log.warn(
            { outcome: result.outcome, reason: result.reason },
            'payment notification not applied',
          );
        }
        reply.status(result.httpStatus as 200);
        return { outcome: result.outcome, reason: result.reason };
      },
    );
  });
