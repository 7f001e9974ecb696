import type { Call, CallData, CallInput } from '@tz-loan/contract/call';
import { type Envelope, isSuccessCode } from '@tz-loan/contract/envelope';
import type { HttpClient, RequestOptions } from './create-http-client.ts';
import type { RequestParams } from './encode.ts';

/** The server answered 2xx with something that is not the envelope, or with `data` off the contract. */
export class ResponseShapeError extends Error {
  override name = 'ResponseShapeError';
  constructor(
    readonly path: string,
    readonly issues: unknown,
  ) {
    super(`The response of ${path} does not match the contract`);
  }
}

const isEnvelope = (body: unknown): body is { code: unknown; message?: unknown; data?: unknown } =>
  typeof body === 'object' && body !== null && 'code' in body;

/**
 * Makes a contract call through `client` (GET or POST as the call says) and returns its envelope with
 * `code` as a number and, on success, `data` parsed by the call's data schema. An unsuccessful envelope
 * comes back with no `data` (the client has already shown its toast). Rejects with the client's
 * original error on failure, or a ResponseShapeError when a successful response is off the contract.
 */
export const callApi = async <C extends Call>(
  client: HttpClient,
  call: C,
  input: CallInput<C>,
  options?: RequestOptions,
): Promise<Envelope<CallData<C>>> => {
  const params = input as RequestParams;
  const body =
    call.method === 'GET'
      ? await client.get(call.path, params, options)
      : await client.post(call.path, params, options);
  if (!isEnvelope(body)) throw new ResponseShapeError(call.path, 'not an envelope');
  const code = Number.parseInt(String(body.code), 10);
  const message = typeof body.message === 'string' ? body.message : '';
  if (!isSuccessCode(body.code)) return { code, message };
  const parsed = call.data.safeParse(body.data);
  if (!parsed.success) throw new ResponseShapeError(call.path, parsed.error.issues);
  return { code, message, data: parsed.data as CallData<C> };
};
