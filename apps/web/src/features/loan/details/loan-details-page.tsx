import './loan-details.css';
import type { loanDetails } from '@tz-loan/contract/loan';
import { LOAN_PATHS } from '@tz-loan/contract/loan-paths';
import { useSearchParams } from 'react-router';
import { sendToNative, useNativeBack } from '../../../shared/bridge/bridge.ts';
import { callApi } from '../../../shared/http/call-api.ts';
import { firstClient } from '../../../shared/http/clients.ts';
import { useCall } from '../../../shared/http/use-call.ts';
import { LoadFailed, Loading } from '../../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { LoanDetails } from './loan-details.tsx';

/** Loan details `/squidChive` (and `/squidChive1`): the order of `orderId` and what to do next. */
export const LoanDetailsPage = () => {
  useDocumentTitle('Loan Details');
  const [query] = useSearchParams();
  const orderId = query.get('orderId') ?? '';
  const productId = query.get('productId') || query.get('product_id') || undefined;
  const { state, reload, setState } = useCall(`${orderId}:${productId}`, () =>
    // Silent: a refusal is said on the page itself, with Retry, rather than in a passing toast.
    callApi<typeof loanDetails>(firstClient, LOAN_PATHS.details, { orderId, productId }, { silent: true }),
  );
  // This screen ends the borrowing flow: it replaced the submitted confirmation (or the native app
  // opened it), so there is nothing to go back to in the webview; back returns to the native app.
  useNativeBack(() => sendToNative('closeWebview'));

  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ok')
    return <LoadFailed title="Could not load your loan" state={state} onRetry={reload} />;
  return (
    <LoanDetails
      data={state.data}
      patch={(changes) =>
        setState((s) => (s.status === 'ok' ? { ...s, data: { ...s.data, ...changes } } : s))
      }
    />
  );
};
