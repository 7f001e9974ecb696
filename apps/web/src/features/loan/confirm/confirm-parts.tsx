import { Trans, useLingui } from '@lingui/react/macro';
import type { ConfirmationData } from '@tz-loan/contract/loan/calls';
import { formatMoney } from '@tz-loan/contract/platform/money';
import type { ReactNode } from 'react';
import type { CallState } from '../../../shared/http/use-call.ts';
import { isAllowedUrl } from '../../../shared/query/allowed-url.ts';
import { appUrl } from '../../../shared/query/app-url.ts';
import { KeepDates } from '../../../shared/ui/keep-dates.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';

/** The screen's frame; its title (heading and document) is the product name once known. */
export const Page = ({ title, children }: { title?: string | undefined; children?: ReactNode }) => {
  const { t } = useLingui();
  const shown = title || t`Confirm Loan`;
  useDocumentTitle(shown);
  return (
    <main className="confirm">
      <h1 className="confirm-title">{shown}</h1>
      {children}
    </main>
  );
};

/** Before the offer is there: a skeleton while loading, a message and Retry when it did not come. */
export const LoadState = ({ state, onRetry }: { state: CallState<unknown>; onRetry: () => void }) => {
  const { t } = useLingui();
  if (state.status === 'loading') {
    return (
      <div className="confirm-skeleton" role="status" aria-busy="true" aria-label={t`Loading`}>
        <div />
        <div />
        <div />
      </div>
    );
  }
  // A refusal is shown here in words, never as a toast (the main variant is silent, SPEC.md §8).
  const message =
    state.status === 'refused' && state.message
      ? state.message
      : t`Your offer could not be loaded. Check your connection and try again.`;
  return (
    <div className="confirm-failed">
      <p>{message}</p>
      <button type="button" className="confirm-button" onClick={onRetry}>
        <Trans>Retry</Trans>
      </button>
    </div>
  );
};

export const Money = ({ amount }: { amount: number }) => (
  <p className="confirm-money">
    {formatMoney(amount)} <span>TZS</span>
  </p>
);

/** Longer than a figure: a sentence (how interest is counted) is read under its label, not beside it. */
const SENTENCE_LENGTH = 30;

export const DetailRows = ({ rows }: { rows: ConfirmationData['details'] }) => (
  <dl className="confirm-rows">
    {rows.map((row) => (
      <div key={row.text} className={row.value.length > SENTENCE_LENGTH ? 'confirm-row-sentence' : undefined}>
        <dt>{row.text}</dt>
        <dd>
          <KeepDates text={row.value} />
        </dd>
      </div>
    ))}
  </dl>
);

/** One card per instalment: i/n, its amount and its due date. */
export const PlanCards = ({ plans }: { plans: ConfirmationData['repay_plans'] }) => (
  <ol className="confirm-plans">
    {plans.map((plan, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: instalments have no id; their order is their identity.
      <li className="confirm-card confirm-plan" key={index}>
        <span className="confirm-plan-index">
          {index + 1}/{plans.length}
        </span>
        <dl className="confirm-rows">
          <div>
            <dt>
              <Trans>Amount to pay (TZS):</Trans>
            </dt>
            <dd>{formatMoney(plan.amount)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Repayment time:</Trans>
            </dt>
            <dd>
              <KeepDates text={plan.pay_time} />
            </dd>
          </div>
        </dl>
      </li>
    ))}
  </ol>
);

/** Opens a page the server named (a contract): with the session's common params, on this site only. */
export const openServerPage = (url: string | undefined): void => {
  if (!url) return;
  const target = appUrl(url);
  // assign, not replace: back returns from the contract to this form.
  if (isAllowedUrl(target)) window.location.assign(target);
};
