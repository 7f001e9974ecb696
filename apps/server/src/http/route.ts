import type { Call } from '@tz-loan/contract/call';
import { commonParamsSchema } from '@tz-loan/contract/common-params-schema';
import {
  API_BASE,
  ASYNC_MARKER_HEADER,
  ASYNC_MARKER_VALUE,
  IDEMPOTENCY_HEADER,
} from '@tz-loan/contract/constants';
import { CODE_00, Code } from '@tz-loan/contract/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest } from './app-error.ts';
import { checkIdempotencyKey, withIdempotency } from './idempotency.ts';
import { authenticate, type Borrower, type SessionClaim, sessionClaim } from './session.ts';

/**
 * true: the route looks the session up before the handler runs. 'in-query': the handler's own
 * statement checks the session (see `liveSessionBorrowerId`); it gets the claim, never a borrower.
 */
type AuthMode = boolean | 'in-query';

export type Handler<C extends Call, Auth extends AuthMode> = (ctx: {
  input: z.output<C['input']>;
  common: z.output<typeof commonParamsSchema>;
  borrower: Auth extends true ? Borrower : null;
  claim: Auth extends 'in-query' ? SessionClaim : null;
  request: FastifyRequest;
  /** The envelope's message on success, for a call whose message the screen shows (SPEC.md §7). */
  say: (message: string) => void;
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
 * Under test (and with CHECK_ANSWERS=1) every answer is checked against the call's data schema, so an
 * answer that drifts from the contract fails the tests (the web app's budgeted screens do not parse).
 * Off when serving: parsing every answer again halves the throughput of the hot calls.
 */
const checkAnswer = (call: Call, data: unknown) => {
  const result = call.data.safeParse(data);
  if (!result.success) {
    throw new Error(`The answer of ${call.path} is off the contract: ${JSON.stringify(result.error.issues)}`);
  }
};

/**
 * Binds one contract call to a route: the call's own schema validates the input (the form body of
 * a POST, the query of a GET), the common params ride in the query, and the handler's result is
 * wrapped in the envelope. Done here rather than through a schema type provider so that a refusal
 * is always an envelope naming the field, never a framework 400 page.
 */
export const route = <C extends Call, Auth extends AuthMode = true>(
  app: FastifyInstance,
  call: C,
  options: {
    auth?: Auth;
    /** Creates or moves something: an `Idempotency-Key` makes repeats replay the first answer. */
    idempotent?: Auth extends true ? boolean : never;
    /** The `/gopia/goya/*` calls: code '00' for success, the payload in `attach`, refusals as text codes. */
    envelope?: 'legacy';
  },
  handler: Handler<C, Auth>,
) => {
  const auth = options.auth ?? true;
  const checkAnswers = app.config.checkAnswers;
  const endpoint = `${call.method} ${call.path}`;
  app.route({
    method: call.method,
    url: `${API_BASE}${call.path}`,
    handler: async (request, reply) => {
      const answer = async () => {
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
        const borrower = auth === true ? await authenticate(app.db, common) : null;
        const claim = auth === 'in-query' ? sessionClaim(common) : null;
        const run = async () => {
          let message = 'success';
          const say = (text: string) => {
            message = text;
          };
          const data = await handler({
            input,
            common,
            borrower: borrower as never,
            claim: claim as never,
            request,
            say,
          });
          if (checkAnswers) checkAnswer(call, data);
          return { code: Code.ok, message, data };
        };
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
      };
      if (options.envelope !== 'legacy') return answer();
      // Every refusal of a legacy call, bad input and no session included, keeps the legacy shape.
      try {
        const { code, message, data } = await answer();
        return code === Code.ok ? { code: CODE_00, message, attach: data } : { code: String(code), message };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        reply.status(error.httpStatus);
        return { code: String(error.code), message: error.message };
      }
    },
  });
};
