import type {
  ComplaintDetailData,
  ProblemInitData,
  ProblemListData,
  problemDetail,
  problemInit,
  problemInitGet,
  problemList,
} from '@tz-loan/contract/complaint';
import { COMPLAINT_PATHS } from '@tz-loan/contract/complaint-paths';
import { callApi } from '../../shared/http/call-api.ts';
import type { ScreenData } from '../../shared/screens/screen.ts';

// The complaint screens' first-paint calls. Silent: a refusal is said on the page itself, with Retry.

/** The complaint page: types, sub-types and the borrower's orders (the one `orderId` names chosen). */
export const complaintPageData: ScreenData<ProblemInitData> = ({ query, http }) =>
  callApi<typeof problemInit>(
    http,
    COMPLAINT_PATHS.problemInit,
    { orderId: query.get('orderId') || undefined },
    { silent: true },
  );

/** The next step names the chosen type, sub-type and order: the form reads them with GET (SPEC.md §7). */
export const nextStepData: ScreenData<ProblemInitData> = ({ query, http }) =>
  callApi<typeof problemInitGet>(
    http,
    COMPLAINT_PATHS.problemInitGet,
    { orderId: query.get('orderNo') || undefined },
    { silent: true },
  );

export const complaintListData: ScreenData<ProblemListData> = ({ http }) =>
  callApi<typeof problemList>(http, COMPLAINT_PATHS.problemList, {}, { silent: true });

export const complaintDetailData: ScreenData<ComplaintDetailData> = ({ query, http }) =>
  callApi<typeof problemDetail>(
    http,
    COMPLAINT_PATHS.problemDetail,
    { problemId: query.get('problemId') ?? '' },
    { silent: true },
  );
