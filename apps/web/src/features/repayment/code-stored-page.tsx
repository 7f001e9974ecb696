import './code-page.css';
import { formatMoney } from '@tz-loan/contract/money';
import { useEffect, useState } from 'react';
import type { ScreenPage } from '../../shared/screens/screen.ts';
import { Loading } from '../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { CopyButton } from './code-copy-button.tsx';
import { NoCode } from './code-none.tsx';
import { PayCode } from './code-pay-code.tsx';
import { readRepaymentInfo, totalPayment } from './code-stored-info.ts';

/**
 * Repayment code v2 `/repaymentOfCode2`: the code kept on this phone after Pay Now, with the contract
 * number, the total to pay and each channel's steps.
 */
export const StoredCodePage = () => {
  useDocumentTitle('Repayment code');
  // The code lives only on this phone: read after the first paint, which the server renders without it.
  const [info, setInfo] = useState<ReturnType<typeof readRepaymentInfo> | undefined>(undefined);
  useEffect(() => setInfo(readRepaymentInfo()), []);
  if (info === undefined) return <Loading />;
  if (!info) return <NoCode />;
  const { logo, payCode, payNotice } = info.defDetail;
  return (
    <main className="code-page">
      <h1 className="code-title">Repayment code</h1>
      <section className="code-card">
        {logo && <img className="code-logo" src={logo} alt="" width="48" height="48" />}
        <div className="code-contract">
          <div>
            <p className="code-label">Contract number</p>
            <p className="code-select">{info.contractNo}</p>
          </div>
          <CopyButton text={info.contractNo} label="Copy contract number" />
        </div>
        <p className="code-label">Total payment</p>
        <p className="code-amount">{formatMoney(totalPayment(info))} TZS</p>
        <p className="code-label">Pay code</p>
        <PayCode code={payCode} />
        <CopyButton text={payCode} label="Copy pay code" />
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

export const page: ScreenPage = { Component: StoredCodePage };
