import './bank.css';
import type { bankAccount } from '@tz-loan/contract/bank';
import { BANK_PATHS } from '@tz-loan/contract/bank-paths';
import type { CallData } from '@tz-loan/contract/call';
import { Link } from 'react-router';
import { callApi } from '../../shared/http/call-api.ts';
import { appUrl } from '../../shared/query/app-url.ts';
import type { ScreenData, ScreenPage } from '../../shared/screens/screen.ts';
import { useScreenData } from '../../shared/screens/screen-data.ts';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { MOBILE_MONEY } from './bank-form-state.ts';
import { LoadFailed } from './load-failed.tsx';

const TITLE = 'Bind card';

const bankAccountData: ScreenData<CallData<typeof bankAccount>> = ({ http }) =>
  callApi<typeof bankAccount>(http, BANK_PATHS.bankAccount, {});

/** `/styled` (PRODUCT.md §10): the payout account outside a loan flow, masked, and a way to change it. */
export const BindCardPage = () => {
  const { state, reload } = useScreenData(bankAccountData);
  useDocumentTitle(TITLE);
  if (state.status === 'loading') return <div className="bank-loading" aria-busy="true" />;
  if (state.status !== 'ok') return <LoadFailed onRetry={reload} />;
  const { account } = state.data;
  return (
    <main className="bank-page">
      <h1 className="bank-title">{TITLE}</h1>
      {account ? (
        <section className="bind-card" aria-label="Payout account">
          <p className="bind-card-type">
            {account.cardType === MOBILE_MONEY ? 'Mobile money' : 'Bank account'}
          </p>
          <p className="bind-card-name">{account.bankName}</p>
          <p className="bind-card-number">{account.cardNo}</p>
        </section>
      ) : (
        <p className="bind-card-empty">No account bound yet</p>
      )}
      <p className="bind-card-hint">Your loans are paid out to this account.</p>
      {/* source=styled brings the borrower back here once the account is saved. */}
      <Link className="bank-button" to={appUrl('/chiaJellyL', { source: 'styled' })}>
        {account ? 'Change account' : 'Add account'}
      </Link>
    </main>
  );
};

export const page: ScreenPage = { Component: BindCardPage, data: bankAccountData };
