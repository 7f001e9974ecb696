import './card-store.css';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@tz-loan/contract/platform/money';
import { CHANNEL_BASE } from '@tz-loan/contract/platform/page-render';
import { SCREEN } from '@tz-loan/contract/screens';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { isAllowedUrl } from '../../../shared/query/allowed-url.ts';
import { appUrl } from '../../../shared/query/app-url.ts';
import { getCommonParams, keepSessionForReturn } from '../../../shared/query/page-query.ts';
import { useAppUrl } from '../../../shared/scope/use-page-urls.ts';
import type { ScreenPage } from '../../../shared/screens/screen.ts';
import { Link } from '../../../shared/ui/app-link.tsx';
import { showInfo } from '../../../shared/ui/toast.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { PayFromPhone } from '../push/push-entry.tsx';
import { repaymentHuichao } from './api/repayment-huichao.ts';
import { useOnceAction } from './once-action.ts';
import { toastNoAnswer, toastRefusal } from './pay-texts.ts';

export const PAY_PAGE_REFUSED = msg`The payment page could not be opened. Please choose another way to pay.`;

/**
 * The pay page sends the borrower back to the card store once they have paid. Its return address is
 * the card store's real path (`/h5/borrowDetail?…`: the server renders it) and never the session
 * token (PRODUCT.md §8): the tab keeps it until the borrower is back, and puts it back in the address.
 */
const withReturn = (payUrl: string, orderId: string): string => {
  const url = new URL(payUrl, window.location.href);
  url.searchParams.set(
    'return',
    appUrl(`${CHANNEL_BASE}${SCREEN.cardStorePay}`, { orderId, wallet: 1, sessionId: null }),
  );
  return url.href;
};

/** `#/alipayrepayment?orderId=…&amount=…`: pays the amount on the e-wallet's pay page. */
export const EWalletPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Pay with the e-wallet`);
  const query = new URLSearchParams(useLocation().search);
  const orderId = query.get('orderId') ?? '';
  const amount = Number(query.get('amount'));
  const open = useOnceAction();
  const [leaving, setLeaving] = useState(false);
  const back = useAppUrl()(SCREEN.cardStorePay, { orderId, amount: null });

  if (!Number.isInteger(amount) || amount <= 0)
    return (
      <main className="message-screen">
        <h1>{t`Choose the amount first`}</h1>
        <Link to={back}>{t`Back`}</Link>
      </main>
    );

  const pay = async () => {
    const input = { userId: getCommonParams().userId ?? '', orderId, amount };
    const answer = await open.run(input, (idempotencyKey) =>
      repaymentHuichao(input, {
        idempotencyKey,
        silent: true,
        loading: i18n._(msg`Opening the pay page…`),
      }),
    );
    if (answer === undefined) return;
    if (answer === 'no-answer') return toastNoAnswer();
    if (answer.code !== 0 || !answer.data) return toastRefusal(answer);
    if (!isAllowedUrl(answer.data.url)) return showInfo(i18n._(PAY_PAGE_REFUSED));
    keepSessionForReturn();
    // Stays disabled while the pay page loads: a second tap would open another trade.
    setLeaving(true);
    window.location.assign(withReturn(answer.data.url, orderId));
  };

  const shown = formatMoney(amount);
  return (
    <main className="cs-page">
      <h1 className="cs-title">
        <Trans>Pay with the e-wallet</Trans>
      </h1>
      <section className="cs-card">
        <p className="cs-label">
          <Trans>Amount to pay</Trans>
        </p>
        <p className="cs-amount">{shown} TZS</p>
        <p className="cs-note">
          <Trans>The e-wallet's pay page opens. When you have paid, it brings you back here.</Trans>
        </p>
      </section>
      <PayFromPhone orderId={orderId} isDelay="0" amount={amount} loanUrl={back} />
      <footer className="cs-bar">
        <Link className="cs-secondary" to={back}>
          <Trans>Back</Trans>
        </Link>
        <button
          type="button"
          className="cs-pay"
          disabled={open.busy || leaving}
          aria-busy={open.busy || leaving}
          onClick={() => void pay()}
        >
          <Trans>Open the pay page</Trans>
        </button>
      </footer>
    </main>
  );
};

export const page: ScreenPage = { Component: EWalletPage };
