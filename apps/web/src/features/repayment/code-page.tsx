import './code-page.css';
import type { RepaymentCodeData, repaymentCode } from '@tz-loan/contract/repayment';
import { REPAY_PATHS } from '@tz-loan/contract/repayment-paths';
import { callApi } from '../../shared/http/call-api.ts';
import type { ScreenData, ScreenPage } from '../../shared/screens/screen.ts';
import { useScreenData } from '../../shared/screens/screen-data.ts';
import { LoadFailed, Loading } from '../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { NoCode } from './code-none.tsx';
import { CodeView } from './code-view.tsx';

const NOT_FOUND = 404;

const codeData: ScreenData<RepaymentCodeData> = ({ query, http }) => {
  const tradeNo = query.get('tradeNo') || undefined;
  const orderId = query.get('orderId') || undefined;
  return tradeNo || orderId
    ? // Silent: 'no code yet' is an answer this page shows, not an error to toast.
      callApi<typeof repaymentCode>(http, REPAY_PATHS.repaymentCode, tradeNo ? { tradeNo } : { orderId }, {
        silent: true,
      })
    : Promise.resolve({ code: NOT_FOUND, message: '' });
};

/**
 * Repayment code v1 `/repaymentOfCode`: the pay code or QR of trade `tradeNo`, or else the latest open
 * code of order `orderId`, with the amount and how to pay it.
 */
export const RepaymentCodePage = () => {
  useDocumentTitle('Repayment code');
  const { state, reload } = useScreenData(codeData);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'refused' && state.code === NOT_FOUND) return <NoCode />;
  if (state.status !== 'ok')
    return <LoadFailed title="Could not load your code" state={state} onRetry={reload} />;
  return <CodeView code={state.data} />;
};

export const page: ScreenPage = { Component: RepaymentCodePage, data: codeData };
