import { type I18n, i18n as tabI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatMoney } from '@tz-loan/contract/platform/money';

export type AmountBounds = { amountMin: number; amountMax: number };

/** What Pay would pay (null: nothing that can be paid), and why it cannot when it cannot. */
export type AmountToPay = { minor: number; problem?: undefined } | { minor: number | null; problem: string };

/**
 * What the 'Modify amount' field holds: the text as the borrower typed it, and what it pays (null
 * while nothing is typed: the instalments' sum applies). Read by typed-amount.ts, which loads with the
 * field when the borrower asks for it.
 */
export type TypedAmount = { text: string; toPay: AmountToPay | null };

export const NO_TYPED_AMOUNT: TypedAmount = { text: '', toPay: null };

/** Why an amount cannot be paid, or undefined when it can: in `i18n`'s language (a screen's own, as it renders). */
export const amountProblem = (minor: number, amountMin: number, i18n: I18n = tabI18n): string | undefined => {
  const min = formatMoney(amountMin);
  return minor < amountMin || minor <= 0 ? i18n._(msg`The amount must be at least ${min} TZS`) : undefined;
};

/** What Pay pays: what was typed once something is, else `selected` (the instalments' sum). */
export const amountToPay = (
  typed: TypedAmount | null,
  selected: number,
  amountMin: number,
  i18n: I18n = tabI18n,
): AmountToPay => {
  if (typed?.toPay) return typed.toPay;
  const problem = amountProblem(selected, amountMin, i18n);
  return problem ? { minor: selected, problem } : { minor: selected };
};
