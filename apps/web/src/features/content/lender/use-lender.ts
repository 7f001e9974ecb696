import type { LenderDetailsData, lenderDetails } from '@tz-loan/contract/content';
import { CONTENT_PATHS } from '@tz-loan/contract/content-paths';
import { callApi } from '../../../shared/http/call-api.ts';
import type { ScreenData } from '../../../shared/screens/screen.ts';
import { useScreenData } from '../../../shared/screens/screen-data.ts';

/** The lender's details and the representative example, as every content page shows them. */
export const lenderData: ScreenData<LenderDetailsData> = ({ http }) =>
  // Silent: the pages read well without them, and say so where they would be.
  callApi<typeof lenderDetails>(http, CONTENT_PATHS.lender, {}, { silent: true });

// The same for every visitor: once known, a section or page opened later shows them while they are
// asked for again, instead of leaving their place empty for a moment.
let known: LenderDetailsData | undefined;

/** The lender's details: undefined while they come, null when they could not be had. */
export const useLender = (): LenderDetailsData | null | undefined => {
  const { state } = useScreenData(lenderData);
  if (state.status === 'ok') {
    known = state.data;
    return state.data;
  }
  return state.status === 'loading' ? known : null;
};
