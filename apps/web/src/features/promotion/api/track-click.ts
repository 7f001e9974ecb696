import type { CallInput } from '@tz-loan/contract/platform/call';
import type { trackClick as call } from '@tz-loan/contract/promotion/calls';
import { PROMOTION_PATHS } from '@tz-loan/contract/promotion/paths';
import { callApi } from '../../../shared/http/call-api.ts';
import { apiClient } from '../../../shared/http/clients.ts';

/** Counts a step of the funnel. Silent: a lost count never stops the visitor. */
export const trackClick = (input: CallInput<typeof call>) =>
  callApi<typeof call>(apiClient, PROMOTION_PATHS.trackClick, input, { silent: true });
