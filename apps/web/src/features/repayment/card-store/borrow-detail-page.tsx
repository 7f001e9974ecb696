import './card-store.css';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import type { ScreenPage } from '../../../shared/screens/screen.ts';
import { useScreenData } from '../../../shared/screens/screen-data.ts';
import { LoadFailed, Loading } from '../../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { getRepaymentWay } from './api/get-repayment-way.ts';
import { BorrowDetailScreen } from './borrow-detail-screen.tsx';
import { PaidNotice } from './paid-notice-lazy.tsx';

/** `#/borrowDetail?orderId=…` (PRODUCT.md §13): what is owed, the saved cards, the e-wallet, Pay. */
export const BorrowDetailPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Pay with a debit card`);
  const { state, reload } = useScreenData(getRepaymentWay);
  const query = new URLSearchParams(useLocation().search);

  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ok') {
    // Everything paid: the server has nothing left to take, and says so.
    if (query.has('paid') && state.status === 'refused')
      return (
        <main className="cs-page">
          <PaidNotice query={query} />
          <p className="cs-card cs-note">{state.message}</p>
        </main>
      );
    const failed =
      state.status === 'refused' && !state.message
        ? { ...state, message: t`Failed to load your cards` }
        : state;
    return <LoadFailed title={t`Could not load what you owe`} state={failed} onRetry={reload} />;
  }
  return <BorrowDetailScreen data={state.data} query={query} />;
};

export const page: ScreenPage = { Component: BorrowDetailPage, data: getRepaymentWay };
