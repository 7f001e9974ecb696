import type { Call, CallData, CallInput } from '@tz-loan/contract/platform/call';
import type { CallRef } from '@tz-loan/contract/platform/call-ref';
import { isSuccessCode, type LegacyEnvelope } from '@tz-loan/contract/platform/envelope';
import { sendCall } from './call-api.ts';
import type { HttpClient, RequestOptions } from './create-http-client.ts';

// Apart from call-api.ts: only the older loan confirmation makes these calls, so every other screen's
// first load goes without it.

/**
 * The same for the legacy `/gopia/goya/*` calls: their envelope has code '00' for success and the
 * payload in `attach`. Returns `{code, message, attach}` with `code` as the server sent it; `attach`
 * only on success.
 */
export const callLegacyApi = async <C extends Call>(
  client: HttpClient,
  call: CallRef,
  input: CallInput<C>,
  options?: RequestOptions,
): Promise<LegacyEnvelope<CallData<C>>> => {
  const body = await sendCall(client, call, input, options);
  const code = String(body.code);
  const message = typeof body.message === 'string' ? body.message : '';
  if (!isSuccessCode(body.code)) return { code, message };
  return { code, message, attach: (body as { attach?: unknown }).attach as CallData<C> };
};
