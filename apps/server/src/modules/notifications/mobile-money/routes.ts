import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { documentedOnly } from '../../../http/docs-only.ts';
import { readBodiesRaw } from '../../../http/raw-body.ts';
import type { CallbackRead, MobileMoneyRails } from '../../../providers/mobile-money/mobile-money.ts';
import { escapeControlBytes } from '../../../shared/control-bytes.ts';
import { MOBILE_MONEY_CALLBACK_PATH } from './paths.ts';

/** Applies what the provider says became of one of our requests, once; says what it did. */
type Settle = (
  reference: string,
  result: Extract<CallbackRead, { verified: true }>['result'],
  told: string,
) => Promise<{ outcome: string; reason: string }>;

/**
 * Where the wallet provider posts what became of a request. Read raw and checked by the provider's
 * own adapter; whatever it holds is logged (escaped) and applied once. A refused callback changes nothing.
 */
export const registerMobileMoneyCallback = (
  app: FastifyInstance,
  rails: MobileMoneyRails,
  settle: { collection: Settle; disbursement?: Settle },
) =>
  app.register(async (scope) => {
    readBodiesRaw(scope);
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
