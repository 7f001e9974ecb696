import type { LenderDetailsData, lenderDetails } from '@tz-loan/contract/content/calls';
import { CONTENT_PATHS } from '@tz-loan/contract/content/paths';
import { callApi } from '../../../shared/http/call-api.ts';
import type { ScreenData } from '../../../shared/screens/screen.ts';

/** The lender's settings. Silent: the page reads well without them, or if they cannot be had. */
export const getLenderDetails: ScreenData<LenderDetailsData> = ({ http }) =>
  callApi<typeof lenderDetails>(http, CONTENT_PATHS.lender, {}, { silent: true });
