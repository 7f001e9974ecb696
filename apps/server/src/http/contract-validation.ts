import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest } from '../domain/errors.ts';
import { inputRefusal } from './input-refusal.ts';

/**
 * fastify's `schemaErrorFormatter`: a request the call's schema refuses is a refusal like any other
 * (HTTP 200, code 400, the first issue in words, said in the reader's language by the error handler),
 * never the framework's 400 page.
 */
export const refuseInvalid = (errors: FastifySchemaValidationError[]) => badRequest(inputRefusal(errors[0]));

/**
 * Under test (and with CHECK_ANSWERS=1) every answer is checked against its response schema, so an
 * answer that drifts from the contract fails the tests (the web app's budgeted screens do not parse).
 * Off when serving: parsing every answer again halves the throughput of the hot calls. What leaves is
 * the answer as the handler made it, never the schema's parsed copy.
 */
const serializerCompiler =
  (checkAnswers: boolean): FastifySerializerCompiler<z.ZodType> =>
  ({ schema, url }) => {
    if (!checkAnswers) return (data) => JSON.stringify(data);
    return (data) => {
      const result = schema.safeParse(data);
      if (!result.success) {
        throw new Error(`The answer of ${url} is off the contract: ${JSON.stringify(result.error.issues)}`);
      }
      return JSON.stringify(data);
    };
  };

/** Routes validate with the zod schemas of the contract (fastify-type-provider-zod). */
export const setContractCompilers = (app: FastifyInstance, checkAnswers: boolean) => {
  app.setValidatorCompiler(validatorCompiler as FastifySchemaCompiler<z.ZodType>);
  app.setSerializerCompiler(serializerCompiler(checkAnswers));
};
