import type { loanDetails } from '@tz-loan/contract/loan';
import { LOAN_PATHS } from '@tz-loan/contract/loan-paths';
import { useSearchParams } from 'react-router';
import { callApi } from '../../shared/http/call-api.ts';
import { firstClient } from '../../shared/http/clients.ts';
import { useCall } from '../../shared/http/use-call.ts';

/** The loan details of the page's `orderId`: what is due and whether it may be rolled over. */
export const useOrderDetails = () => {
  const [query] = useSearchParams();
  const orderId = query.get('orderId') ?? '';
  const productId = query.get('productId') || query.get('product_id') || undefined;
  return useCall(`${orderId}:${productId}`, () =>
    // Silent: a refusal is said on the page itself, with Retry.
    callApi<typeof loanDetails>(firstClient, LOAN_PATHS.details, { orderId, productId }, { silent: true }),
  );
};
