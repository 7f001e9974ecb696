import '../../shared/ui/text-input.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@tz-loan/contract/money';
import { useId } from 'react';
import { type TypedAmount, typeAmount } from '../../shared/repayment/instalment-amount.ts';

type Props = {
  typed: TypedAmount;
  amountMin: number;
  amountMax: number;
  onType: (typed: TypedAmount) => void;
};

/** 'Modify amount': whole shillings, digits only, never above what may be paid now. */
export const InstalmentAmountField = ({ typed, amountMin, amountMax, onType }: Props) => {
  const { t } = useLingui();
  const id = useId();
  const min = formatMoney(amountMin);
  const max = formatMoney(amountMax);
  return (
    <div className="instalment-amount-field">
      <label className="repay-label" htmlFor={id}>
        <Trans>Amount to pay (TZS)</Trans>
      </label>
      <input
        id={id}
        className="text-input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        // biome-ignore lint/a11y/noAutofocus: the borrower just asked for this field by tapping 'Modify amount'.
        autoFocus
        placeholder={t`${min} to ${max}`}
        value={typed.text}
        onChange={(event) => onType(typeAmount(event.target.value, amountMax))}
      />
    </div>
  );
};
