import { Code } from '@tz-loan/contract/platform/envelope';
import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError } from '../domain/errors.ts';
import { defineMessages, type Message, say } from '../shared/i18n.ts';
import { httpStatusOf, saidIn } from './app-error.ts';
import { INVALID_REQUEST } from './input-refusal.ts';

const FRAMEWORK = defineMessages({
  tooLarge: { en: 'The request is too large', sw: 'Ombi ni kubwa mno' },
  mediaType: {
    en: 'This kind of request body is not accepted',
    sw: 'Aina hii ya maudhui ya ombi haikubaliki',
  },
  emptyBody: { en: 'The request body is empty', sw: 'Ombi halina maudhui' },
  invalidBody: { en: 'The request body is not valid', sw: 'Maudhui ya ombi si sahihi' },
  failed: { en: 'Something went wrong. Please try again', sw: 'Hitilafu imetokea. Tafadhali jaribu tena' },
});

// Framework refusals reworded for a borrower; the HTTP status stays what the framework chose.
const frameworkMessages: Record<string, [number, Message]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [Code.payloadTooLarge, FRAMEWORK.tooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [Code.unsupportedMediaType, FRAMEWORK.mediaType],
  FST_ERR_CTP_EMPTY_JSON_BODY: [Code.badRequest, FRAMEWORK.emptyBody],
  FST_ERR_CTP_INVALID_JSON_BODY: [Code.badRequest, FRAMEWORK.invalidBody],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [Code.badRequest, FRAMEWORK.invalidBody],
};

/**
 * The answers the framework's own refusals and unexpected failures get: they keep the plain envelope
 * even on a legacy route (route-hooks.ts `legacyShape`), whose refusals are the call's own.
 */
export const frameworkAnswers = new WeakSet<object>();

const frameworkAnswer = (answer: { code: number; message: string }) => {
  frameworkAnswers.add(answer);
  return answer;
};

/** One place turns every failure into the envelope: a clear code and message, never a stack. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.code !== Code.notLoggedIn) request.log.info({ code: error.code }, error.message);
      const said = { code: error.code, message: saidIn(error, request.language) };
      return reply.status(httpStatusOf(error)).send(error.data ? { ...said, data: error.data } : said);
    }
    const known = error.code ? frameworkMessages[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (known || (status >= 400 && status < 500)) {
      const [code, message] = known ?? [Code.badRequest, INVALID_REQUEST];
      request.log.info({ err: error }, 'refused request');
      return reply.status(status).send(frameworkAnswer({ code, message: say(message, request.language) }));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .status(500)
      .send(frameworkAnswer({ code: Code.internal, message: say(FRAMEWORK.failed, request.language) }));
  });
};
