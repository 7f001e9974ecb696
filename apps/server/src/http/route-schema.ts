import type { Call } from '@tz-loan/contract/platform/call';
import { commonParamsSchema } from '@tz-loan/contract/platform/common-params-schema';
import {
  ASYNC_MARKER_HEADER,
  ASYNC_MARKER_VALUE,
  IDEMPOTENCY_HEADER,
} from '@tz-loan/contract/platform/constants';
import { envelope, legacyEnvelope } from '@tz-loan/contract/platform/envelope-schema';
import { CSRF_HEADER } from '@tz-loan/contract/staff/accounts';
import { z } from 'zod';
import { API_CATALOGUE } from './api-catalogue.ts';

/** A borrower's call (common params in the query, form or JSON body) or a staff call of the ops API. */
export type RouteKind = 'borrower' | 'staff';

type Binding = {
  kind: RouteKind;
  auth: boolean | 'in-query' | 'staff';
  idempotent: boolean;
  envelope: 'legacy' | undefined;
};

const COMMON: Record<string, z.ZodType> = commonParamsSchema.shape;

/**
 * A borrower call's query: the common params, and the call's own params. A param that is both (an
 * orderId, a productId) is read by the call's schema, at least as strict as the common one (text of at
 * most 200 characters).
 */
const withCommon = (own: z.ZodObject | undefined) =>
  own ? z.object({ ...COMMON, ...(own.shape as Record<string, z.ZodType>) }) : commonParamsSchema;

const asObject = (call: Call): z.ZodObject => {
  if (!(call.input instanceof z.ZodObject))
    throw new Error(`${call.path}: a staff call's input is an object`);
  return call.input;
};

/** The `:name` segments of a path. */
const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);

/** Where each part of the input is read: fastify validates them in the order params, body, query. */
const inputParts = (call: Call, kind: RouteKind) => {
  if (kind === 'staff') {
    const input = asObject(call);
    const inPath = Object.fromEntries(pathParams(call.path).map((name) => [name, true as const]));
    if (call.method === 'GET') {
      if (Object.keys(inPath).length === 0) return { querystring: input };
      return { params: input.pick(inPath as never), querystring: input.omit(inPath as never) };
    }
    return { params: input.pick(inPath as never), body: input.omit(inPath as never) };
  }
  if (call.method === 'GET') return { querystring: withCommon(asObject(call)) };
  return { querystring: withCommon(call.query), body: call.input };
};

const CODE_WORDS: Record<number, string> = {
  400: 'bad input: the message names the field',
  401: 'not logged in, or the session ended (the app sends offToLogin)',
  403: "a userId that is not the session's",
  404: 'nothing there, or not the caller’s (answered alike)',
  409: 'conflicts with the state of what it names',
  429: 'too soon: wait before asking again',
};

/** The codes a call may answer in its envelope, in words, for the reference. */
const codesOf = (call: Call, binding: Binding) => {
  const codes = new Map<number | string, string>([[0, 'success']]);
  codes.set(400, CODE_WORDS[400] as string);
  if (binding.auth === true || binding.auth === 'in-query') {
    codes.set(401, CODE_WORDS[401] as string);
    codes.set(403, CODE_WORDS[403] as string);
  }
  for (const code of call.refusals ?? []) codes.set(code, CODE_WORDS[code] ?? 'refused');
  if (binding.idempotent) {
    codes.set(
      409,
      `${codes.has(409) ? `${codes.get(409)}; or ` : ''}the ${IDEMPOTENCY_HEADER} was used for another request, or its first request is still running`,
    );
  }
  const lines = [...codes].map(([code, words]) => {
    const shown = binding.envelope === 'legacy' ? (code === 0 ? "'00'" : `'${code}'`) : String(code);
    return `- \`${shown}\`: ${words}`;
  });
  const envelopeWords =
    binding.envelope === 'legacy'
      ? "Answers in the legacy envelope `{code, message, attach}`: code `'00'` is success, the payload is in `attach`."
      : 'Answers in the envelope `{code, message, data}`: code 0 is success, the payload is in `data`.';
  return `${envelopeWords} A refusal answers HTTP 200 with its code in the envelope:\n\n${lines.join('\n')}`;
};

/** Request headers the reference lists (fastify does not validate them: the hooks do). */
const headersOf = (call: Call, binding: Binding) => {
  const properties: Record<string, object> = {};
  const required: string[] = [];
  if (call.method === 'POST' && binding.kind === 'borrower') {
    properties[ASYNC_MARKER_HEADER] = { type: 'string', enum: [ASYNC_MARKER_VALUE] };
    required.push(ASYNC_MARKER_HEADER);
  }
  if (binding.idempotent) {
    properties[IDEMPOTENCY_HEADER] = {
      type: 'string',
      pattern: '^[A-Za-z0-9_.:-]{8,128}$',
      description: 'Repeats with the same key replay the first answer (header Idempotent-Replayed: true)',
    };
  }
  if (binding.kind === 'staff' && call.method === 'POST') {
    properties[CSRF_HEADER] = {
      type: 'string',
      description: "The console session's CSRF token (not needed with a personal token)",
    };
  }
  return Object.keys(properties).length ? { type: 'object', properties, required } : undefined;
};

/**
 * The reference's security schemes (api-docs.ts): the borrower's session, the `sessionId` of the
 * query; the ops API's bearer token.
 */
export const SECURITY = { session: 'session', ops: 'opsToken' } as const;

/** Who may call: exactly the calls that need a session name it; a call without one says so (`[]`). */
export const securityOf = (auth: Binding['auth']): Record<string, string[]>[] => {
  if (auth === 'staff') return [{ [SECURITY.ops]: [] }];
  if (auth === true || auth === 'in-query') return [{ [SECURITY.session]: [] }];
  return [];
};

/** The route's schema: what fastify validates the input with, and what /tapi/docs shows. */
export const routeSchema = (call: Call, binding: Binding) => {
  const entry = API_CATALOGUE.get(call);
  return {
    ...inputParts(call, binding.kind),
    response: { 200: binding.envelope === 'legacy' ? legacyEnvelope(call.data) : envelope(call.data) },
    tags: [entry?.domain ?? 'other'],
    ...(entry ? { operationId: entry.name } : {}),
    summary: call.summary ?? entry?.name,
    description: codesOf(call, binding),
    ...(call.method === 'POST'
      ? {
          consumes:
            binding.kind === 'staff'
              ? ['application/json']
              : ['application/x-www-form-urlencoded', 'application/json'],
        }
      : {}),
    security: securityOf(binding.auth),
    docHeaders: headersOf(call, binding),
  };
};
