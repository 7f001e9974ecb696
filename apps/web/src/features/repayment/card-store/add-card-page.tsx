import './card-store.css';
import { useLingui } from '@lingui/react/macro';
import type { ScreenPage } from '../../../shared/screens/screen.ts';
import { useScreenData } from '../../../shared/screens/screen-data.ts';
import { LoadFailed, Loading } from '../../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { AddCardForm } from './add-card-form.tsx';
import { getRepaymentWay } from './api/get-repayment-way.ts';

/** `#/addnormalcard?orderId=…`: a debit card for paying this order; the banks come with what is owed. */
export const AddCardPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Add a debit card`);
  const { state, reload } = useScreenData(getRepaymentWay);
  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ok')
    return <LoadFailed title={t`Could not load the banks`} state={state} onRetry={reload} />;
  return <AddCardForm orderId={state.data.orderId} banks={state.data.banks} />;
};

export const page: ScreenPage = { Component: AddCardPage, data: getRepaymentWay };
