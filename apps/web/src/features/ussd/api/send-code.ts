import type { sendSmsCode } from '@tz-loan/contract/auth/calls';
import { AUTH_SEND_CODE } from '@tz-loan/contract/rights/paths';
import { callApi } from '../../../shared/http/call-api.ts';
import { apiClient } from '../../../shared/http/clients.ts';

/** The login SMS code to the borrower's own phone: what proves a new PIN is theirs. */
export const sendCode = (phone: string) =>
  callApi<typeof sendSmsCode>(apiClient, AUTH_SEND_CODE, { phone }, {});
