import './receipt-page.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@tz-loan/contract/platform/money';
import type { PaymentReceiptData } from '@tz-loan/contract/repayment/statement';
import { SCREEN } from '@tz-loan/contract/screens';
import { useAppUrl } from '../../../shared/scope/use-page-urls.ts';
import type { ScreenPage } from '../../../shared/screens/screen.ts';
import { Link } from '../../../shared/ui/app-link.tsx';
import { LoadFailed, Loading } from '../../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { ValueRows } from '../../../shared/ui/value-rows.tsx';
import { paymentReceiptData, usePaymentReceipt } from './api/get-payment-receipt.ts';

const tzs = (minor: number) => `${formatMoney(minor)} TZS`;

/** What the payment paid, part by part, and the balance it left. */
const useParts = (receipt: PaymentReceiptData) => {
  const { t } = useLingui();
  const { parts } = receipt;
  return [
    { text: t`Overdue penalty`, value: tzs(parts.penalty) },
    { text: t`Interest`, value: tzs(parts.interest) },
    { text: t`Service fee`, value: tzs(parts.fee) },
    { text: t`Principal`, value: tzs(parts.principal) },
    { text: t`Roll-over fee`, value: tzs(parts.rolloverFee) },
    { text: t`Paid beyond what was owed (kept for you)`, value: tzs(parts.credit) },
    { text: t`Balance after this payment`, value: tzs(Math.max(0, receipt.balanceAfter)) },
  ];
};

const Receipt = ({ receipt }: { receipt: PaymentReceiptData }) => {
  const { t } = useLingui();
  const appUrl = useAppUrl();
  const parts = useParts(receipt);
  return (
    <main className="receipt-page">
      <h1>
        <Trans>Payment receipt</Trans>
      </h1>
      <section className="receipt-card" aria-labelledby="receipt-payment">
        <h2 id="receipt-payment">
          <Trans>Payment</Trans>
        </h2>
        <ValueRows
          rows={[
            { text: t`Receipt number`, value: receipt.receiptNo },
            { text: t`Amount`, value: tzs(receipt.amount) },
            { text: t`Paid with`, value: receipt.way },
            { text: t`Reference`, value: receipt.reference },
            { text: t`Date`, value: receipt.date },
          ]}
        />
      </section>
      <section className="receipt-card" aria-labelledby="receipt-parts">
        <h2 id="receipt-parts">
          <Trans>What it paid</Trans>
        </h2>
        <ValueRows rows={parts} />
      </section>
      <Link className="receipt-statement" to={appUrl(SCREEN.loanStatement, { orderId: receipt.orderId })}>
        <Trans>Loan statement</Trans>
      </Link>
    </main>
  );
};

/**
 * One payment's receipt (PRODUCT.md §20), reached from the statement, loan details and the SMS with
 * `?orderId=&paymentId=`: amount, way, reference, date, what it paid and the balance after it.
 */
export const ReceiptPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Payment receipt`);
  const { state, reload } = usePaymentReceipt();
  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ok')
    return <LoadFailed title={t`Could not load your receipt`} state={state} onRetry={reload} />;
  return <Receipt receipt={state.data} />;
};

export const page: ScreenPage = { Component: ReceiptPage, data: paymentReceiptData };
