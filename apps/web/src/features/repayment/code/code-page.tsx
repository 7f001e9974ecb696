import './code-page.css';
import { useLingui } from '@lingui/react/macro';
import type { ScreenPage } from '../../../shared/screens/screen.ts';
import { useScreenData } from '../../../shared/screens/screen-data.ts';
import { LoadFailed, Loading } from '../../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { codeData, NOT_FOUND } from './api/get-repayment-code.ts';
import { NoCode } from './code-none.tsx';
import { CodeView } from './code-view.tsx';

/**
 * Repayment code v1 `/repaymentOfCode`: the pay code or QR of trade `tradeNo`, or else the latest open
 * code of order `orderId`, with the amount and how to pay it.
 */
export const RepaymentCodePage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Repayment code`);
  const { state, reload } = useScreenData(codeData);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'refused' && state.code === NOT_FOUND) return <NoCode />;
  if (state.status !== 'ok')
    return <LoadFailed title={t`Could not load your code`} state={state} onRetry={reload} />;
  return <CodeView code={state.data} />;
};

export const page: ScreenPage = { Component: RepaymentCodePage, data: codeData };
