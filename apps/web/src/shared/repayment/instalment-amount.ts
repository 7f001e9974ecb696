import { t } from '@lingui/core/macro';
import { formatMoney } from '@tz-loan/contract/money';

/** What the 'Modify amount' field holds: the text shown, and the amount it stands for (minor units). */
export type TypedAmount = { text: string; minor: number | null };

export const NO_TYPED_AMOUNT: TypedAmount = { text: '', minor: null };

// The borrower types whole shillings; the API counts cents. Past the maximum the field shows the
// maximum's shillings while the amount is the exact maximum, cents included, so 'pay everything'
// stays possible from the field.

/** The field after the borrower typed `input`: digits only, at most `amountMax`. */
export const typeAmount = (input: string, amountMax: number): TypedAmount => {
  const text = input.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (text === '') return NO_TYPED_AMOUNT;
  const minor = Number(text) * 100;
  if (minor > amountMax) return { text: String(Math.floor(amountMax / 100)), minor: amountMax };
  return { text, minor };
};

/** Why an amount cannot be paid, or undefined when it can. */
export const amountProblem = (minor: number, amountMin: number): string | undefined => {
  const min = formatMoney(amountMin);
  return minor < amountMin || minor <= 0 ? t`The amount must be at least ${min} TZS` : undefined;
};
