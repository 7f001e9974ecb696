import '../../../shared/ui/text-input.css';
import './instalment-amount-field.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@tz-loan/contract/platform/money';
import { useId } from 'react';
import type { TypedAmount } from '../amount/instalment-amount.ts';
import { settleAmount, typeAmount } from '../amount/typed-amount.ts';

type Props = {
  typed: TypedAmount;
  amountMin: number;
  amountMax: number;
  onType: (typed: TypedAmount) => void;
};

/**
 * 'Modify amount': typed as the app shows amounts ('276.063,89'); the amount it reads is said under
 * it before Pay, and written back that way when the borrower leaves the field. What it cannot read,
 * or what is more than may be paid now, is said instead and never paid.
 */
export const InstalmentAmountField = ({ typed, amountMin, amountMax, onType }: Props) => {
  const { t } = useLingui();
  const id = useId();
  const min = formatMoney(amountMin);
  const max = formatMoney(amountMax);
  const bounds = { amountMin, amountMax };
  const { toPay } = typed;
  const amount = toPay?.minor == null ? '' : formatMoney(toPay.minor);
  return (
    <div className="instalment-amount-field">
      <label className="repay-label" htmlFor={id}>
        <Trans>Amount to pay (TZS)</Trans>
      </label>
      <input
        id={id}
        className="text-input"
        type="text"
        inputMode="decimal"
        maxLength={32}
        autoComplete="off"
        // biome-ignore lint/a11y/noAutofocus: the borrower just asked for this field by tapping 'Modify amount'.
        autoFocus
        placeholder={t`${min} to ${max}`}
        aria-invalid={toPay?.problem !== undefined}
        aria-describedby={`${id}-read`}
        value={typed.text}
        onChange={(event) => onType(typeAmount(event.target.value, bounds))}
        onBlur={() => onType(settleAmount(typed, bounds))}
      />
      <p
        id={`${id}-read`}
        className={toPay?.problem ? 'amount-read amount-read-refused' : 'amount-read'}
        aria-live="polite"
      >
        {toPay && (toPay.problem ?? t`You will pay ${amount} TZS`)}
      </p>
    </div>
  );
};
