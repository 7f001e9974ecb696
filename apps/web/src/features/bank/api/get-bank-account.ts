import type { bankAccount } from '@tz-loan/contract/bank/calls';
import { BANK_PATHS } from '@tz-loan/contract/bank/paths';
import type { CallData } from '@tz-loan/contract/platform/call';
import { callApi } from '../../../shared/http/call-api.ts';
import type { ScreenData } from '../../../shared/screens/screen.ts';

/** The borrower's payout account, masked. */
export const getBankAccount: ScreenData<CallData<typeof bankAccount>> = ({ http }) =>
  callApi<typeof bankAccount>(http, BANK_PATHS.bankAccount, {});
