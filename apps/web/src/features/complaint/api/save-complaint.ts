import type { complaintSave } from '@tz-loan/contract/complaint/calls';
import { COMPLAINT_PATHS } from '@tz-loan/contract/complaint/paths';
import type { CallInput } from '@tz-loan/contract/platform/call';
import { callApi } from '../../../shared/http/call-api.ts';
import { apiClient } from '../../../shared/http/clients.ts';
import type { RequestOptions } from '../../../shared/http/create-http-client.ts';

/** Files the complaint. */
export const saveComplaint = (input: CallInput<typeof complaintSave>, options: RequestOptions) =>
  callApi<typeof complaintSave>(apiClient, COMPLAINT_PATHS.complaintSave, input, options);
