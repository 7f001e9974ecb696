import '../../../shared/ui/text-input.css';
import './amount-field.css';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@tz-loan/contract/platform/money';
import { useId } from 'react';
import type { AmountBounds, TypedAmount } from '../amount/instalment-amount.ts';
import { settleAmount, typeAmount } from '../amount/typed-amount.ts';

type Props = { typed: TypedAmount; bounds: AmountBounds; onType: (typed: TypedAmount) => void };

/**
 * 'Modify amount', as on /sunflowerP: typed as the app shows amounts ('276.063,89'); the amount read
 * is said under it before Pay and written back that way on leaving the field; what cannot be read, or
 * is more than may be paid now, is said instead and never paid.
 */
export const AmountField = ({ typed, bounds, onType }: Props) => {
  const { t } = useLingui();
  const id = useId();
  const { toPay } = typed;
  const amount = toPay?.minor == null ? '' : formatMoney(toPay.minor);
  return (
    <>
      <input
        className="text-input"
        aria-label={t`Amount to pay (TZS)`}
        type="text"
        inputMode="decimal"
        maxLength={32}
        autoComplete="off"
        // biome-ignore lint/a11y/noAutofocus: the borrower just asked for this field.
        autoFocus
        aria-invalid={toPay?.problem !== undefined}
        aria-describedby={id}
        value={typed.text}
        onChange={(event) => onType(typeAmount(event.target.value, bounds))}
        onBlur={() => onType(settleAmount(typed, bounds))}
      />
      <p
        id={id}
        className={toPay?.problem ? 'amount-read amount-read-refused' : 'amount-read'}
        aria-live="polite"
      >
        {toPay && (toPay.problem ?? t`You will pay ${amount} TZS`)}
      </p>
    </>
  );
};
