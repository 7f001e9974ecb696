import type { problemSave } from '@tz-loan/contract/complaint/calls';
import { COMPLAINT_PATHS } from '@tz-loan/contract/complaint/paths';
import type { CallInput } from '@tz-loan/contract/platform/call';
import { callApi } from '../../../shared/http/call-api.ts';
import { apiClient } from '../../../shared/http/clients.ts';
import type { RequestOptions } from '../../../shared/http/create-http-client.ts';

/** Files the complaint. */
export const saveComplaint = (input: CallInput<typeof problemSave>, options: RequestOptions) =>
  callApi<typeof problemSave>(apiClient, COMPLAINT_PATHS.problemSave, input, options);
