import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OfferData, OfferTerm } from '@tz-loan/contract/loan/calls';
import { formatMoney } from '@tz-loan/contract/platform/money';
import { useId, useMemo } from 'react';
import { countCategory } from '../../../shared/i18n/count.ts';
import type { useOfferChoice } from './api/get-offer.ts';
import { allowedAmounts } from './choice.ts';

type AmountProps = { amounts: number[]; value: number; onChange: (amount: number) => void };

/**
 * The loan amount and, when the product allows more than one, the control to choose it: a slider
 * over the allowed amounts for big moves, and one step less or more (10.000 TZS) with the buttons.
 * A native range input: it has a keyboard, a name and a spoken value in every webview.
 */
export const AmountChoice = ({ amounts, value, onChange }: AmountProps) => {
  const { t } = useLingui();
  const labelId = useId();
  // The amount is always one of them: the controls choose among them, and the server answers with one.
  const index = Math.max(0, amounts.indexOf(value));
  const step = (by: number) => {
    const next = amounts[index + by];
    if (next !== undefined) onChange(next);
  };
  const spoken = `${formatMoney(value)} TZS`;
  return (
    <section className="confirm-card confirm-amount" aria-labelledby={labelId}>
      <h2 className="confirm-label" id={labelId}>
        <Trans>Loan amount</Trans>
      </h2>
      <p className="confirm-money">
        {formatMoney(value)} <span>TZS</span>
      </p>
      {amounts.length > 1 && (
        <div className="confirm-stepper">
          <button
            type="button"
            className="confirm-step"
            aria-label={t`Decrease the amount`}
            disabled={index === 0}
            onClick={() => step(-1)}
          >
            −
          </button>
          <input
            type="range"
            className="confirm-range"
            min={0}
            max={amounts.length - 1}
            step={1}
            value={index}
            aria-labelledby={labelId}
            aria-valuetext={spoken}
            onChange={(event) => {
              const next = amounts[Number(event.target.value)];
              if (next !== undefined) onChange(next);
            }}
          />
          <button
            type="button"
            className="confirm-step"
            aria-label={t`Increase the amount`}
            disabled={index === amounts.length - 1}
            onClick={() => step(1)}
          >
            +
          </button>
        </div>
      )}
    </section>
  );
};

/** '91 days · 2 instalments'. */
const TermText = ({ term: { termDays, periods } }: { term: OfferTerm }) => {
  const { t, i18n } = useLingui();
  const days = t({
    message: select(countCategory(i18n.locale, termDays), {
      one: `${termDays} day`,
      other: `${termDays} days`,
    }),
  });
  const instalments = t({
    message: select(countCategory(i18n.locale, periods), {
      one: `${periods} instalment`,
      other: `${periods} instalments`,
    }),
  });
  return `${days} · ${instalments}`;
};

type TermProps = {
  terms: OfferTerm[];
  termDays: number;
  periods: number;
  onChange: (term: OfferTerm) => void;
};

/** The product's terms as one group of choices; nothing when it has only one. */
export const TermChoice = ({ terms, termDays, periods, onChange }: TermProps) => {
  const name = useId();
  if (terms.length < 2) return null;
  return (
    <fieldset className="confirm-card confirm-terms">
      <legend className="confirm-label">
        <Trans>Loan term</Trans>
      </legend>
      {terms.map((term) => {
        const checked = term.termDays === termDays && term.periods === periods;
        return (
          <label
            key={`${term.termDays}/${term.periods}`}
            className={checked ? 'confirm-term chosen' : 'confirm-term'}
          >
            <input type="radio" name={name} checked={checked} onChange={() => onChange(term)} />
            <span>
              <TermText term={term} />
            </span>
          </label>
        );
      })}
    </fieldset>
  );
};

type OfferChoiceProps = { first: OfferData } & Pick<
  ReturnType<typeof useOfferChoice>,
  'choice' | 'choose' | 'pending' | 'failed'
>;

/**
 * The borrower's choice of amount and term (PRODUCT.md §19) among what the offer `first` allows, with
 * what a screen reader hears while new figures come and what everyone reads when they did not.
 */
export const OfferChoice = ({ first, choice, choose, pending, failed }: OfferChoiceProps) => {
  const { t } = useLingui();
  const amounts = useMemo(() => allowedAmounts(first), [first]);
  return (
    <>
      <AmountChoice amounts={amounts} value={choice.amount} onChange={(amount) => choose({ amount })} />
      <TermChoice
        terms={first.terms}
        termDays={choice.termDays}
        periods={choice.periods}
        onChange={({ termDays, periods, termUnit }) => choose({ termDays, periods, termUnit })}
      />
      <p className="confirm-updating" role="status">
        {pending ? t`Updating your offer…` : ''}
      </p>
      {failed && (
        <p className="confirm-update-failed" role="alert">
          <Trans>Your offer could not be updated. Check your connection and try again.</Trans>
        </p>
      )}
    </>
  );
};
