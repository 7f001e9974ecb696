import type { saveBankInfo as call } from '@tz-loan/contract/bank/calls';
import { BANK_PATHS } from '@tz-loan/contract/bank/paths';
import { callApi } from '../../../shared/http/call-api.ts';
import { firstClient } from '../../../shared/http/clients.ts';
import type { RequestOptions } from '../../../shared/http/create-http-client.ts';

/** Saves the payout account of the apply flow. */
export const saveBankInfo = (body: Record<string, string>, options: RequestOptions) =>
  callApi<typeof call>(firstClient, BANK_PATHS.saveBankInfo, body, options);
