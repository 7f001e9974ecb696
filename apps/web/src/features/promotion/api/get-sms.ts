import type { CallInput } from '@tz-loan/contract/platform/call';
import type { getSms as call } from '@tz-loan/contract/promotion/calls';
import { PROMOTION_PATHS } from '@tz-loan/contract/promotion/paths';
import { callApi } from '../../../shared/http/call-api.ts';
import { apiClient } from '../../../shared/http/clients.ts';

/** Asks for the SMS code of the registration. */
export const getSms = (input: CallInput<typeof call>) =>
  callApi<typeof call>(apiClient, PROMOTION_PATHS.getSms, input);
