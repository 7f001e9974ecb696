import type { CallInput } from '@tz-loan/contract/platform/call';
import { PUSH_PATHS } from '@tz-loan/contract/repayment/paths';
import type { startPush as call } from '@tz-loan/contract/repayment/push';
import { callApi } from '../../../../shared/http/call-api.ts';
import { apiClient } from '../../../../shared/http/clients.ts';

/** Asks the wallet to push a PIN prompt; silent: the panel says a refusal in place. */
export const startPush = (input: CallInput<typeof call>, idempotencyKey: string) =>
  callApi<typeof call>(apiClient, PUSH_PATHS.startPush, input, { idempotencyKey, silent: true });
