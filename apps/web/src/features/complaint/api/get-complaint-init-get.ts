import type { ComplaintInitData, complaintInitGet } from '@tz-loan/contract/complaint/calls';
import { COMPLAINT_PATHS } from '@tz-loan/contract/complaint/paths';
import { callApi } from '../../../shared/http/call-api.ts';
import type { ScreenData } from '../../../shared/screens/screen.ts';

/**
 * The next step names the chosen type, sub-type and order: the form reads them with GET (SPEC.md §7).
 * Silent: a refusal is said on the page itself, with Retry.
 */
export const getComplaintInitGet: ScreenData<ComplaintInitData> = ({ query, http }) =>
  callApi<typeof complaintInitGet>(
    http,
    COMPLAINT_PATHS.complaintInitGet,
    { orderId: query.get('orderNo') || undefined },
    { silent: true },
  );
