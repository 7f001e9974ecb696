import './statement-page.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, formatSignedMoney } from '@tz-loan/contract/platform/money';
import type { LoanStatementData } from '@tz-loan/contract/repayment/statement';
import { SCREEN } from '@tz-loan/contract/screens';
import { useAppUrl } from '../../../shared/scope/use-page-urls.ts';
import type { ScreenPage } from '../../../shared/screens/screen.ts';
import { Link } from '../../../shared/ui/app-link.tsx';
import { KeepDates } from '../../../shared/ui/keep-dates.tsx';
import { LoadFailed, Loading } from '../../../shared/ui/load-state.tsx';
import { SignedDownload } from '../../../shared/ui/signed-download.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { loanStatementData, useLoanStatement } from './api/get-loan-statement.ts';
import { getStatementPdfLink } from './api/get-statement-pdf-link.ts';

/** The statement's PDF, from a signed address the phone downloads without the session. */
const DownloadPdf = ({ orderId }: { orderId: string }) => (
  <SignedDownload link={() => getStatementPdfLink({ orderId })} className="statement-download">
    <Trans>Download PDF</Trans>
  </SignedDownload>
);

const Totals = ({ data }: { data: LoanStatementData }) => (
  <dl className="statement-totals">
    <div>
      <dt>
        <Trans>Loan amount</Trans>
      </dt>
      <dd>{formatMoney(data.amount)} TZS</dd>
    </div>
    <div>
      <dt>
        <Trans>Paid so far</Trans>
      </dt>
      <dd>{formatMoney(data.paid)} TZS</dd>
    </div>
    <div>
      <dt>
        <Trans>Owed today</Trans>
      </dt>
      <dd>{formatMoney(data.owedToday)} TZS</dd>
    </div>
  </dl>
);

/**
 * A loan's statement (PRODUCT.md §20), reached from loan details with `?orderId=`: every ledger entry
 * with the balance after it, the totals, and the same as a PDF. A payment's line opens its receipt.
 */
export const StatementPage = () => {
  const { t } = useLingui();
  const appUrl = useAppUrl();
  useDocumentTitle(t`Loan statement`);
  const { state, reload } = useLoanStatement();
  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ok')
    return <LoadFailed title={t`Could not load your statement`} state={state} onRetry={reload} />;
  const data = state.data;
  const { orderId, productName } = data;
  return (
    <main className="statement-page">
      <h1>
        <Trans>Loan statement</Trans>
      </h1>
      <p className="statement-loan">
        <Trans>
          Loan {orderId} · {productName}
        </Trans>
      </p>
      <Totals data={data} />
      <DownloadPdf orderId={data.orderId} />
      <h2>
        <Trans>Entries</Trans>
      </h2>
      {data.lines.length === 0 ? (
        <p>
          <Trans>Nothing has been paid out on this loan yet.</Trans>
        </p>
      ) : (
        <ol className="statement-lines">
          {data.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the ledger is append-only and never reordered; its lines have no id.
            <li key={`${index}-${line.date}`} data-kind={line.kind}>
              <span className="statement-date">
                <KeepDates text={line.date} />
              </span>
              <span className="statement-text">
                {line.paymentId ? (
                  <Link
                    to={appUrl(SCREEN.paymentReceipt, {
                      orderId: data.orderId,
                      paymentId: String(line.paymentId),
                    })}
                  >
                    <KeepDates text={line.text} />
                  </Link>
                ) : (
                  <KeepDates text={line.text} />
                )}
              </span>
              <span className="statement-amount">
                <Trans>Amount</Trans> {formatSignedMoney(line.amount)} TZS
              </span>
              <span className="statement-balance">
                <Trans>Balance</Trans> {formatSignedMoney(line.balance)} TZS
              </span>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
};

export const page: ScreenPage = { Component: StatementPage, data: loanStatementData };
