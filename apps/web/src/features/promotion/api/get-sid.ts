import type { getSid as call } from '@tz-loan/contract/promotion/calls';
import { PROMOTION_PATHS } from '@tz-loan/contract/promotion/paths';
import { callApi } from '../../../shared/http/call-api.ts';
import { apiClient } from '../../../shared/http/clients.ts';
import type { HttpClient } from '../../../shared/http/create-http-client.ts';

/** A new captcha sid. */
export const getSid = (http: HttpClient = apiClient) =>
  callApi<typeof call>(http, PROMOTION_PATHS.getSid, {});
