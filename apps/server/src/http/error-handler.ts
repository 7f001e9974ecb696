import { Code } from '@tz-loan/contract/envelope';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

// Framework refusals reworded for a borrower; the HTTP status stays what the framework chose.
const frameworkMessages: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [Code.payloadTooLarge, 'The request is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [Code.unsupportedMediaType, 'This kind of request body is not accepted'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [Code.badRequest, 'The request body is empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: [Code.badRequest, 'The request body is not valid'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [Code.badRequest, 'The request body is not valid'],
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
    if (error instanceof AppError) {
      if (error.code !== Code.notLoggedIn) request.log.info({ code: error.code }, error.message);
      return reply.status(error.httpStatus).send({ code: error.code, message: error.message });
    }
    const known = error.code ? frameworkMessages[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (known || (status >= 400 && status < 500)) {
      const [code, message] = known ?? [Code.badRequest, 'The request is not valid'];
      request.log.info({ err: error }, 'refused request');
      return reply.status(status).send(frameworkAnswer({ code, message }));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .status(500)
      .send(frameworkAnswer({ code: Code.internal, message: 'Something went wrong. Please try again' }));
  });
};
