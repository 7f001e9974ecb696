import { createHash, timingSafeEqual } from 'node:crypto';
import { API_BASE } from '@tz-loan/contract/platform/constants';
import { Code } from '@tz-loan/contract/platform/envelope';
import {
  CSRF_HEADER,
  STAFF_ABSOLUTE_HOURS,
  STAFF_COOKIE,
  staffEnrol,
  staffSignOut,
  staffWhoAmI,
} from '@tz-loan/contract/staff/accounts';
import { OPS_PREFIX, OPS_TOKEN_MESSAGE } from '@tz-loan/contract/staff/calls';
import { mayAct } from '@tz-loan/contract/staff/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../domain/errors.ts';
import type { StaffIdentity } from '../domain/staff-identity.ts';
import { AppError } from './app-error.ts';
import { registerAuditTrail } from './audit-trail.ts';

// PRODUCT.md §18: every ops call is made by a person. The console signs in and works with an
// HttpOnly cookie and a CSRF token; the command line sends a personal token. The roles the contract
// gives each call decide who may make it.

declare module 'fastify' {
  interface FastifyRequest {
    /** The member of staff making an ops call (set before anything else of the call runs). */
    staff: StaffIdentity | null;
  }
  interface FastifyInstance {
    /** The ops API's guard, built in app.ts; every staff scope runs it first. */
    staffGuard: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyContextConfig {
    /** The roles of a staff route bound without a contract call (an image, …). */
    staffRoles?: readonly string[];
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();
const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/** Calls a session still enrolling its authenticator may make. */
const WHILE_ENROLLING = new Set(
  [staffEnrol, staffWhoAmI, staffSignOut].map((call) => `${API_BASE}${call.path}`),
);

export type StaffResolver = {
  resolveSession: (token: string) => Promise<StaffIdentity | null>;
  resolveToken: (token: string) => Promise<StaffIdentity | null>;
};

const WHO_AM_I = `${API_BASE}${staffWhoAmI.path}`;

const bearerOf = (request: FastifyRequest) =>
  /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ?? null;

export const staffGuard = (accounts: StaffResolver) => async (request: FastifyRequest) => {
  const bearer = bearerOf(request);
  const cookie = request.cookies?.[STAFF_COOKIE];
  const who = bearer
    ? await accounts.resolveToken(bearer)
    : cookie
      ? await accounts.resolveSession(cookie)
      : null;
  if (!who) {
    // The console asks who is in when it opens: not being signed in is an answer, not an error.
    if (request.routeOptions.url === WHO_AM_I) throw new DomainError(Code.notLoggedIn, OPS_TOKEN_MESSAGE);
    throw new AppError(Code.notLoggedIn, OPS_TOKEN_MESSAGE, 401);
  }
  if (who.session && request.method !== 'GET' && request.method !== 'HEAD') {
    const sent = request.headers[CSRF_HEADER.toLowerCase()];
    if (typeof sent !== 'string' || !sameSecret(sent, who.session.csrfToken)) {
      throw new AppError(Code.forbidden, `${CSRF_HEADER} is missing or wrong: reload the console`, 403);
    }
  }
  const config = request.routeOptions.config;
  if (who.session?.enrolling && !WHILE_ENROLLING.has(request.routeOptions.url ?? '')) {
    throw new AppError(Code.forbidden, 'Set up your authenticator app first', 403);
  }
  if (!mayAct(who.roles, config.call?.roles ?? config.staffRoles)) {
    throw new AppError(Code.forbidden, `Your roles (${who.roles.join(', ') || 'none'}) may not do this`, 403);
  }
  request.staff = who;
};

/**
 * A scope of ops routes: the guard runs before anything else, then the audit trail records every
 * attempt of an audited call under the member's name.
 */
export const staffScope = (app: FastifyInstance, register: (ops: FastifyInstance) => Promise<void> | void) =>
  app.register(async (ops) => {
    ops.addHook('onRequest', (request) => app.staffGuard(request));
    registerAuditTrail(ops);
    await register(ops);
  });

/** Who acts on an ops call: the guard has set it before the handler runs. */
export const actorOf = (request: FastifyRequest): `ops:${string}` => {
  if (!request.staff) throw new AppError(Code.notLoggedIn, OPS_TOKEN_MESSAGE, 401);
  return request.staff.actor;
};

export const staffOf = (request: FastifyRequest): StaffIdentity => {
  if (!request.staff) throw new AppError(Code.notLoggedIn, OPS_TOKEN_MESSAGE, 401);
  return request.staff;
};

const COOKIE_PATH = `${API_BASE}${OPS_PREFIX}`;

export const setStaffCookie = (reply: FastifyReply, token: string, secure: boolean) =>
  reply.setCookie(STAFF_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: COOKIE_PATH,
    maxAge: STAFF_ABSOLUTE_HOURS * 3600,
  });

export const clearStaffCookie = (reply: FastifyReply, secure: boolean) =>
  reply.clearCookie(STAFF_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: COOKIE_PATH });
