import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LoanDetailsData } from '@tz-loan/contract/loan/calls';
import { formatMoney } from '@tz-loan/contract/platform/money';
import { KeepDates } from '../../../shared/ui/keep-dates.tsx';

const STATE_TEXT = {
  pending: msg`Not started`,
  unpaid: msg`Unpaid`,
  due: msg`Due`,
  overdue: msg`Overdue`,
  paid: msg`Paid`,
};

/** The plan of the order: what is paid, what is due and when (for following up repayment). */
export const PlanList = ({ plan }: { plan: LoanDetailsData['plan'] }) => {
  const { t, i18n } = useLingui();
  if (plan.length === 0) return null;
  return (
    <section className="ld-card">
      <h2>
        <Trans>Repayment plan</Trans>
      </h2>
      <ol className="ld-plan">
        {plan.map((i) => (
          <li key={i.periodNo}>
            <span>
              {i.periodNo}/{plan.length} · <KeepDates text={i.dueTime || t`Dates set at payout`} />
            </span>
            <strong>{formatMoney(i.amount)} TZS</strong>
            <em className={i.state}>{i18n._(STATE_TEXT[i.state])}</em>
          </li>
        ))}
      </ol>
    </section>
  );
};
