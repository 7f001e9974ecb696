import type { ComplaintDetailData, complaintDetail } from '@tz-loan/contract/complaint/calls';
import { COMPLAINT_PATHS } from '@tz-loan/contract/complaint/paths';
import { callApi } from '../../../shared/http/call-api.ts';
import type { ScreenData } from '../../../shared/screens/screen.ts';

/** One complaint and its reply. Silent: a refusal is said on the page itself, with Retry. */
export const getComplaintDetail: ScreenData<ComplaintDetailData> = ({ query, http }) =>
  callApi<typeof complaintDetail>(
    http,
    COMPLAINT_PATHS.complaintDetail,
    { problemId: query.get('problemId') ?? '' },
    { silent: true },
  );
