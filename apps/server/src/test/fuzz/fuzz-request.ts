// A fuzzer for every call of the API (PRODUCT.md §8: bad input gets a clear message, never a 5xx and
// never a stack). Each request is one call of the contract, or one of the routes outside it, sent
// with hostile values: malformed fields, NUL and control bytes, huge values, wrong types, other
// bodies and sessions, methods and paths. Seeded, so a failure can be replayed.
// Used by the always-on test (`http/fuzz.test.ts`) and `bench/fuzz.ts` (100,000 requests), through
// `run-fuzz.ts`.
import * as bank from '@tz-loan/contract/bank/calls';
import type { Call } from '@tz-loan/contract/platform/call';
import { API_CATALOGUE } from '../../http/api-catalogue.ts';
import { type FuzzWorld, HOSTILE_TEXT, hostileValue, type Random } from './hostile-values.ts';

/** Every call of the contract. */
export const CONTRACT_CALLS: Call[] = [...API_CATALOGUE.keys()];

type Shape = { shape?: Record<string, unknown>; _zod?: { def?: { in?: unknown; innerType?: unknown } } };

/** The field names of a call's input (through pipes and refinements); none for a record. */
const fieldsOf = (schema: unknown): string[] => {
  for (let current = schema as Shape | undefined, depth = 0; current && depth < 5; depth++) {
    if (current.shape) return Object.keys(current.shape);
    current = (current._zod?.def?.in ?? current._zod?.def?.innerType) as Shape | undefined;
  }
  return [];
};

const BANK_FIELDS = [...bank.BANK_ITEM_CODES, 'product_id'];
const COMMON = [
  'userId',
  'sessionId',
  'deviceId',
  'productId',
  'product_id',
  'orderId',
  'mobilePhone',
  'from',
];

export type FuzzRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

/** A value as a form or a query carries it: objects as their JSON. */
const text = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

// A lone surrogate cannot be percent-encoded as UTF-8: sent as the broken bytes a client could send.
const enc = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[\ud800-\udfff]/g, '').concat('%ED%A0%80');
  }
};

const formOf = (fields: Record<string, unknown>) =>
  Object.entries(fields)
    .flatMap(([key, value]) =>
      Array.isArray(value)
        ? value.map((v) => `${enc(key)}=${enc(text(v))}`)
        : [`${enc(key)}=${enc(text(value))}`],
    )
    .join('&');

/** A query string, sometimes with raw (unencoded or broken) bytes a client could send. */
const queryOf = (r: Random, fields: Record<string, unknown>) => {
  const form = formOf(fields);
  if (r.chance(0.05))
    return `${form}&${r.pick(['%', '%zz', 'a=%E0%A4%A', 'a=%00', 'a[b]=1', 'a=1&a=2', '&&=&'])}`;
  return form;
};

const sessionFor = (r: Random, world: FuzzWorld): Record<string, unknown> => {
  const [a, b] = world.sessions;
  switch (r.int(8)) {
    case 0:
      return {};
    case 1:
      return { sessionId: hostileValue(r, world) };
    case 2:
      return { sessionId: a?.sessionId, userId: b?.userId };
    case 3:
      return { sessionId: `${a?.sessionId}\u0000` };
    case 4:
      return { sessionId: b?.sessionId, userId: b?.userId, deviceId: hostileValue(r, world) };
    default:
      return { sessionId: a?.sessionId, userId: a?.userId };
  }
};

/** Fills a route's path parameters (`:orderId`, `:payCode`, `:token`) with hostile or real values. */
const fillPath = (r: Random, world: FuzzWorld, path: string) =>
  path.replace(/:(\w+)/g, (_match, name: string) => {
    const real = name === 'orderId' ? world.orderIds : name === 'payCode' ? world.payCodes : world.pageTokens;
    const value = r.chance(0.4) ? r.pick(real) : text(hostileValue(r, world));
    return r.chance(0.1) ? value : enc(value);
  });

const OTHER_ROUTES: { method: 'GET' | 'POST'; path: string; fields: string[] }[] = [
  {
    method: 'POST',
    path: '/tapi/payment/notify',
    fields: ['eventId', 'tradeNo', 'paymentId', 'status', 'amount', 'currency'],
  },
  { method: 'GET', path: '/sandbox/pay/:token', fields: ['return'] },
  { method: 'POST', path: '/sandbox/pay/:token', fields: ['action', 'amount', 'return'] },
  { method: 'GET', path: '/tapi/v3/contract/view', fields: ['productId', 'position', 'orderId', 'embed'] },
  { method: 'GET', path: '/tapi/health', fields: [] },
  { method: 'GET', path: '/tapi/no/such/call', fields: ['a'] },
  { method: 'GET', path: '/squidChive', fields: ['orderId'] },
  { method: 'GET', path: '/host', fields: [] },
];

/** One hostile request to one call. */
export const fuzzRequest = (r: Random, world: FuzzWorld): FuzzRequest => {
  const useContract = r.chance(0.85);
  const call = useContract ? r.pick(CONTRACT_CALLS) : null;
  const other = call ? null : r.pick(OTHER_ROUTES);
  const method0 = call?.method ?? other?.method ?? 'GET';
  const rawPath = call ? `/tapi${call.path}` : (other?.path ?? '/');
  const names = call ? fieldsOf(call.input) : (other?.fields ?? []);
  const fieldNames =
    names.length > 0 ? names : call?.path.includes('bank') || call?.path.includes('card') ? BANK_FIELDS : [];

  // Most fields present, some missing, sometimes extra ones.
  const fields: Record<string, unknown> = {};
  for (const name of fieldNames) if (r.chance(0.8)) fields[name] = hostileValue(r, world);
  if (r.chance(0.2)) fields[r.pick(HOSTILE_TEXT) || 'extra'] = hostileValue(r, world);

  const isOps = rawPath.startsWith('/tapi/ops');
  const common: Record<string, unknown> = isOps ? {} : sessionFor(r, world);
  if (r.chance(0.3)) common[r.pick(COMMON)] = hostileValue(r, world);

  let path = fillPath(r, world, rawPath);
  if (r.chance(0.03))
    path = r.pick([`${path}/`, `${path}//`, `${path}/%`, path.toUpperCase(), `${path}/${'a'.repeat(300)}`]);
  const method = r.chance(0.05)
    ? r.pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const)
    : method0;

  const headers: Record<string, string> = {};
  if (!r.chance(0.05)) headers['x-requested-with'] = 'XMLHttpRequest';
  if (isOps || r.chance(0.05)) {
    if (!r.chance(0.1))
      headers.authorization = `Bearer ${r.chance(0.9) ? world.opsToken : 'wrong-token-0123456789abcdef'}`;
    if (r.chance(0.3)) headers['x-ops-actor'] = text(hostileValue(r, world)).replace(/[^\t\x20-\x7e]/g, '');
  }
  if (r.chance(0.2))
    headers['idempotency-key'] = r.pick(['k', 'key-0123456789', 'a'.repeat(200), `fuzz-${r.int(50)}-key`]);
  if (path.startsWith('/tapi/payment/notify'))
    headers['x-payment-signature'] = r.pick(['', 'f'.repeat(64), 'zz']);

  const query = queryOf(r, method === 'GET' || method === 'HEAD' ? { ...common, ...fields } : common);
  const url = query ? `${path}?${query}` : path;
  if (method === 'GET' || method === 'HEAD') return { method, url, headers };

  // The body: a form (the app's way), JSON (ops' way), broken JSON, another type, too large, or none.
  const roll = r.int(10);
  if (roll < 5) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    return { method, url, headers, payload: formOf(fields) };
  }
  if (roll < 8) {
    headers['content-type'] = 'application/json';
    return { method, url, headers, payload: JSON.stringify(r.chance(0.9) ? fields : [fields]) };
  }
  if (roll === 8) {
    headers['content-type'] = r.pick([
      'application/json',
      'text/plain',
      'application/xml',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
    ]);
    return {
      method,
      url,
      headers,
      payload: r.pick(['{', '{"a":', '\u0000', 'a=%', 'x'.repeat(70_000), '{"a":"\u0000"}', '[]', 'null']),
    };
  }
  return { method, url, headers };
};
