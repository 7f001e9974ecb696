import type { ServerResponse } from 'node:http';
import { API_BASE } from '@tz-loan/contract/platform/constants';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { PAINT_FIRST_HASH } from '../pages/paint-first.ts';

/** Our own pages may frame each other (the native host frames the app); nobody else may. */
const securityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // A rendered page's one inline script, which fetches the app once the page has painted.
      scriptSrc: ["'self'", PAINT_FIRST_HASH],
      // antd-mobile positions popups and toasts with inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  referrerPolicy: { policy: 'no-referrer' },
  frameguard: { action: 'sameorigin' },
  // Plain http on 127.0.0.1 in demo mode: a lender's TLS proxy sets HSTS.
  strictTransportSecurity: false,
});

/**
 * The headers helmet sets, read once at start: they do not depend on the request. Running helmet
 * on every request (as @fastify/helmet does, rebuilding it each time) cost a fifth of the hot
 * calls' throughput.
 */
const readHeaders = () => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  } as unknown as ServerResponse;
  securityHeaders({} as never, recorder, () => {});
  return Object.freeze(headers);
};

const API_PREFIX = `${API_BASE}/`;

export const registerSecurityHeaders = (app: FastifyInstance) => {
  const headers = readHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // The API's answers carry a borrower's data: no cache keeps them (a route may say otherwise).
    if (request.url.startsWith(API_PREFIX)) reply.header('cache-control', 'no-store');
    done();
  });
};
