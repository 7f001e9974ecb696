import './bank.css';
import type { cardInit } from '@tz-loan/contract/bank';
import { BANK_PATHS } from '@tz-loan/contract/bank-paths';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { sendToNative } from '../../shared/bridge/bridge.ts';
import { callApi } from '../../shared/http/call-api.ts';
import { firstClient } from '../../shared/http/clients.ts';
import { useCall } from '../../shared/http/use-call.ts';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { BankForm } from './bank-form.tsx';
import { LoadFailed } from './load-failed.tsx';

const TITLE = 'Payment account information';

/** `/chiaJellyL` (SPEC.md §2 'Bank account screen'): the payout account form built from the server's items. */
export const BankFormPage = () => {
  const [query] = useSearchParams();
  const productId = query.get('productId') || query.get('product_id') || '';
  const source = query.get('source');
  const { state, reload } = useCall(`card-init ${productId}`, () =>
    callApi<typeof cardInit>(firstClient, BANK_PATHS.cardInit, productId ? { product_id: productId } : {}),
  );
  // Once per opening, also under StrictMode's second effect run (the ref survives it).
  const started = useRef(false);
  useDocumentTitle(TITLE);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    sendToNative('startBank', { time: Date.now() });
  }, []);

  return (
    <main className="bank-page">
      <h1 className="bank-title">{TITLE}</h1>
      <p className="bank-note">
        Please check your account carefully. The account number supports only a 9-digit account or a 10-digit
        account starting with 0.
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
