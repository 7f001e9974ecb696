import { Trans } from '@lingui/react/macro';
import type { RepaymentPlanData, RepayPlanRow } from '@tz-loan/contract/repayment/calls';
import { KeepDate } from '../../../shared/ui/keep-dates.tsx';
import { isClickable, type Selection } from '../amount/instalment-selection.ts';

type Props = {
  plan: RepaymentPlanData['repayPlanDetail'];
  selection: Selection;
  onTap: (index: number) => void;
  onToggleAll: () => void;
};

const RowText = ({ row }: { row: RepayPlanRow }) => {
  const { periodNo } = row;
  const dueTime = <KeepDate>{row.dueTime}</KeepDate>;
  return (
    // The spaces keep the words apart where they are read out as one (a checkbox's name).
    <span className="instalment-text">
      <span className="instalment-period">
        <Trans>Instalment {periodNo}</Trans>
      </span>{' '}
      <strong>{row.displayAmount}</strong>{' '}
      <span className="instalment-due">
        <Trans>Due {dueTime}</Trans>
      </span>{' '}
      <em className={`instalment-status ${row.periodStatus}`}>{row.status}</em>
    </span>
  );
};

/** The instalments to pay, ticked in order, and apart from them the ones already paid. */
export const InstalmentPlan = ({ plan, selection, onTap, onToggleAll }: Props) => {
  const rows = plan.repayWaitDetail;
  const count = plan.repayWaitCount;
  return (
    <section className="repay-card" aria-labelledby="instalments-heading">
      <div className="instalment-head">
        <h2 id="instalments-heading">
          <Trans>Instalments to pay ({count})</Trans>
        </h2>
        {rows.length > 1 && (
          <label className="instalment-all">
            <input type="checkbox" checked={selection.count === rows.length} onChange={onToggleAll} />
            <Trans>Select all</Trans>
          </label>
        )}
      </div>
      {rows.length > 1 && (
        <p className="instalment-hint">
          <Trans>Paid in order: tick them one after another.</Trans>
        </p>
      )}
      <ul className="instalment-list">
        {rows.map((row, index) => (
          <li key={row.periodNo}>
            <label className="instalment-row">
              <input
                type="checkbox"
                checked={index < selection.count}
                disabled={!isClickable(rows, selection, index)}
                onChange={() => onTap(index)}
              />
              <RowText row={row} />
            </label>
          </li>
        ))}
      </ul>
      {plan.repayYetDetail.length > 0 && (
        <>
          <h3 className="instalment-paid-head">
            <Trans>Paid</Trans>
          </h3>
          <ul className="instalment-list paid">
            {plan.repayYetDetail.map((row) => (
              <li key={row.periodNo} className="instalment-row">
                <RowText row={row} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
};
