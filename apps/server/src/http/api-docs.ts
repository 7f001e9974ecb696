import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { COMPLAINT_IMAGE_PATH } from '@tz-loan/contract/complaint/paths';
import { CONTACT_FORM_PATH } from '@tz-loan/contract/content/paths';
import { API_BASE } from '@tz-loan/contract/platform/constants';
import { STATEMENT_PDF_PATH } from '@tz-loan/contract/repayment/statement-paths';
import { MY_DATA_DOWNLOAD_PATH } from '@tz-loan/contract/rights/paths';
import { OPS_PREFIX } from '@tz-loan/contract/staff/calls';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SECURITY } from './route-schema.ts';

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
  caller is decided from \`sessionId\` alone. The calls that need a session carry the security scheme
  \`session\` (the \`sessionId\` query param); the others carry none and answer without one.
- POST bodies are form-encoded (or JSON) and need \`X-Requested-With: XMLHttpRequest\`.
- The ops API takes JSON and a member's personal token, \`Authorization: Bearer <token>\` (the scheme
  \`opsToken\`), or the console's session cookie with \`X-CSRF-Token\` on every change; each call names the
  staff roles that may make it (403 for anyone else).`;

/** A refusal that keeps its HTTP status (the framework's, the ops token's, a page's): the envelope. */
const REFUSAL_ENVELOPE = {
  type: 'object',
  properties: { code: { type: 'integer' }, message: { type: 'string' } },
  required: ['code', 'message'],
};

/** OpenAPI response objects a route documents beside its zod `response` (`docResponses`). */
export type DocResponses = Record<string, object>;

/** An answer that is not JSON: its status, content type and words. */
export const docAnswer = (description: string, contentTypes: readonly string[], status = '200') => ({
  [status]: {
    description,
    content: Object.fromEntries(
      contentTypes.map((type) => [
        type,
        // A picture's bytes; SVG, CSS and HTML are text.
        { schema: /^image\/(?!svg)/.test(type) ? { type: 'string', format: 'binary' } : { type: 'string' } },
      ]),
    ),
  },
});

/** Refusals that keep their HTTP status, in words: in the envelope, or as a page. */
export const docRefusals = (description: string, contentType = 'application/json') => ({
  '4XX': {
    description,
    content: {
      [contentType]: { schema: contentType === 'application/json' ? REFUSAL_ENVELOPE : { type: 'string' } },
    },
  },
});

type Security = Record<string, string[]>[];
/** Who may call a route bound outside route(), as route-schema.ts `securityOf` says it for the rest. */
export const NONE: Security = [];
export const SESSION: Security = [{ [SECURITY.session]: [] }];
const OPS: Security = [{ [SECURITY.ops]: [] }];

/**
 * The routes other modules bind without the contract's route() and whose schema leaves these out:
 * their operation's name, who may call them, what else they answer. A new one that names no security
 * fails the reference's lint (api-docs-lint.test.ts) until it is said here or in its schema.
 */
const OUTSIDE_CONTRACT: Record<
  string,
  { operationId: string; security: Security; responses?: DocResponses }
> = {
  [`GET ${API_BASE}/health`]: { operationId: 'health', security: NONE },
  [`POST ${API_BASE}/payment/notify`]: {
    operationId: 'paymentNotify',
    // Signed by the provider (HMAC of the body in a header), not called with a session or token.
    security: NONE,
    responses: docRefusals('401 bad signature, 400 malformed, 404 unknown trade'),
  },
  [`POST ${API_BASE}/payment/mobile-money/callback`]: {
    operationId: 'mobileMoneyCallback',
    // Checked by the provider's adapter (a signature, or the provider's status API), not a session.
    security: NONE,
    responses: docRefusals('401 not verified, 400 malformed'),
  },
  [`POST ${API_BASE}${CONTACT_FORM_PATH}`]: {
    operationId: 'contactFormPost',
    security: NONE,
    responses: {
      303: {
        description: 'Back to the official site’s contact section, whose address says how it went',
        headers: { Location: { type: 'string', description: '`/?section=contact&contact=<outcome>`' } },
        type: 'null',
      },
    },
  },
  [`GET ${API_BASE}${COMPLAINT_IMAGE_PATH}/:imageId`]: {
    operationId: 'complaintImageFile',
    security: SESSION,
    responses: {
      ...docAnswer('The photo', ['image/jpeg', 'image/png', 'image/webp']),
      ...docRefusals('401 no session, 404 no such photo of this borrower'),
    },
  },
  [`GET ${API_BASE}${STATEMENT_PDF_PATH}`]: {
    operationId: 'statementPdf',
    // The address `statementPdfLink` signs (order, borrower, language, expiry): no session in a URL.
    security: NONE,
    responses: {
      ...docAnswer("The loan's statement", ['application/pdf']),
      ...docRefusals('404 an address that is forged, altered or expired'),
    },
  },
  [`GET ${API_BASE}${MY_DATA_DOWNLOAD_PATH}`]: {
    operationId: 'myDataFile',
    // The address `myDataLink` signs (borrower, expiry): no session in a URL.
    security: NONE,
    responses: {
      ...docAnswer('Everything held about the borrower, as a file', ['application/json']),
      ...docRefusals('404 an address that is forged, altered or expired'),
    },
  },
  [`GET ${API_BASE}${OPS_PREFIX}/complaint-images/:imageId`]: {
    operationId: 'opsComplaintImageFile',
    security: OPS,
    responses: docAnswer('The photo', ['image/jpeg', 'image/png', 'image/webp']),
  },
};

const FRAMEWORK_REFUSALS = docRefusals(
  'Refused before the call, with the HTTP status: 400 a body that cannot be read or a borrower POST ' +
    'without X-Requested-With, 413 a body over 64 KB, 415 a body type the call does not take',
);
const TOKEN_REFUSAL = docRefusals('401 no ops token, or not the right one');

/** A JSON answer's words, where its schema has none (the reference would say 'Default Response'). */
const withDescriptions = (response: Record<string, object> | undefined) =>
  response &&
  Object.fromEntries(
    Object.entries(response).map(([status, schema]) => [
      status,
      'description' in schema || 'content' in schema
        ? schema
        : {
            ...schema,
            description:
              'properties' in schema && 'code' in (schema.properties as object)
                ? 'The answer in its envelope, HTTP 200 for a success and a refusal alike: the codes above say which'
                : 'The answer, as JSON',
          },
    ]),
  );

const methodsOf = (route: { method: string | string[] }) =>
  (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');

/**
 * Wraps the zod transform for the reference: only the API under /tapi (the app's pages are pages);
 * the headers a route documents (route-schema.ts `docHeaders`); the answers it documents besides its
 * zod schema (`docResponses`); who may call a route bound outside the contract; the refusals that keep
 * their HTTP status (every POST's, the ops token's).
 */
const transform: typeof jsonSchemaTransform = (document) => {
  const { url, route } = document as typeof document & { route: { method: string | string[] } };
  if (!url.startsWith(`${API_BASE}/`)) return { schema: { hide: true } as never, url };
  const { schema, url: documented } = jsonSchemaTransform(document);
  const { docHeaders, docResponses, ...rest } = (schema ?? {}) as Record<string, unknown>;
  const methods = methodsOf(route);
  const outside = OUTSIDE_CONTRACT[`${methods[0]} ${url}`];
  const security = (rest.security as Security | undefined) ?? outside?.security;
  const responses: Record<string, unknown> = {
    ...withDescriptions(rest.response as Record<string, object> | undefined),
    ...(methods.includes('POST') ? FRAMEWORK_REFUSALS : {}),
    ...(security?.some((s) => SECURITY.ops in s) ? TOKEN_REFUSAL : {}),
    ...outside?.responses,
    ...(docResponses as DocResponses | undefined),
  };
  return {
    schema: {
      ...rest,
      ...(rest.operationId || !outside ? {} : { operationId: outside.operationId }),
      ...(security ? { security } : {}),
      ...(Object.keys(responses).length ? { response: responses } : {}),
      ...(docHeaders ? { headers: docHeaders } : {}),
    } as never,
    url: documented,
  };
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
        { name: 'rights', description: 'My data: everything held, corrections, closing the account' },
        {
          name: 'ussd',
          description: 'The USSD PIN money actions on USSD ask for (the callback is docs/ussd.md)',
        },
        { name: 'content', description: "The lender's details and the official site's contact form" },
        { name: 'ops', description: "The staff's ops API" },
        { name: 'platform', description: 'Health and pages' },
      ],
      // The paths carry /tapi: the reference's server is the one that serves it.
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          [SECURITY.session]: {
            type: 'apiKey',
            in: 'query',
            name: 'sessionId',
            description:
              'The session `sms-login` answered, in the query of every call that needs one. Missing, ' +
              'unknown or ended: code 401 (HTTP 200 in the envelope; the app sends offToLogin).',
          },
          [SECURITY.ops]: { type: 'http', scheme: 'bearer', description: 'The ops token' },
        },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, uiConfig: { docExpansion: 'list' } });
};
