import type { holderName as call } from '@tz-loan/contract/bank/calls';
import { BANK_PATHS } from '@tz-loan/contract/bank/paths';
import { callApi } from '../../../shared/http/call-api.ts';
import { firstClient } from '../../../shared/http/clients.ts';
import type { RequestOptions } from '../../../shared/http/create-http-client.ts';

/** Who the wallet provider says holds the account the form names, asked before it is saved. */
export const getHolderName = (body: Record<string, string>, options: RequestOptions) =>
  callApi<typeof call>(firstClient, BANK_PATHS.holderName, body, options);
