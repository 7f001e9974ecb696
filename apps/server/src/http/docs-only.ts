import type { FastifySchemaCompiler } from 'fastify';

/**
 * For a route that reads its own input (an HTML page that answers its refusals as pages, a signed
 * notification checked on its raw body): its schema documents the input in /tapi/docs, and this
 * route-level compiler leaves the input as it came.
 */
export const documentedOnly: FastifySchemaCompiler<unknown> = () => (data) => ({ value: data });
