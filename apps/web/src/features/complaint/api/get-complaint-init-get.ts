import type { ProblemInitData, problemInitGet } from '@tz-loan/contract/complaint/calls';
import { COMPLAINT_PATHS } from '@tz-loan/contract/complaint/paths';
import { callApi } from '../../../shared/http/call-api.ts';
import type { ScreenData } from '../../../shared/screens/screen.ts';

/**
 * The next step names the chosen type, sub-type and order: the form reads them with GET (SPEC.md §7).
 * Silent: a refusal is said on the page itself, with Retry.
 */
export const getComplaintInitGet: ScreenData<ProblemInitData> = ({ query, http }) =>
  callApi<typeof problemInitGet>(
    http,
    COMPLAINT_PATHS.problemInitGet,
    { orderId: query.get('orderNo') || undefined },
    { silent: true },
  );
