import { API_BASE } from '@tz-loan/contract/platform/constants';
import { Code } from '@tz-loan/contract/platform/envelope';
import type { FastifyInstance } from 'fastify';
import { fieldWithControlByte } from '../shared/control-bytes.ts';
import { defineMessages, say } from '../shared/i18n.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads control bytes itself (a raw provider body, the staff audit): the guard lets them by. */
    acceptsControlBytes?: boolean;
  }
}

const LEGACY_PREFIX = `${API_BASE}/gopia/goya/`;

const REFUSED = defineMessages({
  field: {
    en: '{field}: A character that is not allowed was sent',
    sw: '{field}: ina herufi isiyoruhusiwa',
  },
  request: {
    en: 'The request: A character that is not allowed was sent',
    sw: 'Ombi lina herufi isiyoruhusiwa',
  },
  fieldName: {
    en: 'A field name: A character that is not allowed was sent',
    sw: 'Jina la sehemu moja lina herufi isiyoruhusiwa',
  },
});

/**
 * PRODUCT.md §8 at the edge: a control byte anywhere in a request's path parameters, query or body
 * is refused before any route runs, with the envelope's 400 naming the field; nothing is written.
 */
export const registerControlByteGuard = (app: FastifyInstance) => {
  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.config?.acceptsControlBytes) return;
    const found =
      fieldWithControlByte(request.params) ??
      fieldWithControlByte(request.query) ??
      fieldWithControlByte(request.body);
    if (found === null) return;
    request.log.info({ found }, 'refused a control byte');
    const message =
      found === 'a field name'
        ? say(REFUSED.fieldName, request.language)
        : found.field
          ? say(REFUSED.field, request.language, { field: found.field })
          : say(REFUSED.request, request.language);
    // The legacy calls keep their own envelope for every refusal (text codes).
    const code = request.url.startsWith(LEGACY_PREFIX) ? String(Code.badRequest) : Code.badRequest;
    return reply.status(200).send({ code, message });
  });
};
