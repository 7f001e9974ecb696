import type { LenderDetailsData } from '@tz-loan/contract/content/calls';
import { useScreenData } from '../../../shared/screens/screen-data.ts';
import { getLenderDetails } from './api/get-lender-details.ts';

// The same for every visitor: once known, a section or page opened later shows them while they are
// asked for again, instead of leaving their place empty for a moment.
let known: LenderDetailsData | undefined;

/** The lender's details: undefined while they come, null when they could not be had. */
export const useLender = (): LenderDetailsData | null | undefined => {
  const { state } = useScreenData(getLenderDetails);
  if (state.status === 'ok') {
    known = state.data;
    return state.data;
  }
  return state.status === 'loading' ? known : null;
};
