import type { LenderDetailsData } from '@tz-loan/contract/content/calls';
import { useCall } from '../../shared/http/use-call.ts';
import { getLenderDetails } from './api/get-lender-details.ts';

// The lender's registered name, as its settings say it (PRODUCT.md §15), on the landing and the
// registration terms: a visitor from an ad knows whom they register with. Silent: the page reads well
// without it while it comes, or if it cannot be had.

/** The lender's registered name; null while it comes or when it could not be had. */
export const useLenderName = (): string | null => {
  const { state } = useCall<LenderDetailsData>('promotion-lender', getLenderDetails);
  return state.status === 'ok' ? state.data.lender.name : null;
};
