import type { cardChange } from '@tz-loan/contract/bank/calls';
import { BANK_PATHS } from '@tz-loan/contract/bank/paths';
import { callApi } from '../../../shared/http/call-api.ts';
import { firstClient } from '../../../shared/http/clients.ts';
import type { RequestOptions } from '../../../shared/http/create-http-client.ts';

/** Changes the payout account of a loan already taken (from loan details). */
export const changeCard = (body: Record<string, string>, options: RequestOptions) =>
  callApi<typeof cardChange>(firstClient, BANK_PATHS.cardChange, body, options);
