import { Trans } from '@lingui/react/macro';
import type { LoanDetailsData } from '@tz-loan/contract/loan/calls';
import { formatMoney } from '@tz-loan/contract/platform/money';
import { SCREEN } from '@tz-loan/contract/screens';
import { useAppUrl } from '../../../shared/scope/use-page-urls.ts';
import { Link } from '../../../shared/ui/app-link.tsx';
import { KeepDates } from '../../../shared/ui/keep-dates.tsx';

type Props = { payments: LoanDetailsData['payments']; orderId: string };

/**
 * What the borrower has paid (PRODUCT.md §20): each payment with its way and date, opening its receipt,
 * and the loan's statement.
 */
export const PaymentsList = ({ payments, orderId }: Props) => {
  const appUrl = useAppUrl();
  const statement = (
    <Link className="ld-statement" to={appUrl(SCREEN.loanStatement, { orderId })}>
      <Trans>Statement</Trans>
    </Link>
  );
  if (payments.length === 0) return <p className="ld-statement-only">{statement}</p>;
  return (
    <section className="ld-card" aria-labelledby="ld-payments-title">
      <h2 id="ld-payments-title">
        <Trans>My payments</Trans>
      </h2>
      <ol className="ld-plan">
        {payments.map((p) => (
          <li key={p.paymentId}>
            <Link to={appUrl(SCREEN.paymentReceipt, { orderId, paymentId: p.paymentId })}>
              <span>
                <KeepDates text={p.paidAt} /> · {p.way}
              </span>
              <strong>{formatMoney(p.amount)} TZS</strong>
            </Link>
          </li>
        ))}
      </ol>
      {statement}
    </section>
  );
};
