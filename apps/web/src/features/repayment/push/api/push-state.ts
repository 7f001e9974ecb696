import type { CallInput } from '@tz-loan/contract/platform/call';
import { PUSH_PATHS } from '@tz-loan/contract/repayment/paths';
import type { pushState as call } from '@tz-loan/contract/repayment/push';
import { callApi } from '../../../../shared/http/call-api.ts';
import { apiClient } from '../../../../shared/http/clients.ts';

/** Where a push stands (the order's latest without `tradeNo`), with the borrower's own number. */
export const getPushState = (input: CallInput<typeof call>) =>
  // Silent: asked on every pay screen's load and while a push is followed; the panel says what matters.
  callApi<typeof call>(apiClient, PUSH_PATHS.pushState, input, { silent: true });
