import type { saveScore as call } from '@tz-loan/contract/complaint/calls';
import { COMPLAINT_PATHS } from '@tz-loan/contract/complaint/paths';
import type { CallInput } from '@tz-loan/contract/platform/call';
import { callApi } from '../../../shared/http/call-api.ts';
import { apiClient } from '../../../shared/http/clients.ts';

/** Rates the reply to a complaint. */
export const saveScore = (input: CallInput<typeof call>) =>
  callApi<typeof call>(apiClient, COMPLAINT_PATHS.saveScore, input);
