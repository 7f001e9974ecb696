import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_BASE } from '@tz-loan/contract/constants';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const API_DOCS_PATH = `${API_BASE}/docs`;

const DESCRIPTION = `The borrower app's calls (SPEC.md §7) and the staff's ops API, generated from the shared
contract (packages/contract): every call's parameters, its answer and the codes it may answer.

- Every answer is the envelope \`{code, message, data}\`; code 0 is success. A refusal a borrower should
  read answers HTTP 200 with its code and a message naming the field at fault. The legacy \`/gopia/goya/*\`
  calls answer \`{code: '00', message, attach}\`.
- Refusals the framework makes keep their HTTP status and the envelope: 404 unknown path, 400 missing
  \`X-Requested-With\` or an unreadable body, 413 body over 64 KB, 415 a body type other than form or JSON,
  500 an unexpected failure (never a stack).
- The common params (\`userId\`, \`sessionId\`, \`deviceId\`, …) ride in the query of every borrower call; the
  caller is decided from \`sessionId\` alone.
- POST bodies are form-encoded (or JSON) and need \`X-Requested-With: XMLHttpRequest\`.
- The ops API takes JSON and \`Authorization: Bearer <ops token>\`.`;

/** Wraps the zod transform: adds the headers a route documents (route-schema.ts `docHeaders`). */
const transform: typeof jsonSchemaTransform = (document) => {
  const { schema, url } = jsonSchemaTransform(document);
  const { docHeaders, ...rest } = (schema ?? {}) as Record<string, unknown>;
  return { schema: (docHeaders ? { ...rest, headers: docHeaders } : rest) as never, url };
};

/**
 * The OpenAPI document of every route bound from the contract (`/tapi/docs/json`) and a browsable
 * reference at /tapi/docs. Registered before the routes: it collects them as they are added.
 */
export const registerApiDocs = async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Borrower API (TZS short-term loans)', version: '1', description: DESCRIPTION },
      tags: [
        { name: 'auth', description: 'Login by SMS code, sessions' },
        {
          name: 'loan',
          description: 'Products, the offer (confirm, contracts, submit), loan details, orders',
        },
        { name: 'bank', description: 'The payout account' },
        { name: 'repayment', description: 'Plans, Pay Now, deferral, payment references, notifications' },
        { name: 'support', description: 'Ratings and tracked events' },
        { name: 'complaint', description: 'Complaints: file with photos, follow, rate; customer service' },
        { name: 'content', description: "The lender's details and the official site's contact form" },
        { name: 'ops', description: "The staff's ops API" },
        { name: 'platform', description: 'Health and pages' },
      ],
      components: {
        securitySchemes: { opsToken: { type: 'http', scheme: 'bearer', description: 'The ops token' } },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, uiConfig: { docExpansion: 'list' } });
};
