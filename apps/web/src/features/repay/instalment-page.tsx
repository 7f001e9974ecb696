import './pay-now.css';
import type { repaymentPlan } from '@tz-loan/contract/repayment';
import { REPAY_PATHS } from '@tz-loan/contract/repayment-paths';
import { callApi } from '../../shared/http/call-api.ts';
import { firstClient } from '../../shared/http/clients.ts';
import { useCall } from '../../shared/http/use-call.ts';
import { LoadFailed, Loading } from '../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { InstalmentScreen } from './instalment-screen.tsx';
import { useRepayOrder } from './pay-now-order.ts';

/** The instalment repayment screen `/sunflowerP` of order `orderId`. */
export const InstalmentPage = () => {
  useDocumentTitle('Repayment');
  const order = useRepayOrder('0');
  const { orderId, productId } = order;
  const { state, reload } = useCall(`${orderId}:${productId}`, () =>
    // Silent: a refusal is said on the page itself, with Retry, rather than in a passing toast.
    callApi<typeof repaymentPlan>(firstClient, REPAY_PATHS.plan, { orderId, productId }, { silent: true }),
  );
  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ok')
    return <LoadFailed title="Could not load your repayment" state={state} onRetry={reload} />;
  return <InstalmentScreen key={`${orderId}:${productId}`} data={state.data} order={order} />;
};
