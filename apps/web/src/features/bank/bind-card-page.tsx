import './bank.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { SCREEN } from '@tz-loan/contract/screens';
import { useAppUrl } from '../../shared/scope/use-page-urls.ts';
import type { ScreenPage } from '../../shared/screens/screen.ts';
import { useScreenData } from '../../shared/screens/screen-data.ts';
import { Link } from '../../shared/ui/app-link.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { getBankAccount } from './api/get-bank-account.ts';
import { MOBILE_MONEY } from './bank-form-state.ts';
import { LoadFailed } from './load-failed.tsx';

/** `/styled` (PRODUCT.md §10): the payout account outside a loan flow, masked, and a way to change it. */
export const BindCardPage = () => {
  const { state, reload } = useScreenData(getBankAccount);
  const { t } = useLingui();
  const appUrl = useAppUrl();
  const title = t`Payout account`;
  useDocumentTitle(title);
  if (state.status === 'loading') return <div className="bank-loading" aria-busy="true" />;
  if (state.status !== 'ok') return <LoadFailed onRetry={reload} />;
  const { account } = state.data;
  return (
    <main className="bank-page">
      <h1 className="bank-title">{title}</h1>
      {account ? (
        <section className="bind-card" aria-label={t`Payout account`}>
          <p className="bind-card-type">
            {account.cardType === MOBILE_MONEY ? t`Mobile money` : t`Bank account`}
          </p>
          <p className="bind-card-name">{account.bankName}</p>
          <p className="bind-card-number">{account.cardNo}</p>
        </section>
      ) : (
        <p className="bind-card-empty">
          <Trans>No account bound yet</Trans>
        </p>
      )}
      <p className="bind-card-hint">
        <Trans>Your loans are paid out to this account.</Trans>
      </p>
      {/* source=styled brings the borrower back here once the account is saved. */}
      <Link className="bank-button" to={appUrl(SCREEN.payoutAccountForm, { source: 'styled' })}>
        {account ? t`Change account` : t`Add account`}
      </Link>
    </main>
  );
};

export const page: ScreenPage = { Component: BindCardPage, data: getBankAccount };
