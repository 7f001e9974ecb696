import { API_BASE, ASYNC_MARKER_HEADER, ASYNC_MARKER_VALUE } from '@tz-loan/contract/platform/constants';
import { CODE_00, Code } from '@tz-loan/contract/platform/envelope';
import { OPS_PREFIX } from '@tz-loan/contract/staff/calls';
import type {
  FastifyInstance,
  FastifyRequest,
  preHandlerHookHandler,
  preSerializationAsyncHookHandler,
  preValidationHookHandler,
} from 'fastify';
import type { Db } from '../db/client.ts';
import type { Borrower } from '../domain/borrower.ts';
import { defineMessages, type Language, requestLanguage } from '../shared/i18n.ts';
import type { SessionClaim } from '../shared/sessions.ts';
import { AppError } from './app-error.ts';
import { frameworkAnswers } from './error-handler.ts';
import { authenticate, sessionClaim } from './session.ts';

// The hooks route() attaches to a route by its options: each route carries only the ones it needs.

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, for routes with `auth: true` (set before the handler runs). */
    borrower: Borrower | null;
    /** The session as sent, for routes with `auth: 'in-query'`. */
    sessionClaim: SessionClaim | null;
    /**
     * The reader's language (PRODUCT.md §16): `language` param, else `Accept-Language`, else English.
     * Always English on the ops API: staff texts are not translated.
     */
    readonly language: Language;
  }
}

const STAFF_URL = `${API_BASE}${OPS_PREFIX}/`;

const MARKER_MISSING = defineMessages({
  header: {
    en: `The ${ASYNC_MARKER_HEADER} header is missing`,
    sw: `Kichwa cha ${ASYNC_MARKER_HEADER} hakipo kwenye ombi`,
  },
}).header;

export const decorateRouteRequests = (app: FastifyInstance) => {
  app.decorateRequest('borrower', null);
  app.decorateRequest('sessionClaim', null);
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      if (this.url.startsWith(STAFF_URL)) return 'en';
      return requestLanguage(this.query, this.headers['accept-language']);
    },
  });
};

type Common = { sessionId?: string | undefined; userId?: string | undefined };

/** Borrower POSTs carry `X-Requested-With: XMLHttpRequest` (SPEC.md §7); checked before the input. */
export const checkMarkerHeader: preValidationHookHandler = (request, _reply, done) => {
  if (request.headers[ASYNC_MARKER_HEADER.toLowerCase()] !== ASYNC_MARKER_VALUE) {
    done(new AppError(Code.badRequest, MARKER_MISSING, 400));
    return;
  }
  done();
};

/** A POST without a body is read as an empty one: the schema then names the missing field. */
export const bodyOrEmpty: preValidationHookHandler = (request, _reply, done) => {
  request.body ??= {};
  done();
};

/** `auth: true`: the caller is decided from `sessionId` alone before the handler runs. */
export const sessionHook =
  (db: Db): preHandlerHookHandler =>
  async (request: FastifyRequest) => {
    request.borrower = await authenticate(db, request.query as Common);
  };

/** `auth: 'in-query'`: the handler's statement checks the session; a call without one is refused here. */
export const claimSession: preHandlerHookHandler = (request, _reply, done) => {
  try {
    request.sessionClaim = sessionClaim(request.query as Common);
  } catch (error) {
    done(error as Error);
    return;
  }
  done();
};

type Envelope = { code: number; message: string; data?: unknown };

/**
 * `envelope: 'legacy'` (the `/gopia/goya/*` calls): every answer of the call, its refusals included
 * (bad input, no session), leaves as `{code: '00', message, attach}` on success and
 * `{code: '<code>', message}` otherwise. The framework's refusals keep the plain envelope.
 */
export const legacyShape: preSerializationAsyncHookHandler<Envelope> = async (_request, _reply, payload) =>
  (frameworkAnswers.has(payload)
    ? payload
    : payload.code === Code.ok
      ? { code: CODE_00, message: payload.message, attach: payload.data }
      : { code: String(payload.code), message: payload.message }) as never;
