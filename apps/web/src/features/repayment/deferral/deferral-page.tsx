import '../pay-now/pay-now.css';
import { useLingui } from '@lingui/react/macro';
import type { ScreenPage } from '../../../shared/screens/screen.ts';
import { useScreenData } from '../../../shared/screens/screen-data.ts';
import { LoadFailed, Loading } from '../../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useRepayOrder } from '../pay-now/pay-now-order.ts';
import { deferralData } from './api/get-deferral-detail.ts';
import { DeferralScreen } from './deferral-screen.tsx';

/** The roll-over (deferral) screen `/marmaladeT` of order `orderId`. */
export const DeferralPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Roll over`);
  const order = useRepayOrder('1');
  const { orderId, productId } = order;
  const { state, reload } = useScreenData(deferralData);
  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ok')
    return <LoadFailed title={t`Could not load your roll-over`} state={state} onRetry={reload} />;
  return <DeferralScreen key={`${orderId}:${productId}`} data={state.data} order={order} />;
};

export const page: ScreenPage = { Component: DeferralPage, data: deferralData };
