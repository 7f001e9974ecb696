import type { LoanDetailsData } from '@tz-loan/contract/loan';
import { formatMoney } from '@tz-loan/contract/money';

const STATE_TEXT = { pending: 'Not started', unpaid: 'Unpaid', due: 'Due', overdue: 'Overdue', paid: 'Paid' };

/** The plan of the order: what is paid, what is due and when (for following up repayment). */
export const PlanList = ({ plan }: { plan: LoanDetailsData['plan'] }) =>
  plan.length > 0 && (
    <section className="ld-card">
      <h2>Repayment plan</h2>
      <ol className="ld-plan">
        {plan.map((i) => (
          <li key={i.periodNo}>
            <span>
              {i.periodNo}/{plan.length} · {i.dueTime || 'Dates set at payout'}
            </span>
            <strong>{formatMoney(i.amount)} TZS</strong>
            <em className={i.state}>{STATE_TEXT[i.state]}</em>
          </li>
        ))}
      </ol>
    </section>
  );
