import type { Call } from '@tz-loan/contract/platform/call';
import { API_BASE } from '@tz-loan/contract/platform/constants';
import { Code } from '@tz-loan/contract/platform/envelope';
import { envelope } from '@tz-loan/contract/platform/envelope-schema';
import { CSRF_HEADER } from '@tz-loan/contract/staff/accounts';
import type { z } from 'zod';

// The console's one way to the ops API: the session cookie goes along same-origin, the session's CSRF
// token in a header on every POST, and the answer's `data` is parsed with the call's own schema.

/** A list of records goes in a POST's JSON body only (a product's extra terms). */
type Value =
  | string
  | number
  | boolean
  | readonly string[]
  | readonly Readonly<Record<string, number>>[]
  | undefined;
export type StaffInput = Record<string, Value>;

/** A refusal the server explained: its `message` is for the person at the screen. */
export class StaffRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'StaffRefusal';
  }
}

let csrfToken = '';
let onSignedOut: () => void = () => {};

export const setCsrfToken = (token: string) => {
  csrfToken = token;
};
/** Called on a 401: the session ended (idle, signed out elsewhere); the console shows the sign-in. */
export const whenSignedOut = (listener: () => void) => {
  onSignedOut = listener;
};

const place = (call: Call, input: StaffInput) => {
  const rest: Record<string, Exclude<Value, undefined>> = {};
  for (const [key, value] of Object.entries(input))
    if (value !== undefined && value !== '') rest[key] = value;
  const path = call.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  if (call.method === 'POST') return { path, body: JSON.stringify(rest) };
  const query = new URLSearchParams(Object.entries(rest).map(([k, v]): [string, string] => [k, String(v)]));
  return { path: query.size ? `${path}?${query}` : path, body: undefined };
};

/** Reads an answer with `schema` (the call's data, or a wider one where the server may answer more). */
const send = async <S extends z.ZodType>(
  call: Call,
  schema: S,
  path: string,
  body: string | FormData | undefined,
): Promise<z.output<S>> => {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  if (call.method === 'POST' && csrfToken) headers[CSRF_HEADER] = csrfToken;
  const response = await fetch(`${API_BASE}${path}`, {
    method: call.method,
    headers,
    body,
    credentials: 'same-origin',
  });
  const answer = envelope(schema).safeParse(await response.json().catch(() => undefined));
  const code = answer.success ? answer.data.code : response.status;
  if (response.status === 401 || code === Code.notLoggedIn) {
    onSignedOut();
    throw new StaffRefusal(Code.notLoggedIn, answer.success ? answer.data.message : 'Not signed in');
  }
  if (!answer.success) throw new StaffRefusal(Code.internal, `Unexpected answer (HTTP ${response.status})`);
  const { message, data } = answer.data;
  if (code !== Code.ok) throw new StaffRefusal(code, message);
  if (data === undefined) throw new StaffRefusal(Code.internal, 'Answer without data');
  return data as z.output<S>;
};

/** Makes one ops call; `:name` segments of the path come from the input, the rest the query or body. */
export const staffCall = <C extends Call>(call: C, input: StaffInput = {}): Promise<z.output<C['data']>> => {
  const { path, body } = place(call, input);
  return send(call, call.data, path, body) as Promise<z.output<C['data']>>;
};

/** Like staffCall, for a call whose answer may also be of another shape (a four-eyes proposal). */
export const staffCallAs = <S extends z.ZodType>(call: Call, schema: S, input: StaffInput = {}) => {
  const { path, body } = place(call, input);
  return send(call, schema, path, body);
};

/** Sends one file to a POST call without path params, as the multipart field `field`. */
export const staffUpload = <C extends Call>(call: C, field: string, file: Blob, name: string) => {
  const form = new FormData();
  form.append(field, file, name);
  return send(call, call.data, call.path, form) as Promise<z.output<C['data']>>;
};
