import type { Call, CallData, CallInput } from '@tz-loan/contract/platform/call';
import type { CallRef } from '@tz-loan/contract/platform/call-ref';
import { type Envelope, isSuccessCode } from '@tz-loan/contract/platform/envelope';
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
 * `code` as a number and, on success, its `data`. An unsuccessful envelope comes back with no `data`
 * (the client has already shown its toast). Rejects with the client's original error on failure, or a
 * ResponseShapeError when the body is not an envelope.
 *
 * Given the whole call (its zod schemas), successful `data` is parsed by the call's data schema and
 * off-contract data rejects with ResponseShapeError. Given only its `CallRef` (method and path, with the
 * call as the type parameter: `callApi<typeof loanDetails>(firstClient, LOAN_PATHS.details, input)`),
 * `data` is typed but not parsed: the screens under the 90 KB first-load budget cannot carry zod
 * (27 KB gzip, a third of the budget). Their data is held to the contract where it is made instead:
 * the server checks every answer against the call's schema outside production, and the mock data the
 * component tests run on is parsed by the same schemas in `app/mock-api.test.ts`.
 */
export const callApi = async <C extends Call>(
  client: HttpClient,
  call: C | CallRef,
  input: CallInput<C>,
  options?: RequestOptions,
): Promise<Envelope<CallData<C>>> => {
  const body = await sendCall(client, call, input, options);
  const code = Number.parseInt(String(body.code), 10);
  const message = typeof body.message === 'string' ? body.message : '';
  if (!isSuccessCode(body.code)) return { code, message };
  if (!('data' in call)) return { code, message, data: body.data as CallData<C> };
  const parsed = call.data.safeParse(body.data);
  if (!parsed.success) throw new ResponseShapeError(call.path, parsed.error.issues);
  return { code, message, data: parsed.data as CallData<C> };
};

/** Sends one call through `client` as its method says; the body, once it is known to be an envelope. */
export const sendCall = async (
  client: HttpClient,
  call: CallRef,
  input: unknown,
  options?: RequestOptions,
) => {
  const params = input as RequestParams;
  const body =
    call.method === 'GET'
      ? await client.get(call.path, params, options)
      : await client.post(call.path, params, options);
  if (!isEnvelope(body)) throw new ResponseShapeError(call.path, 'not an envelope');
  return body;
};
