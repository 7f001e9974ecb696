import './bank.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { sendToNative } from '../../shared/bridge/bridge.ts';
import { productIdOf } from '../../shared/query/page-query.ts';
import type { ScreenPage } from '../../shared/screens/screen.ts';
import { useScreenData } from '../../shared/screens/screen-data.ts';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { getCardInit } from './api/get-card-init.ts';
import { BankForm } from './bank-form.tsx';
import { LoadFailed } from './load-failed.tsx';

/** `/chiaJellyL` (SPEC.md §2 'Bank account screen'): the payout account form built from the server's items. */
export const BankFormPage = () => {
  const [query] = useSearchParams();
  const productId = productIdOf(query);
  const source = query.get('source');
  const { state, reload } = useScreenData(getCardInit);
  // Once per opening, also under StrictMode's second effect run (the ref survives it).
  const started = useRef(false);
  const { t } = useLingui();
  const title = t`Payout account details`;
  useDocumentTitle(title);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    sendToNative('startBank', { time: Date.now() });
  }, []);

  return (
    <main className="bank-page">
      <h1 className="bank-title">{title}</h1>
      <p className="bank-note">
        <Trans>
          Please check your account carefully. The account number supports only a 9-digit account or a
          10-digit account starting with 0.
        </Trans>
      </p>
      {state.status === 'ok' ? (
        <BankForm items={state.data.items} productId={productId} source={source} />
      ) : state.status === 'loading' ? (
        <div className="bank-loading" aria-busy="true" />
      ) : (
        <LoadFailed onRetry={reload} />
      )}
    </main>
  );
};

export const page: ScreenPage = { Component: BankFormPage, data: getCardInit };
