import type { getSid as call } from '@tz-loan/contract/promotion/calls';
import { PROMOTION_PATHS } from '@tz-loan/contract/promotion/paths';
import { callApi } from '../../../shared/http/call-api.ts';
import { apiClient } from '../../../shared/http/clients.ts';

/** A new captcha sid. */
export const getSid = () => callApi<typeof call>(apiClient, PROMOTION_PATHS.getSid, {});
