/**
 * AzamPay's two-step access (developerdocs.azampay.co.tz, "Token Generation"): a bearer token from
 * AppRegistration/GenerateToken for the app's name, client id and secret, then every call with that
 * token (and the X-API-Key header when the merchant was given one). The token is cached until shortly
 * before its `expire`; a 401 on a call fetches a new one once and repeats the call once.
 */

export type Json = Record<string, unknown>;

/**
 * What became of one call. `answer`: AzamPay answered (2xx or 4xx) with this body. `down`: it could
 * not be asked or did not say (a timeout, a network error, a 5xx, a second 401): it may have acted.
 * `denied`: it refused our credentials, so the call itself was never made.
 */
export type Reply =
  | { kind: 'answer'; status: number; body: Json }
  | { kind: 'down'; reason: string }
  | { kind: 'denied'; reason: string };

export type HttpSettings = {
  appName: string;
  clientId: string;
  clientSecret: string;
  apiKey?: string | undefined;
  authBaseUrl: string;
  timeoutMs: number;
};

export type HttpOptions = { fetch?: typeof fetch; now?: () => number };

type Token = { value: string; renewAt: number };

const TOKEN_PATH = '/AppRegistration/GenerateToken';
// Renew this long before `expire` so a token never lapses between our check and AzamPay's.
const RENEW_MARGIN_MS = 60_000;

export const createAzamPayHttp = (settings: HttpSettings, options: HttpOptions = {}) => {
  const fetchFn = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const secrets = [settings.clientSecret, settings.apiKey].filter((s): s is string => Boolean(s));
  let token: Token | null = null;
  let pending: Promise<Token | Reply> | null = null;

  /** AzamPay's words for a reason, with anything secret cut out (a reason is logged and stored). */
  const scrub = (text: string): string => {
    let clean = text;
    for (const secret of [...secrets, token?.value]) {
      if (secret) clean = clean.split(secret).join('[hidden]');
    }
    return clean.slice(0, 200);
  };

  const send = async (url: string, init: RequestInit): Promise<Reply> => {
    let response: Response;
    let text: string;
    try {
      response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(settings.timeoutMs) });
      text = await response.text();
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return {
        kind: 'down',
        reason: timedOut ? 'AzamPay did not answer in time' : 'AzamPay could not be reached',
      };
    }
    if (response.status >= 500) return { kind: 'down', reason: `AzamPay answered ${response.status}` };
    let body: Json = {};
    try {
      const parsed: unknown = text ? JSON.parse(text) : {};
      body = parsed && typeof parsed === 'object' ? (parsed as Json) : { message: String(parsed) };
    } catch {
      // Some of AzamPay's refusals are plain text; keep the words.
      body = { message: text };
    }
    return { kind: 'answer', status: response.status, body };
  };

  const fetchToken = async (): Promise<Token | Reply> => {
    const reply = await send(`${settings.authBaseUrl}${TOKEN_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        appName: settings.appName,
        clientId: settings.clientId,
        clientSecret: settings.clientSecret,
      }),
    });
    if (reply.kind !== 'answer') return reply;
    const data = reply.body.data as Json | undefined;
    const value = typeof data?.accessToken === 'string' ? data.accessToken : '';
    if (reply.status >= 300 || reply.body.success === false || !value) {
      return { kind: 'denied', reason: `AzamPay refused our credentials: ${scrub(messageOf(reply.body))}` };
    }
    const fetchedAt = now();
    const expire = typeof data?.expire === 'string' ? Date.parse(data.expire) : Number.NaN;
    const life = Number.isFinite(expire) ? expire - fetchedAt : RENEW_MARGIN_MS;
    return { value, renewAt: fetchedAt + life - Math.min(RENEW_MARGIN_MS, life / 2) };
  };

  const currentToken = async (): Promise<Token | Reply> => {
    if (token && now() < token.renewAt) return token;
    // Calls made while a token is being fetched wait for that one rather than asking again.
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    const fetched = await pending;
    if ('value' in fetched) token = fetched;
    return fetched;
  };

  /** One authorised call; `url` is a full address with no secret in it. */
  const call = async (method: 'GET' | 'POST', url: string, body?: Json): Promise<Reply> => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const current = await currentToken();
      if (!('value' in current)) return current;
      const headers: Record<string, string> = { Authorization: `Bearer ${current.value}` };
      if (settings.apiKey) headers['X-API-Key'] = settings.apiKey;
      if (body) headers['Content-Type'] = 'application/json';
      const reply = await send(url, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
      if (reply.kind !== 'answer' || reply.status !== 401) {
        return reply.kind === 'answer' ? reply : { kind: reply.kind, reason: scrub(reply.reason) };
      }
      // An expired or revoked token: forget it so the next attempt fetches a new one.
      if (token === current) token = null;
    }
    return { kind: 'down', reason: 'AzamPay refused a fresh token' };
  };

  return { call, scrub };
};

/** AzamPay's own words in a body (`message`, or the first validation error), '' when it gave none. */
export const messageOf = (body: Json): string => {
  if (typeof body.message === 'string' && body.message) return body.message;
  if (typeof body.title === 'string') return body.title;
  if (typeof body.data === 'string') return body.data;
  return '';
};
