import '../pay-now/pay-now.css';
import { useLingui } from '@lingui/react/macro';
import type { CallData } from '@tz-loan/contract/call';
import type { deferralDetail } from '@tz-loan/contract/repayment';
import { REPAY_PATHS } from '@tz-loan/contract/repayment-paths';
import { callApi } from '../../../shared/http/call-api.ts';
import { productIdOf } from '../../../shared/query/page-query.ts';
import type { ScreenData, ScreenPage } from '../../../shared/screens/screen.ts';
import { useScreenData } from '../../../shared/screens/screen-data.ts';
import { LoadFailed, Loading } from '../../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useRepayOrder } from '../pay-now/pay-now-order.ts';
import { DeferralScreen } from './deferral-screen.tsx';

// Silent: a refusal is said on the page itself, with Retry, rather than in a passing toast.
const deferralData: ScreenData<CallData<typeof deferralDetail>> = ({ query, http }) =>
  callApi<typeof deferralDetail>(
    http,
    REPAY_PATHS.delayDetail,
    { orderId: query.get('orderId') ?? '', productId: productIdOf(query) || undefined },
    { silent: true },
  );

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
