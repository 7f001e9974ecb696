import { API_BASE } from '@tz-loan/contract/platform/constants';
import { Code } from '@tz-loan/contract/platform/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defineMessages, say } from '../shared/i18n.ts';

const TEXTS = defineMessages({
  nothingHere: { en: 'There is nothing at this address', sw: 'Hakuna kitu kwenye anwani hii' },
});

/** The API's answer to an address it does not serve. */
export const nothingHere = (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send({ code: Code.notFound, message: say(TEXTS.nothingHere, request.language) });

/**
 * An address no route serves: the API answers 404 in its envelope; a page address (GET, outside the
 * API and the assets) gets the app's page, whose renderer shows its not-found screen with 404.
 */
export const registerNotFound = (
  app: FastifyInstance,
  sendPage: (request: FastifyRequest, reply: FastifyReply) => unknown,
) => {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      request.method === 'GET' && !path.startsWith(`${API_BASE}/`) && !path.startsWith('/assets/');
    if (!isPage) return nothingHere(request, reply);
    return sendPage(request, reply);
  });
};
