import type { LenderDetailsData, lenderDetails } from '@tz-loan/contract/content/calls';
import { CONTENT_PATHS } from '@tz-loan/contract/content/paths';
import { callApi } from '../../../../shared/http/call-api.ts';
import type { ScreenData } from '../../../../shared/screens/screen.ts';

/** The lender's details and the representative example, as every content page shows them. */
export const getLenderDetails: ScreenData<LenderDetailsData> = ({ http }) =>
  // Silent: the pages read well without them, and say so where they would be.
  callApi<typeof lenderDetails>(http, CONTENT_PATHS.lender, {}, { silent: true });
