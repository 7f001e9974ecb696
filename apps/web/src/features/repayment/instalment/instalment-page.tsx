import '../pay-now/pay-now.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { answered } from '../../../shared/http/use-call.ts';
import type { ScreenPage } from '../../../shared/screens/screen.ts';
import { useScreenData } from '../../../shared/screens/screen-data.ts';
import { LoadFailed, Loading } from '../../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useRepayOrder } from '../pay-now/pay-now-order.ts';
import { planAgain, planData } from './api/get-repayment-plan.ts';
import { InstalmentScreen } from './instalment-screen.tsx';

/** The instalment repayment screen `/sunflowerP` of order `orderId`. */
export const InstalmentPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Repayment`);
  const order = useRepayOrder('0');
  const { orderId, productId } = order;
  const { state, reload, setState } = useScreenData(planData);
  const { search } = useLocation();
  // A payment made from the phone moves the plan: asked again once its panel closes, without the
  // loading view; an answer that is not a plan (the loan settled) leaves the screen as it is.
  const [round, setRound] = useState(0);
  const afterPush = () =>
    void planAgain(search).then(
      (envelope) => {
        const next = answered(envelope);
        if (next.status !== 'ok') return;
        setState(next);
        setRound((n) => n + 1);
      },
      () => undefined,
    );
  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ok')
    return <LoadFailed title={t`Could not load your repayment`} state={state} onRetry={reload} />;
  return (
    <InstalmentScreen
      key={`${orderId}:${productId}:${round}`}
      data={state.data}
      order={order}
      onPushClosed={afterPush}
    />
  );
};

export const page: ScreenPage = { Component: InstalmentPage, data: planData };
