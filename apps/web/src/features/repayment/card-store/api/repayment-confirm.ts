import type { CallInput } from '@tz-loan/contract/platform/call';
import type { repaymentConfirm as call } from '@tz-loan/contract/repayment/card-store';
import { CARD_STORE_PATHS } from '@tz-loan/contract/repayment/card-store-paths';
import { callApi } from '../../../../shared/http/call-api.ts';
import { apiClient } from '../../../../shared/http/clients.ts';
import type { RequestOptions } from '../../../../shared/http/create-http-client.ts';

/** Confirms a card payment with the SMS code. */
export const repaymentConfirm = (input: CallInput<typeof call>, options: RequestOptions) =>
  callApi<typeof call>(apiClient, CARD_STORE_PATHS.repaymentConfirm, input, options);
