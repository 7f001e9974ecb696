import type { lenderDetails } from '@tz-loan/contract/content/calls';
import { CONTENT_PATHS } from '@tz-loan/contract/content/paths';
import { callApi } from '../../../shared/http/call-api.ts';
import { apiClient } from '../../../shared/http/clients.ts';

/** The lender's settings. Silent: the page reads well without them while they come, or if they cannot be had. */
export const getLenderDetails = () =>
  callApi<typeof lenderDetails>(apiClient, CONTENT_PATHS.lender, {}, { silent: true });
