import type { ComplaintInitData, complaintInit } from '@tz-loan/contract/complaint/calls';
import { COMPLAINT_PATHS } from '@tz-loan/contract/complaint/paths';
import { callApi } from '../../../shared/http/call-api.ts';
import type { ScreenData } from '../../../shared/screens/screen.ts';

// The complaint screens' first-paint calls are silent: a refusal is said on the page itself, with Retry.

/** The complaint page: types, sub-types and the borrower's orders (the one `orderId` names chosen). */
export const getComplaintInit: ScreenData<ComplaintInitData> = ({ query, http }) =>
  callApi<typeof complaintInit>(
    http,
    COMPLAINT_PATHS.complaintInit,
    { orderId: query.get('orderId') || undefined },
    { silent: true },
  );
