import type { FastifyInstance } from 'fastify';

/**
 * A provider's callback is read as the raw text it posted, whatever its content type: its signature
 * (or the check its adapter makes) is on those bytes, and its adapter parses them itself.
 */
export const readBodiesRaw = (scope: FastifyInstance, bodyLimit = 16 * 1024) => {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );
};
