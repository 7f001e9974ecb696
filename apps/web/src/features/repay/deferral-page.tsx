import './pay-now.css';
import type { deferralDetail } from '@tz-loan/contract/repayment';
import { REPAY_PATHS } from '@tz-loan/contract/repayment-paths';
import { callApi } from '../../shared/http/call-api.ts';
import { firstClient } from '../../shared/http/clients.ts';
import { useCall } from '../../shared/http/use-call.ts';
import { LoadFailed, Loading } from '../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { DeferralScreen } from './deferral-screen.tsx';
import { useRepayOrder } from './pay-now-order.ts';

/** The deferral (rollover) screen `/marmaladeT` of order `orderId`. */
export const DeferralPage = () => {
  useDocumentTitle('Rollover');
  const order = useRepayOrder('1');
  const { orderId, productId } = order;
  const { state, reload } = useCall(`${orderId}:${productId}`, () =>
    // Silent: a refusal is said on the page itself, with Retry, rather than in a passing toast.
    callApi<typeof deferralDetail>(
      firstClient,
      REPAY_PATHS.delayDetail,
      { orderId, productId },
      { silent: true },
    ),
  );
  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ok')
    return <LoadFailed title="Could not load your rollover" state={state} onRetry={reload} />;
  return <DeferralScreen key={`${orderId}:${productId}`} data={state.data} order={order} />;
};
