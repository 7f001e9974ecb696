import type { Call } from '@tz-loan/contract/platform/call';
import type { commonParamsSchema } from '@tz-loan/contract/platform/common-params-schema';
import { API_BASE, IDEMPOTENCY_HEADER } from '@tz-loan/contract/platform/constants';
import { Code } from '@tz-loan/contract/platform/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Borrower } from '../domain/borrower.ts';
import { type Language, type Message, say, type Values } from '../shared/i18n.ts';
import type { SessionClaim } from '../shared/sessions.ts';
import { checkIdempotencyKey, withIdempotency } from './idempotency.ts';
import { bodyOrEmpty, checkMarkerHeader, claimSession, legacyShape, sessionHook } from './route-hooks.ts';
import { type RouteKind, routeSchema } from './route-schema.ts';

/**
 * true: the session is looked up before the handler runs. 'in-query': the handler's own statement
 * checks it (see `liveSessionBorrowerId`); it gets the claim, never a borrower. false: no session.
 * 'staff': a call of the ops API, whose scope checks the bearer token; JSON in, no common params.
 */
export type AuthMode = boolean | 'in-query' | 'staff';

export type RouteOptions<Auth extends AuthMode> = {
  auth?: Auth;
  /** Creates or moves something: an `Idempotency-Key` makes repeats replay the first answer. */
  idempotent?: Auth extends true ? boolean : never;
  /** The `/gopia/goya/*` calls: code '00' for success, the payload in `attach`, refusals as text codes. */
  envelope?: 'legacy';
  /** Staff calls: the command the ops audit trail records every attempt under. */
  audit?: string;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract call a route answers, and how it was bound (hooks read these). */
    call?: Call;
    audit?: string;
  }
}

export type Handler<C extends Call, Auth extends AuthMode> = (ctx: {
  input: z.output<C['input']>;
  /** What a POST call reads from its query beyond the common params (the contract's `query`). */
  query: C['query'] extends z.ZodObject ? z.output<C['query']> : undefined;
  common: z.output<typeof commonParamsSchema>;
  borrower: Auth extends true ? Borrower : null;
  claim: Auth extends 'in-query' ? SessionClaim : null;
  request: FastifyRequest;
  /** For a call that sets a header or a cookie (the staff session). */
  reply: FastifyReply;
  /** The reader's language (PRODUCT.md §16): every text the handler answers is in it. */
  language: Language;
  /** The envelope's message on success, for a call whose message the screen shows (SPEC.md §7). */
  say: (message: Message | string, values?: Values) => void;
}) => Promise<z.input<C['data']>>;

const kindOf = (auth: AuthMode): RouteKind => (auth === 'staff' ? 'staff' : 'borrower');

/** The handler's input: the query of a GET; the body of a POST; a staff call's path ids with either. */
const inputOf = (call: Call, kind: RouteKind, request: FastifyRequest) => {
  if (call.method === 'GET' && kind === 'staff')
    return { ...(request.params as object), ...(request.query as object) };
  if (call.method === 'GET') return request.query;
  if (kind === 'staff') return { ...(request.params as object), ...(request.body as object) };
  return request.body;
};

/**
 * Binds one contract call to a route through fastify's zod type provider: the call's schemas validate
 * the input (a refusal is the envelope naming the field, see app.ts's schemaErrorFormatter) and
 * document it (/tapi/docs); the session, the marker header and the legacy envelope are route hooks
 * chosen by the options; the handler's result is wrapped in the envelope, through the idempotency
 * store when the route is `idempotent`.
 */
export const route = <C extends Call, Auth extends AuthMode = true>(
  app: FastifyInstance,
  call: C,
  options: RouteOptions<Auth>,
  handler: Handler<C, Auth>,
) => {
  const auth: AuthMode = options.auth ?? true;
  const kind = kindOf(auth);
  const endpoint = `${call.method} ${call.path}`;
  const preValidation =
    call.method === 'POST' ? [...(kind === 'borrower' ? [checkMarkerHeader] : []), bodyOrEmpty] : [];
  const preHandler: preHandlerHookHandler[] =
    auth === true ? [sessionHook(app.db)] : auth === 'in-query' ? [claimSession] : [];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: `${API_BASE}${call.path}`,
    schema: routeSchema(call, {
      kind,
      auth,
      idempotent: options.idempotent === true,
      envelope: options.envelope,
    }),
    // A staff call reads control bytes itself: its schema refuses them and the audit records the attempt.
    config: { call, audit: options.audit, acceptsControlBytes: options.audit !== undefined },
    preValidation,
    preHandler,
    preSerialization: (options.envelope === 'legacy' ? [legacyShape] : []) as never,
    handler: async (request, reply) => {
      const input = inputOf(call, kind, request);
      const borrower = request.borrower;
      const run = async () => {
        let message = 'success';
        const data = await handler({
          input: input as never,
          query: (call.query ? request.query : undefined) as never,
          common: (kind === 'borrower' ? request.query : {}) as never,
          borrower: borrower as never,
          claim: request.sessionClaim as never,
          request,
          reply,
          language: request.language,
          say: (text, values) => {
            message = typeof text === 'string' ? text : say(text, request.language, values);
          },
        });
        return { code: Code.ok, message, data };
      };
      const key = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
      if (!options.idempotent || !borrower || typeof key !== 'string') return run();
      checkIdempotencyKey(key);
      const { envelope, replayed } = await withIdempotency(
        app.db,
        { borrowerId: borrower.id, key, endpoint, input, language: request.language },
        run,
      );
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return envelope;
    },
  });
};
