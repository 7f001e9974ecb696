import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@tz-loan/contract/platform/money';
import type { RepaymentCodeData } from '@tz-loan/contract/repayment/calls';
import { ShowType } from '@tz-loan/contract/repayment/paths';
import { SCREEN } from '@tz-loan/contract/screens';
import { Suspense } from 'react';
import { useAppUrl } from '../../../shared/scope/use-page-urls.ts';
import { lazyPart } from '../../../shared/screens/lazy-part.tsx';
import { Link } from '../../../shared/ui/app-link.tsx';
import { BusinessNumber } from './code-business-number.tsx';
import { CopyButton } from './code-copy-button.tsx';
import { PayCode } from './code-pay-code.tsx';

// Saving and sharing a QR are for a code shown as a QR: not part of a pay code's first load.
const QrActions = lazyPart('src/features/repayment/code/code-qr-actions.tsx', () =>
  import('./code-qr-actions.tsx').then((m) => m.QrActions),
);

const NOTICES = {
  paid: msg`This code has been paid.`,
  replaced: msg`A newer code replaced this one. Use the latest code.`,
  failed: msg`This payment did not go through.`,
} as const;

/** One code: the amount, then the pay code to copy (showType 1) or the QR to scan (2), and the tips. */
export const CodeView = ({ code }: { code: RepaymentCodeData }) => {
  const { t, i18n } = useLingui();
  const appUrl = useAppUrl();
  // A page opened by tradeNo alone learns its order here; the product rides along as a common param.
  const ids = { orderId: code.orderId };
  const open = code.state === 'open';
  // A code paid in part at an agent stays open for the rest: the screen asks for what is left.
  const partPaid = open && code.remaining > 0 && code.remaining < code.amount;
  const amount = `${formatMoney(partPaid ? code.remaining : code.amount)} TZS`;
  return (
    <main className="code-page">
      <h1 className="code-title">
        <Trans>Repayment code</Trans>
      </h1>
      {code.state !== 'open' && (
        <div className="code-notice" role="status">
          <p>{i18n._(NOTICES[code.state])}</p>
          {/* Paying a code that is paid, replaced or failed would not reach the loan: point to a live one. */}
          {code.state === 'replaced' && (
            <Link to={appUrl(SCREEN.repaymentCode, ids)}>
              <Trans>Show the latest code</Trans>
            </Link>
          )}
          {code.state === 'failed' && (
            <Link to={appUrl(SCREEN.instalments, ids)}>
              <Trans>Choose how to pay</Trans>
            </Link>
          )}
        </div>
      )}
      <section className="code-card">
        <p className="code-label">
          <Trans>Repayment amount</Trans>
        </p>
        <p className="code-amount">{formatMoney(code.amount)} TZS</p>
        {partPaid && (
          <>
            <p className="code-label">
              <Trans>Left to pay on this code</Trans>
            </p>
            <p className="code-amount" data-testid="code-remaining">
              {amount}
            </p>
          </>
        )}
        {code.showType === ShowType.payCode ? (
          <>
            <div className="code-channel">
              <img src={code.channelImage} alt={code.channelName} width="60" height="30" />
              <span>{code.channelName}</span>
            </div>
            {/* A code that cannot be paid any more is not offered to pay: no business number, no copy. */}
            {open && <BusinessNumber />}
            <p className="code-label">
              <Trans>Pay code</Trans>
            </p>
            <PayCode code={code.payCode} dim={!open} />
            {open && <CopyButton text={code.payCode} label={t`Copy pay code`} />}
          </>
        ) : (
          <>
            <img
              className={open ? 'code-qr' : 'code-qr code-dim'}
              src={code.qrCode}
              alt={t`QR code to pay ${amount}`}
              width="220"
              height="220"
            />
            {/* A code that cannot be paid any more is not offered to save or share. */}
            {open && (
              <Suspense fallback={null}>
                <QrActions qrCode={code.qrCode} tradeNo={code.tradeNo} />
              </Suspense>
            )}
          </>
        )}
      </section>
      {code.tips.length > 0 && (
        <section className="code-card">
          <h2>
            <Trans>How to pay</Trans>
          </h2>
          <ul className="code-tips">
            {code.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      )}
      <nav className="code-links">
        <Link to={appUrl(SCREEN.paymentInstructions, ids)}>
          <Trans>Payment instructions</Trans>
        </Link>
        <Link to={appUrl(SCREEN.loanDetails, ids)}>
          <Trans>Back to my loan</Trans>
        </Link>
      </nav>
    </main>
  );
};
