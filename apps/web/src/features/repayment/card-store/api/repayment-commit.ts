import type { CallInput } from '@tz-loan/contract/platform/call';
import type { repaymentCommit as call } from '@tz-loan/contract/repayment/card-store';
import { CARD_STORE_PATHS } from '@tz-loan/contract/repayment/card-store-paths';
import { callApi } from '../../../../shared/http/call-api.ts';
import { apiClient } from '../../../../shared/http/clients.ts';
import type { RequestOptions } from '../../../../shared/http/create-http-client.ts';

/** Pays with a saved card: settled at once, or waiting for the SMS code. */
export const repaymentCommit = (input: CallInput<typeof call>, options: RequestOptions) =>
  callApi<typeof call>(apiClient, CARD_STORE_PATHS.repaymentCommit, input, options);
