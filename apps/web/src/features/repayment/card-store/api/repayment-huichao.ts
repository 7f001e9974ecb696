import type { CallInput } from '@tz-loan/contract/platform/call';
import type { repaymentHuichao as call } from '@tz-loan/contract/repayment/card-store';
import { CARD_STORE_PATHS } from '@tz-loan/contract/repayment/card-store-paths';
import { callApi } from '../../../../shared/http/call-api.ts';
import { apiClient } from '../../../../shared/http/clients.ts';
import type { RequestOptions } from '../../../../shared/http/create-http-client.ts';

/** Opens the e-wallet's pay page for the amount. */
export const repaymentHuichao = (input: CallInput<typeof call>, options: RequestOptions) =>
  callApi<typeof call>(apiClient, CARD_STORE_PATHS.repaymentHuichao, input, options);
