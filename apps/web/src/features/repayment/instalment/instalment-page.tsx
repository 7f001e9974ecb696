import '../pay-now/pay-now.css';
import { useLingui } from '@lingui/react/macro';
import type { ScreenPage } from '../../../shared/screens/screen.ts';
import { useScreenData } from '../../../shared/screens/screen-data.ts';
import { LoadFailed, Loading } from '../../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useRepayOrder } from '../pay-now/pay-now-order.ts';
import { planData } from './api/get-repayment-plan.ts';
import { InstalmentScreen } from './instalment-screen.tsx';

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
  return (
    <InstalmentScreen
      key={`${orderId}:${productId}`}
      data={state.data}
      order={order}
      // A payment made from the phone moved the plan: asked again once its panel closes.
      onPushClosed={reload}
    />
  );
};

export const page: ScreenPage = { Component: InstalmentPage, data: planData };
