import type { LenderDetailsData, lenderDetails } from '@tz-loan/contract/content';
import { CONTENT_PATHS } from '@tz-loan/contract/content-paths';
import { callApi } from '../../shared/http/call-api.ts';
import { apiClient } from '../../shared/http/clients.ts';
import { useCall } from '../../shared/http/use-call.ts';

// The lender's registered name, as its settings say it (PRODUCT.md §15), on the landing and the
// registration terms: a visitor from an ad knows whom they register with. Silent: the page reads well
// without it while it comes, or if it cannot be had.

const lenderDetailsCall = () =>
  callApi<typeof lenderDetails>(apiClient, CONTENT_PATHS.lender, {}, { silent: true });

/** The lender's registered name; null while it comes or when it could not be had. */
export const useLenderName = (): string | null => {
  const { state } = useCall<LenderDetailsData>('promotion-lender', lenderDetailsCall);
  return state.status === 'ok' ? state.data.lender.name : null;
};
