import { t } from '@lingui/core/macro';
import { formatMoney } from '@tz-loan/contract/platform/money';
import { type AmountBounds, type AmountToPay, amountProblem, type TypedAmount } from './instalment-amount.ts';
import { type AmountReading, parseAmount } from './parse-amount.ts';

// The field keeps what was typed, read as the app writes amounts (PRODUCT.md §4): '276.063,89' is
// 276.063,89 TZS. What it read is said under it before Pay; what it cannot read, or what is more than
// may be paid now, is refused in words, never rounded, trimmed to digits or capped to the maximum.

const EXAMPLE = 2_500_050;

/** What a reading pays within `bounds`, or why it cannot (null: nothing typed). */
const toPayOf = (reading: AmountReading, { amountMin, amountMax }: AmountBounds): AmountToPay | null => {
  const example = formatMoney(EXAMPLE);
  const max = formatMoney(amountMax);
  switch (reading.kind) {
    case 'empty':
      return null;
    case 'amount': {
      if (reading.minor > amountMax) {
        const amount = formatMoney(reading.minor);
        return { minor: null, problem: t`You typed ${amount} TZS: the most you can pay now is ${max} TZS` };
      }
      const problem = amountProblem(reading.minor, amountMin);
      return problem ? { minor: null, problem } : { minor: reading.minor };
    }
    case 'tooLarge':
      return { minor: null, problem: t`The most you can pay now is ${max} TZS` };
    case 'tooManyDecimals':
      return { minor: null, problem: t`Use at most 2 digits after the comma, e.g. ${example}` };
    case 'malformed':
      return { minor: null, problem: t`Type the amount as the app shows it, e.g. ${example}` };
  }
};

/** The field after the borrower typed `text`. */
export const typeAmount = (text: string, bounds: AmountBounds): TypedAmount => ({
  text,
  toPay: toPayOf(parseAmount(text), bounds),
});

/** The field once the borrower leaves it: an amount it could read is written back as the app shows it. */
export const settleAmount = (typed: TypedAmount, bounds: AmountBounds): TypedAmount => {
  const reading = parseAmount(typed.text);
  return reading.kind === 'amount' ? typeAmount(formatMoney(reading.minor), bounds) : typed;
};
