import { t } from '@lingui/core/macro';
import { formatMoney } from '@tz-loan/contract/money';
import { type AmountReading, parseAmount } from './parse-amount.ts';

/** What the 'Modify amount' field holds: the text as the borrower typed it, and what it reads as. */
export type TypedAmount = { text: string; reading: AmountReading };

export const NO_TYPED_AMOUNT: TypedAmount = { text: '', reading: { kind: 'empty' } };

// The field keeps what was typed, read as the app writes amounts (PRODUCT.md §4): '276.063,89' is
// 276.063,89 TZS. What it read is said under it before Pay; what it cannot read, or what is more than
// may be paid now, is refused in words, never rounded, trimmed to digits or capped to the maximum.

/** The field after the borrower typed `text`. */
export const typeAmount = (text: string): TypedAmount => ({ text, reading: parseAmount(text) });

/** The field once the borrower leaves it: an amount it could read is written back as the app shows it. */
export const settleAmount = (typed: TypedAmount): TypedAmount =>
  typed.reading.kind === 'amount' ? { ...typed, text: formatMoney(typed.reading.minor) } : typed;

export type AmountBounds = { amountMin: number; amountMax: number };

/** Why an amount cannot be paid, or undefined when it can. */
export const amountProblem = (minor: number, { amountMin, amountMax }: AmountBounds): string | undefined => {
  const min = formatMoney(amountMin);
  const max = formatMoney(amountMax);
  if (minor > amountMax) {
    const amount = formatMoney(minor);
    return t`You typed ${amount} TZS: the most you can pay now is ${max} TZS`;
  }
  return minor < amountMin || minor <= 0 ? t`The amount must be at least ${min} TZS` : undefined;
};

/** What Pay would pay (null: nothing it can be read as), and why it cannot when it cannot. */
export type AmountToPay = { minor: number; problem?: undefined } | { minor: number | null; problem: string };

/**
 * What Pay pays: the typed amount once one is typed, else `selected` (the instalments' sum); with the
 * reason it is refused, if it is.
 */
export const amountToPay = (
  typed: TypedAmount | null,
  selected: number,
  bounds: AmountBounds,
): AmountToPay => {
  const reading = typed?.reading ?? NO_TYPED_AMOUNT.reading;
  const example = formatMoney(2_500_050);
  const max = formatMoney(bounds.amountMax);
  switch (reading.kind) {
    case 'empty': {
      const problem = amountProblem(selected, bounds);
      return problem ? { minor: selected, problem } : { minor: selected };
    }
    case 'amount': {
      const problem = amountProblem(reading.minor, bounds);
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
