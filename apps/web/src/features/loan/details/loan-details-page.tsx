import './loan-details.css';
import { useLingui } from '@lingui/react/macro';
import type { ScreenPage } from '../../../shared/screens/screen.ts';
import { useScreenData } from '../../../shared/screens/screen-data.ts';
import { LoadFailed, Loading } from '../../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { loanDetailsData } from './api/get-loan-details.ts';
import { LoanDetails } from './loan-details.tsx';

/** Loan details `/squidChive` (and `/squidChive1`): the order of `orderId` and what to do next. */
export const LoanDetailsPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Loan Details`);
  const { state, reload, setState } = useScreenData(loanDetailsData);
  // Native back is the app's default: the screen before when the borrower came here within the app
  // (back from the instalments, a complaint, a pay code), else the webview closes. Opened by the native
  // app, or in place of the submitted confirmation (replaced, not pushed), it is the first screen.

  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ok')
    return <LoadFailed title={t`Could not load your loan`} state={state} onRetry={reload} />;
  return (
    <LoanDetails
      data={state.data}
      patch={(changes) =>
        setState((s) => (s.status === 'ok' ? { ...s, data: { ...s.data, ...changes } } : s))
      }
    />
  );
};

export const page: ScreenPage = { Component: LoanDetailsPage, data: loanDetailsData };
