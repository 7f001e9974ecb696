import { Trans } from '@lingui/react/macro';
import type { RepayPlanRow } from '@tz-loan/contract/repayment/calls';
import { KeepDate } from '../../../shared/ui/keep-dates.tsx';
import { isClickable, type Selection } from '../amount/instalment-selection.ts';

type Props = { rows: readonly RepayPlanRow[]; selection: Selection; onTap: (index: number) => void };

/** The unpaid instalments, ticked in order as on /sunflowerP. */
export const DueList = ({ rows, selection, onTap }: Props) => (
  <section className="cs-card" aria-labelledby="cs-due">
    <h2 id="cs-due">
      <Trans>Instalments to pay</Trans>
    </h2>
    <ul className="cs-due">
      {rows.map((row, index) => {
        const { periodNo } = row;
        const dueTime = <KeepDate>{row.dueTime}</KeepDate>;
        return (
          <li key={periodNo}>
            <label className="cs-method">
              <input
                type="checkbox"
                checked={index < selection.count}
                disabled={!isClickable(rows, selection, index)}
                onChange={() => onTap(index)}
              />
              <span>
                <Trans>Instalment {periodNo}</Trans> <strong>{row.displayAmount}</strong>{' '}
                <small>
                  <Trans>Due {dueTime}</Trans>
                </small>{' '}
                <em className={`cs-status ${row.periodStatus}`}>{row.status}</em>
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  </section>
);
