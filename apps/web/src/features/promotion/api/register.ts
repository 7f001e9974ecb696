import type { CallInput } from '@tz-loan/contract/platform/call';
import type { register as call } from '@tz-loan/contract/promotion/calls';
import { PROMOTION_PATHS } from '@tz-loan/contract/promotion/paths';
import { callApi } from '../../../shared/http/call-api.ts';
import { apiClient } from '../../../shared/http/clients.ts';
import type { RequestOptions } from '../../../shared/http/create-http-client.ts';

/** Registers the phone with its SMS code. */
export const register = (input: CallInput<typeof call>, options: RequestOptions) =>
  callApi<typeof call>(apiClient, PROMOTION_PATHS.register, input, options);
