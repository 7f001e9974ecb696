import type { CallInput } from '@tz-loan/contract/platform/call';
import type { generateCode } from '@tz-loan/contract/repayment/calls';
import { REPAY_PATHS } from '@tz-loan/contract/repayment/paths';
import { callApi } from '../../../../shared/http/call-api.ts';
import { firstClient } from '../../../../shared/http/clients.ts';

/** Pay Now: a trade for the amount through the chosen channel; a retry with the same key replays it. */
export const generateRepaymentCode = (input: CallInput<typeof generateCode>, idempotencyKey: string) =>
  callApi<typeof generateCode>(firstClient, REPAY_PATHS.generateCode, input, { idempotencyKey });
