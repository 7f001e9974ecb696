import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Our own pages may frame each other (the native host frames the app); nobody else may. */
export const registerSecurityHeaders = (app: FastifyInstance) =>
  app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
