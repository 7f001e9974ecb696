import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { OfferTerm } from '@tz-loan/contract/loan/calls';
import { formatMoney } from '@tz-loan/contract/platform/money';
import { useId } from 'react';

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
const TermText = ({ term }: { term: OfferTerm }) => (
  <>
    <Plural value={term.termDays} one="# day" other="# days" /> ·{' '}
    <Plural value={term.periods} one="# instalment" other="# instalments" />
  </>
);

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
