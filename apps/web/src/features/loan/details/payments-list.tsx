import { Trans } from '@lingui/react/macro';
import type { LoanDetailsData } from '@tz-loan/contract/loan/calls';
import { formatMoney } from '@tz-loan/contract/platform/money';
import { KeepDates } from '../../../shared/ui/keep-dates.tsx';

/** What the borrower has paid (PRODUCT.md §20): each payment with its way and date. */
export const PaymentsList = ({ payments }: { payments: LoanDetailsData['payments'] }) => {
  if (payments.length === 0) return null;
  return (
    <section className="ld-card" aria-labelledby="ld-payments-title">
      <h2 id="ld-payments-title">
        <Trans>My payments</Trans>
      </h2>
      <ol className="ld-plan">
        {payments.map((p) => (
          <li key={p.paymentId}>
            <span>
              <KeepDates text={p.paidAt} /> · {p.way}
            </span>
            <strong>{formatMoney(p.amount)} TZS</strong>
          </li>
        ))}
      </ol>
    </section>
  );
};
