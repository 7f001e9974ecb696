import './code-page.css';
import type { RepaymentCodeData, repaymentCode } from '@tz-loan/contract/repayment';
import { REPAY_PATHS } from '@tz-loan/contract/repayment-paths';
import { useSearchParams } from 'react-router';
import { callApi } from '../../shared/http/call-api.ts';
import { firstClient } from '../../shared/http/clients.ts';
import { useCall } from '../../shared/http/use-call.ts';
import { LoadFailed, Loading } from '../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { NoCode } from './code-none.tsx';
import { CodeView } from './code-view.tsx';

const NOT_FOUND = 404;

/**
 * Repayment code v1 `/repaymentOfCode`: the pay code or QR of trade `tradeNo`, or else the latest open
 * code of order `orderId`, with the amount and how to pay it.
 */
export const RepaymentCodePage = () => {
  useDocumentTitle('Repayment code');
  const [query] = useSearchParams();
  const tradeNo = query.get('tradeNo') || undefined;
  const orderId = query.get('orderId') || undefined;
  const { state, reload } = useCall<RepaymentCodeData>(`${tradeNo}:${orderId}`, () =>
    tradeNo || orderId
      ? // Silent: 'no code yet' is an answer this page shows, not an error to toast.
        callApi<typeof repaymentCode>(
          firstClient,
          REPAY_PATHS.repaymentCode,
          tradeNo ? { tradeNo } : { orderId },
          { silent: true },
        )
      : Promise.resolve({ code: NOT_FOUND, message: '' }),
  );

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'refused' && state.code === NOT_FOUND) return <NoCode />;
  if (state.status !== 'ok')
    return <LoadFailed title="Could not load your code" state={state} onRetry={reload} />;
  return <CodeView code={state.data} />;
};
