import './loan-details.css';
import { useLingui } from '@lingui/react/macro';
import type { LoanDetailsData, loanDetails } from '@tz-loan/contract/loan';
import { LOAN_PATHS } from '@tz-loan/contract/loan-paths';
import { sendToNative, useNativeBack } from '../../../shared/bridge/bridge.ts';
import { callApi } from '../../../shared/http/call-api.ts';
import { productIdOf } from '../../../shared/query/page-query.ts';
import type { ScreenData, ScreenPage } from '../../../shared/screens/screen.ts';
import { useScreenData } from '../../../shared/screens/screen-data.ts';
import { LoadFailed, Loading } from '../../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { LoanDetails } from './loan-details.tsx';

/** The order of the page's `orderId`. Silent: a refusal is said on the page itself, with Retry. */
export const loanDetailsData: ScreenData<LoanDetailsData> = ({ query, http }) =>
  callApi<typeof loanDetails>(
    http,
    LOAN_PATHS.details,
    { orderId: query.get('orderId') ?? '', productId: productIdOf(query) || undefined },
    { silent: true },
  );

/** Loan details `/squidChive` (and `/squidChive1`): the order of `orderId` and what to do next. */
export const LoanDetailsPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Loan Details`);
  const { state, reload, setState } = useScreenData(loanDetailsData);
  // This screen ends the borrowing flow: it replaced the submitted confirmation (or the native app
  // opened it), so there is nothing to go back to in the webview; back returns to the native app.
  useNativeBack(() => sendToNative('closeWebview'));

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
