import type { Call, CallData, CallInput } from '@tz-loan/contract/platform/call';
import type { CommonParams } from '@tz-loan/contract/platform/common-params';
import {
  API_BASE,
  ASYNC_MARKER_HEADER,
  ASYNC_MARKER_VALUE,
  REQUEST_TIMEOUT_MS,
} from '@tz-loan/contract/platform/constants';
import { Code } from '@tz-loan/contract/platform/envelope';
import { envelope } from '@tz-loan/contract/platform/envelope-schema';
import { z } from 'zod';

/** A non-zero envelope code, or a transport failure (code 0 never reaches here). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNotLoggedIn() {
    return this.code === Code.notLoggedIn;
  }
}

const toStrings = (input: unknown): [string, string][] =>
  Object.entries((input ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => [name, String(value)]);

/**
 * The native side's own tiny client: common params in the query, POST bodies form-encoded, the
 * envelope checked and `data` parsed with the call's schema. Not the borrower app's shared clients:
 * those take the session from the webview URL and toast through antd-mobile, while the host holds
 * the session itself, has no antd, and shows refusals on its own screens.
 */
export const callApi = async <C extends Call>(
  call: C,
  input: CallInput<C>,
  params: CommonParams,
): Promise<CallData<C>> => {
  const query = new URLSearchParams(toStrings(params));
  const body = new URLSearchParams(toStrings(input));
  if (call.method === 'GET') for (const [name, value] of body) query.set(name, value);

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${call.path}?${query}`, {
      method: call.method,
      headers: {
        [ASYNC_MARKER_HEADER]: ASYNC_MARKER_VALUE,
        ...(call.method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: call.method === 'POST' ? body : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError('No connection to the server. Is it running?', Code.internal);
  }

  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError(`The server answered ${response.status} without an envelope`, response.status);
  }
  const head = envelope(z.unknown()).safeParse(json);
  if (!head.success) throw new ApiError('The server answered in an unexpected shape', Code.internal);
  const { code, message, data } = head.data;
  if (code !== Code.ok) throw new ApiError(message || 'Something went wrong', code);
  const parsed = call.data.safeParse(data);
  if (!parsed.success) throw new ApiError(`Unexpected data from ${call.path}`, Code.internal);
  return parsed.data as CallData<C>;
};
