import type { Call } from '@tz-loan/contract/call';
import { commonParamsSchema } from '@tz-loan/contract/common-params-schema';
import {
  API_BASE,
  ASYNC_MARKER_HEADER,
  ASYNC_MARKER_VALUE,
  IDEMPOTENCY_HEADER,
} from '@tz-loan/contract/constants';
import { Code } from '@tz-loan/contract/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest } from './app-error.ts';
import { checkIdempotencyKey, withIdempotency } from './idempotency.ts';
import { authenticate, type Borrower } from './session.ts';

export type Handler<C extends Call, Auth extends boolean> = (ctx: {
  input: z.output<C['input']>;
  common: z.output<typeof commonParamsSchema>;
  borrower: Auth extends true ? Borrower : Borrower | null;
  request: FastifyRequest;
}) => Promise<z.input<C['data']>>;

const firstIssue = (error: z.ZodError): string => {
  const issue = error.issues[0];
  const field = issue?.path.join('.');
  if (!issue || !field) return 'The request is not valid';
  return !issue.message.includes(field) ? `${field}: ${issue.message}` : issue.message;
};

export const parseOrRefuse = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw badRequest(firstIssue(result.error));
  return result.data;
};

/**
 * Binds one contract call to a route: the call's own schema validates the input (the form body of
 * a POST, the query of a GET), the common params ride in the query, and the handler's result is
 * wrapped in the envelope. Done here rather than through a schema type provider so that a refusal
 * is always an envelope naming the field, never a framework 400 page.
 */
export const route = <C extends Call, Auth extends boolean = true>(
  app: FastifyInstance,
  call: C,
  options: {
    auth?: Auth;
    /** Creates or moves something: an `Idempotency-Key` makes repeats replay the first answer. */
    idempotent?: Auth extends true ? boolean : never;
  },
  handler: Handler<C, Auth>,
) => {
  const needsAuth = options.auth ?? true;
  const endpoint = `${call.method} ${call.path}`;
  app.route({
    method: call.method,
    url: `${API_BASE}${call.path}`,
    handler: async (request, reply) => {
      if (
        call.method === 'POST' &&
        request.headers[ASYNC_MARKER_HEADER.toLowerCase()] !== ASYNC_MARKER_VALUE
      ) {
        throw new AppError(Code.badRequest, `The ${ASYNC_MARKER_HEADER} header is missing`, 400);
      }
      const common = parseOrRefuse(commonParamsSchema, request.query);
      const input = parseOrRefuse<C['input']>(
        call.input,
        call.method === 'POST' ? request.body : request.query,
      );
      const borrower = needsAuth ? await authenticate(app.db, common) : null;
      const run = async () => ({
        code: Code.ok,
        message: 'success',
        data: await handler({ input, common, borrower: borrower as never, request }),
      });
      const key = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
      if (!options.idempotent || !borrower || typeof key !== 'string') return run();
      checkIdempotencyKey(key);
      const { envelope, replayed } = await withIdempotency(
        app.db,
        { borrowerId: borrower.id, key, endpoint, input },
        run,
      );
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return envelope;
    },
  });
};
