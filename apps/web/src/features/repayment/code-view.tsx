import { formatMoney } from '@tz-loan/contract/money';
import type { RepaymentCodeData } from '@tz-loan/contract/repayment';
import { ShowType } from '@tz-loan/contract/repayment-paths';
import { Link } from 'react-router';
import { appUrl } from '../../shared/query/app-url.ts';
import { CopyButton } from './code-copy-button.tsx';
import { PayCode } from './code-pay-code.tsx';

const NOTICES = {
  paid: 'This code has been paid.',
  replaced: 'A newer code replaced this one. Use the latest code.',
  failed: 'This payment did not go through.',
} as const;

/** One code: the amount, then the pay code to copy (showType 1) or the QR to scan (2), and the tips. */
export const CodeView = ({ code }: { code: RepaymentCodeData }) => {
  // A page opened by tradeNo alone learns its order here; the product rides along as a common param.
  const ids = { orderId: code.orderId };
  const open = code.state === 'open';
  const amount = `${formatMoney(code.amount)} TZS`;
  return (
    <main className="code-page">
      <h1 className="code-title">Repayment code</h1>
      {code.state !== 'open' && (
        <div className="code-notice" role="status">
          <p>{NOTICES[code.state]}</p>
          {/* Paying a code that is paid, replaced or failed would not reach the loan: point to a live one. */}
          {code.state === 'replaced' && (
            <Link to={appUrl('/repaymentOfCode', ids)}>Show the latest code</Link>
          )}
          {code.state === 'failed' && <Link to={appUrl('/sunflowerP', ids)}>Choose how to pay</Link>}
        </div>
      )}
      <section className="code-card">
        <p className="code-label">Repayment amount</p>
        <p className="code-amount">{amount}</p>
        {code.showType === ShowType.payCode ? (
          <>
            <div className="code-channel">
              <img src={code.channelImage} alt={code.channelName} width="60" height="30" />
              <span>{code.channelName}</span>
            </div>
            <p className="code-label">Pay code</p>
            <PayCode code={code.payCode} dim={!open} />
            {open && <CopyButton text={code.payCode} />}
          </>
        ) : (
          <img
            className={open ? 'code-qr' : 'code-qr code-dim'}
            src={code.qrCode}
            alt={`QR code to pay ${amount}`}
            width="220"
            height="220"
          />
        )}
      </section>
      {code.tips.length > 0 && (
        <section className="code-card">
          <h2>How to pay</h2>
          <ul className="code-tips">
            {code.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      )}
      <nav className="code-links">
        <Link to={appUrl('/dragonpayPaymentInstructions', ids)}>Payment instructions</Link>
        <Link to={appUrl('/squidChive', ids)}>Back to my loan</Link>
      </nav>
    </main>
  );
};
