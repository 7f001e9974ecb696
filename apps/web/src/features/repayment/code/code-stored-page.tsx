import './code-page.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCall } from '../../../shared/http/use-call.ts';
import { usePageScope } from '../../../shared/scope/page-scope.ts';
import type { ScreenPage } from '../../../shared/screens/screen.ts';
import { LoadFailed, Loading } from '../../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { NOT_FOUND, orderCodeData } from './api/get-repayment-code.ts';
import { KeptCodeView } from './code-kept-view.tsx';
import { NoCode } from './code-none.tsx';
import { type KeptCode, readKeptCode } from './code-stored-info.ts';
import { CodeView } from './code-view.tsx';

/**
 * The page's frame while the phone reads what it kept and the server checks it: the title paints with
 * the page the server sends, and stays as the code or the way to make one comes in below it.
 */
const Reading = () => (
  <main className="code-page">
    <h1 className="code-title">
      <Trans>Repayment code</Trans>
    </h1>
    <Loading />
  </main>
);

/**
 * The kept code, once the server confirms it is the order's open code. A code paid, replaced or
 * cancelled since (the borrower went on to the pay page) would not reach the loan: then the page
 * shows what the server has instead, or that there is no code to pay.
 */
const CheckedCode = ({ kept, orderId }: { kept: KeptCode; orderId: string }) => {
  const { t } = useLingui();
  const { state, reload } = useCall(orderId, () => orderCodeData(orderId));
  if (state.status === 'loading') return <Reading />;
  if (state.status === 'refused' && state.code === NOT_FOUND) return <NoCode />;
  if (state.status !== 'ok')
    return <LoadFailed title={t`Could not load your code`} state={state} onRetry={reload} />;
  const code = state.data;
  const stillOpen = code.tradeNo === kept.tradeNo && code.state === 'open';
  return stillOpen ? <KeptCodeView info={kept.info} /> : <CodeView code={code} />;
};

/**
 * Repayment code v2 `/repaymentOfCode2`: the code this phone kept after Pay Now for this borrower and
 * order `orderId`, with the contract number, the total to pay and each channel's steps.
 */
export const StoredCodePage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Repayment code`);
  const orderId = useSearchParams()[0].get('orderId') ?? '';
  const userId = usePageScope().query.common().userId ?? '';
  const reader = `${userId}:${orderId}`;
  // The code lives only on this phone: read after the first paint, which the server renders without it.
  const [read, setRead] = useState<{ reader: string; kept: KeptCode | null }>();
  useEffect(() => {
    setRead({ reader: `${userId}:${orderId}`, kept: readKeptCode({ userId, orderId }) });
  }, [userId, orderId]);
  if (read?.reader !== reader) return <Reading />;
  if (!read.kept) return <NoCode />;
  return <CheckedCode key={reader} kept={read.kept} orderId={orderId} />;
};

export const page: ScreenPage = { Component: StoredCodePage };
