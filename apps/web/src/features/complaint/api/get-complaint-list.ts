import type { ComplaintListData, complaintList } from '@tz-loan/contract/complaint/calls';
import { COMPLAINT_PATHS } from '@tz-loan/contract/complaint/paths';
import { callApi } from '../../../shared/http/call-api.ts';
import { apiClient } from '../../../shared/http/clients.ts';
import type { ScreenData } from '../../../shared/screens/screen.ts';

/** The borrower's complaints, on the list's first paint. Silent: a refusal is said on the page, with Retry. */
export const getComplaintList: ScreenData<ComplaintListData> = ({ http }) =>
  callApi<typeof complaintList>(http, COMPLAINT_PATHS.complaintList, {}, { silent: true });

/** The same, pulled down to refresh. Not silent: a refusal keeps the list on screen and says why. */
export const refreshComplaintList = () =>
  callApi<typeof complaintList>(apiClient, COMPLAINT_PATHS.complaintList, {});
