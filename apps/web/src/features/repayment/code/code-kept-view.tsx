import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@tz-loan/contract/platform/money';
import type { RepaymentInfo } from '@tz-loan/contract/repayment/calls';
import { ProductLogo } from '../../../shared/ui/product-logo.tsx';
import { BusinessNumber } from './code-business-number.tsx';
import { CopyButton } from './code-copy-button.tsx';
import { PayCode } from './code-pay-code.tsx';
import { totalPayment } from './code-stored-info.ts';

/** The code kept after Pay Now: the contract number, the total to pay, the pay code and each channel's steps. */
export const KeptCodeView = ({ info }: { info: RepaymentInfo }) => {
  const { t } = useLingui();
  const { logo, payCode, payNotice } = info.defDetail;
  return (
    <main className="code-page">
      <h1 className="code-title">
        <Trans>Repayment code</Trans>
      </h1>
      <section className="code-card">
        {logo && <ProductLogo className="code-logo" src={logo} size={48} />}
        <div className="code-contract">
          <div>
            <p className="code-label">
              <Trans>Contract number</Trans>
            </p>
            <p className="code-select">{info.contractNo}</p>
          </div>
          <CopyButton text={info.contractNo} label={t`Copy contract number`} />
        </div>
        <p className="code-label">
          <Trans>Total payment</Trans>
        </p>
        <p className="code-amount">{formatMoney(totalPayment(info))} TZS</p>
        <BusinessNumber />
        <p className="code-label">
          <Trans>Pay code</Trans>
        </p>
        <PayCode code={payCode} />
        <CopyButton text={payCode} label={t`Copy pay code`} />
      </section>
      {Object.entries(payNotice).map(([channel, lists]) => (
        <section key={channel} className="code-card code-steps" aria-label={channel}>
          <h2>{channel}</h2>
          {lists.map((list) => (
            <div key={list.name}>
              <h3>{list.name}</h3>
              <ol>
                {list.step.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
          ))}
        </section>
      ))}
    </main>
  );
};
