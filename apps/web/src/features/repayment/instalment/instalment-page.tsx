import '../pay-now/pay-now.css';
import { useLingui } from '@lingui/react/macro';
import type { CallData } from '@tz-loan/contract/call';
import type { repaymentPlan } from '@tz-loan/contract/repayment';
import { REPAY_PATHS } from '@tz-loan/contract/repayment-paths';
import { callApi } from '../../../shared/http/call-api.ts';
import { productIdOf } from '../../../shared/query/page-query.ts';
import type { ScreenData, ScreenPage } from '../../../shared/screens/screen.ts';
import { useScreenData } from '../../../shared/screens/screen-data.ts';
import { LoadFailed, Loading } from '../../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useRepayOrder } from '../pay-now/pay-now-order.ts';
import { InstalmentScreen } from './instalment-screen.tsx';

// Silent: a refusal is said on the page itself, with Retry, rather than in a passing toast.
const planData: ScreenData<CallData<typeof repaymentPlan>> = ({ query, http }) =>
  callApi<typeof repaymentPlan>(
    http,
    REPAY_PATHS.plan,
    { orderId: query.get('orderId') ?? '', productId: productIdOf(query) || undefined },
    { silent: true },
  );

/** The instalment repayment screen `/sunflowerP` of order `orderId`. */
export const InstalmentPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Repayment`);
  const order = useRepayOrder('0');
  const { orderId, productId } = order;
  const { state, reload } = useScreenData(planData);
  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ok')
    return <LoadFailed title={t`Could not load your repayment`} state={state} onRetry={reload} />;
  return <InstalmentScreen key={`${orderId}:${productId}`} data={state.data} order={order} />;
};

export const page: ScreenPage = { Component: InstalmentPage, data: planData };
