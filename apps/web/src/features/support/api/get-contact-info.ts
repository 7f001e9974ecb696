import type { contactInfo } from '@tz-loan/contract/complaint/calls';
import { COMPLAINT_PATHS } from '@tz-loan/contract/complaint/paths';
import type { CallData } from '@tz-loan/contract/platform/call';
import { CONTACT_OVERALL } from '@tz-loan/contract/platform/constants';
import { callApi } from '../../../shared/http/call-api.ts';
import type { ScreenData } from '../../../shared/screens/screen.ts';

/** The lender's telephone and e-mail. Silent: the screen has the build's number to show instead. */
export const getContactInfo: ScreenData<CallData<typeof contactInfo>> = ({ http }) =>
  callApi<typeof contactInfo>(
    http,
    COMPLAINT_PATHS.contactInfo,
    { overall: CONTACT_OVERALL },
    { silent: true },
  );
