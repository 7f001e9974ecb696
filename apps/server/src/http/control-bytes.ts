import { API_BASE } from '@tz-loan/contract/constants';
import { Code } from '@tz-loan/contract/envelope';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads control bytes itself (a raw provider body, the staff audit): the guard lets them by. */
    acceptsControlBytes?: boolean;
  }
}

// NUL and the other C0 controls (but tab, newline and carriage return, which a typed text may hold)
// and DEL: no field of any call takes them, and PostgreSQL cannot even store a NUL.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The name of the first field holding a control byte (in its value or its own name), or null. */
export const fieldWithControlByte = (value: unknown): string | null => {
  const stack: [string, unknown][] = [['', value]];
  while (stack.length > 0) {
    const [path, current] = stack.pop() as [string, unknown];
    if (typeof current === 'string') {
      if (CONTROL.test(current)) return path || 'The request';
    } else if (current && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        const name = path ? `${path}.${key}` : key;
        if (CONTROL.test(key)) return 'A field name';
        stack.push([name, inner]);
      }
    }
  }
  return null;
};

/** Escapes control bytes as `\uXXXX` text, for what is kept for the record (an audit row, a logged body). */
export const escapeControlBytes = (text: string) =>
  text.replace(new RegExp(CONTROL.source, 'g'), (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const LEGACY_PREFIX = `${API_BASE}/gopia/goya/`;

/**
 * PRODUCT.md §8 at the edge: a control byte anywhere in a request's path parameters, query or body
 * is refused before any route runs, with the envelope's 400 naming the field; nothing is written.
 */
export const registerControlByteGuard = (app: FastifyInstance) => {
  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.config?.acceptsControlBytes) return;
    const field =
      fieldWithControlByte(request.params) ??
      fieldWithControlByte(request.query) ??
      fieldWithControlByte(request.body);
    if (!field) return;
    request.log.info({ field }, 'refused a control byte');
    const message = `${field}: A character that is not allowed was sent`;
    // The legacy calls keep their own envelope for every refusal (text codes).
    const code = request.url.startsWith(LEGACY_PREFIX) ? String(Code.badRequest) : Code.badRequest;
    return reply.status(200).send({ code, message });
  });
};
