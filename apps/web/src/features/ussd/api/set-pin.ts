import type { CallInput } from '@tz-loan/contract/platform/call';
import type { setUssdPin } from '@tz-loan/contract/ussd/calls';
import { USSD_PATHS } from '@tz-loan/contract/ussd/paths';
import { callApi } from '../../../shared/http/call-api.ts';
import { apiClient } from '../../../shared/http/clients.ts';
import type { RequestOptions } from '../../../shared/http/create-http-client.ts';

/** Sets or changes the PIN, proven by the login SMS code; a refusal comes as the server words it. */
export const setPin = (input: CallInput<typeof setUssdPin>, options: RequestOptions) =>
  callApi<typeof setUssdPin>(apiClient, USSD_PATHS.setPin, input, options);
