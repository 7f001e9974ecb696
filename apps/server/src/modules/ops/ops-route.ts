import type { Call } from '@tz-loan/contract/call';
import { API_BASE } from '@tz-loan/contract/constants';
import { Code } from '@tz-loan/contract/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { parseOrRefuse } from '../../http/route.ts';
import { recordOpsAction } from './audit.ts';
import { readActor } from './auth.ts';

export type OpsHandler<C extends Call> = (ctx: {
  input: z.output<C['input']>;
  actor: `ops:${string}`;
  request: FastifyRequest;
}) => Promise<z.input<C['data']>>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The raw input of an ops call: the query of a GET; the JSON body and the path's ids of a POST. */
const rawInput = (call: Call, request: FastifyRequest): Record<string, unknown> =>
  call.method === 'GET'
    ? { ...(request.query as object) }
    : { ...(isObject(request.body) ? request.body : {}), ...(request.params as object) };

/** What the audit row keeps of the input: its plain values, bounded, the target apart. */
const detailOf = (input: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(input)
      .filter(([key, value]) => key !== 'orderId' && ['string', 'number', 'boolean'].includes(typeof value))
      .map(([key, value]) => [key, typeof value === 'string' ? value.slice(0, 100) : value]),
  );

const refusalOf = (error: unknown) =>
  error instanceof AppError
    ? { code: error.code, message: error.message }
    : { code: Code.internal, message: error instanceof Error ? error.message : String(error) };

/**
 * Binds an ops call: the staff member's name, the input checked by the call's schema, the answer in
 * the envelope. Unlike route() there is no borrower session and the body is JSON. With `audit`, every
 * attempt (done, refused, or malformed) leaves one row in the audit trail.
 */
export const opsRoute = <C extends Call>(
  app: FastifyInstance,
  call: C,
  options: { audit?: string },
  handler: OpsHandler<C>,
) => {
  const checkAnswers = app.config.checkAnswers;
  const command = options.audit;
  app.route({
    method: call.method,
    url: `${API_BASE}${call.path}`,
    // The call's schema refuses a control byte itself, so that the refused attempt is audited too.
    config: { acceptsControlBytes: true },
    handler: async (request) => {
      const actor = readActor(request);
      const raw = rawInput(call, request);
      // A failed audit write is logged, not answered: the action itself is done (or refused) either way,
      // and the order's own events still name the actor.
      const record = async (ok: boolean, detail: Record<string, unknown>) => {
        if (!command) return;
        const target = String(raw.orderId ?? '').slice(0, 40);
        await recordOpsAction(app.db, { actor, command, target, detail, ok }).catch((err: unknown) =>
          request.log.error({ err, command, target }, 'ops audit write failed'),
        );
      };
      try {
        const input = parseOrRefuse<C['input']>(call.input, raw);
        const data = await handler({ input, actor, request });
        // The command line parses with the same schema: an answer off the contract must fail here first.
        if (checkAnswers) call.data.parse(data);
        await record(true, detailOf(input as Record<string, unknown>));
        return { code: Code.ok, message: 'success', data };
      } catch (error) {
        await record(false, { ...detailOf(raw), ...refusalOf(error) });
        throw error;
      }
    },
  });
};
