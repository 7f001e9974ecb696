import { msg } from '@lingui/core/macro';
import './due-summary.css';
import type { LoanDetailsData } from '@tz-loan/contract/loan/calls';
import { OrderStatus } from '@tz-loan/contract/loan/order-status';
import { formatMoney } from '@tz-loan/contract/platform/money';
import { usePageScope } from '../../../shared/scope/page-scope.ts';
import { KeepDates } from '../../../shared/ui/keep-dates.tsx';
import type { NextDue } from './due-next.ts';

type Props = { due: NextDue; details: LoanDetailsData };

/** The amount due now and its date, with the order's notice: the top of /spring and /leadership. */
export const DueSummary = ({ due, details }: Props) => {
  // The render's own language (a test may render this without the app's providers).
  const { i18n } = usePageScope();
  // Nothing is due before the due date: the next instalment is named for what it is.
  const label = details.orderStatus === OrderStatus.repaying ? msg`Next instalment` : msg`Amount due`;
  return (
    <section className="due-card" aria-label={i18n._(label)}>
      <p className="due-status" data-status={details.orderStatus}>
        {details.noticeStatusText}
      </p>
      <p className="due-label">{i18n._(label)}</p>
      <p className="due-amount">{formatMoney(due.amount)} TZS</p>
      <dl className="due-date">
        <dt>{i18n._(msg`Due date`)}</dt>
        <dd>
          <KeepDates text={due.dueTime} />
        </dd>
      </dl>
      {details.noticeDesText && (
        <p className="due-notice">
          <KeepDates text={details.noticeDesText} />
        </p>
      )}
    </section>
  );
};
