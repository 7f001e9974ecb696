import type { Call } from '@tz-loan/contract/platform/call';
import { CODE_00, Code } from '@tz-loan/contract/platform/envelope';
import type { FastifyInstance, FastifySchema, preSerializationAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { frameworkAnswers } from './error-handler.ts';

// Some calls speak of success as '00' (SPEC.md §7–§8: the complaint and card-store calls) and keep
// their payload in `data`: neither the usual envelope nor the legacy one, whose payload sits in
// `attach`. The route binder knows only those two, so the routes of a scope are reshaped here as they
// are added: the answer, its schema (checked under test, shown in /tapi/docs) and its words.

/** The '00' envelope: `code` is text, '00' on success, a refusal its code as text ('404', '800005'). */
export const code00Envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.string(), message: z.string(), data: data.optional() });

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'data' in value;

/** Each call's name in its contract module: its operation id in the reference. */
const namesOf = (calls: object) =>
  new Map<unknown, string>(
    Object.entries(calls as Record<string, unknown>)
      .filter((entry): entry is [string, Call] => isCall(entry[1]))
      .map(([name, call]) => [call, name]),
  );

type Envelope = { code: number | string; message: string; data?: unknown };

/** Every answer of the call, its refusals included, with its code as text; '00' is success. */
const asCode00: preSerializationAsyncHookHandler<Envelope> = async (_request, _reply, payload) => {
  if (typeof payload !== 'object' || payload === null || !('code' in payload)) return payload;
  if (frameworkAnswers.has(payload)) return payload;
  return { ...payload, code: payload.code === Code.ok ? CODE_00 : String(payload.code) };
};

const CODE_00_WORDS =
  "Answers `{code, message, data}` with the code as text: `'00'` is success, the payload is in `data`.";

const inWords = (description: unknown) =>
  typeof description === 'string'
    ? description
        .replace(/^Answers in the envelope[^.]*\./, CODE_00_WORDS)
        .replace(/- `(\d+)`/g, (_whole, code: string) => `- \`'${code === '0' ? CODE_00 : code}'\``)
    : description;

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Routes added to `scope` after this: the calls of the contract module `calls` are grouped under `tag`
 * in the reference, by their names there; with `code00`, they answer in the '00' envelope.
 */
export const describeCallRoutes = (
  scope: FastifyInstance,
  { calls, tag, code00 }: { calls: object; tag: string; code00: boolean },
) => {
  const names = namesOf(calls);
  scope.addHook('onRoute', (route) => {
    const call = route.config?.call;
    if (!call) return;
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    route.schema = {
      ...schema,
      tags: [tag],
      ...(names.has(call) ? { operationId: names.get(call) } : {}),
      ...(code00
        ? { response: { 200: code00Envelope(call.data) }, description: inWords(schema.description) }
        : {}),
    } as FastifySchema;
    if (code00) route.preSerialization = [...asArray(route.preSerialization), asCode00] as never;
  });
};
