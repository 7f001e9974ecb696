import type { CallInput } from '@tz-loan/contract/platform/call';
import type { submitUtr } from '@tz-loan/contract/repayment/calls';
import { REPAY_PATHS } from '@tz-loan/contract/repayment/paths';
import { callApi } from '../../../../shared/http/call-api.ts';
import { firstClient } from '../../../../shared/http/clients.ts';

/** The payment reference (UTR) of a payment made outside the app; a retry with the same key is one submission. */
export const submitPaymentReference = (input: CallInput<typeof submitUtr>, idempotencyKey: string) =>
  callApi<typeof submitUtr>(firstClient, REPAY_PATHS.submitUtr, input, { idempotencyKey });
