import { TERM_UNIT_DAYS } from '@tz-loan/contract/loan/order-status';
import { LOAN_AMOUNT_STEP_MINOR } from '@tz-loan/contract/platform/constants';
import { formatMoney } from '@tz-loan/contract/platform/money';
import type { ProductTerm } from '../../../db/schema/loan.ts';
import { badRequest } from '../../../domain/errors.ts';
import { type Language, say } from '../../../shared/i18n.ts';
import { daysText, instalmentsText } from '../texts.ts';
import { CONFIRM_REFUSALS, CONFIRM_TEXTS } from './texts.ts';

/** What a borrower may choose among: a product's or a product version's amounts and terms. */
export type Offered = {
  amountMin: number;
  amountMax: number;
  termDays: number;
  periods: number;
  extraTerms: ProductTerm[];
};

/** The amount and term a loan is priced on (PRODUCT.md §19). */
export type Choice = { amount: number; termDays: number; periods: number };

/** What the app sends; each part left out is the default offer's (the largest amount, the default term). */
export type ChoiceInput = {
  amount?: number | undefined;
  periods?: number | undefined;
  termUnit?: number | undefined;
  termDays?: number | undefined;
};

/** The default term first, then the others by days and instalments; a repeated one is listed once. */
export const productTerms = (product: Offered): ProductTerm[] => {
  const others = product.extraTerms
    .filter((t) => !(t.termDays === product.termDays && t.periods === product.periods))
    .sort((a, b) => a.termDays - b.termDays || a.periods - b.periods);
  const unique = others.filter(
    (t, i) => i === 0 || t.termDays !== others[i - 1]?.termDays || t.periods !== others[i - 1]?.periods,
  );
  return [{ termDays: product.termDays, periods: product.periods }, ...unique];
};

/**
 * The amounts on offer: the smallest, each step of 10.000 TZS above it, and the largest, which need
 * not lie on a step (a range of 400.000–605.000 offers 600.000 and 605.000 at its top).
 */
export const isAllowedAmount = (product: Offered, amount: number) =>
  amount === product.amountMax ||
  (amount >= product.amountMin &&
    amount < product.amountMax &&
    (amount - product.amountMin) % LOAN_AMOUNT_STEP_MINOR === 0);

/** '91 days in 2 instalments', in one language. */
export const termText = (term: ProductTerm, language: Language) =>
  say(CONFIRM_TEXTS.termChoice, language, {
    days: daysText(term.termDays, language),
    instalments: instalmentsText(term.periods, language),
  });

/** A refusal whose values are words: said in both languages here, as the envelope picks one. */
const bothLanguages = (said: (language: Language) => string) => ({ en: said('en'), sw: said('sw') });

const checkAmount = (product: Offered, amount: number) => {
  if (amount < product.amountMin || amount > product.amountMax) {
    throw badRequest(CONFIRM_REFUSALS.amountRange, {
      min: formatMoney(product.amountMin),
      max: formatMoney(product.amountMax),
    });
  }
  if (!isAllowedAmount(product, amount)) {
    throw badRequest(CONFIRM_REFUSALS.amountStep, {
      step: formatMoney(LOAN_AMOUNT_STEP_MINOR),
      min: formatMoney(product.amountMin),
      max: formatMoney(product.amountMax),
    });
  }
};

const checkTerm = (product: Offered, input: ChoiceInput): ProductTerm => {
  const terms = productTerms(product);
  const wanted = (t: ProductTerm) =>
    (input.periods === undefined || t.periods === input.periods) &&
    (input.termDays === undefined || t.termDays === input.termDays);
  const term = terms.find(wanted);
  if (term) return term;
  // A product of one term keeps the refusal it always gave.
  if (terms.length === 1 && input.periods !== product.periods)
    throw badRequest(CONFIRM_REFUSALS.periods, { periods: product.periods });
  throw badRequest(
    bothLanguages((language) =>
      say(CONFIRM_REFUSALS.term, language, {
        terms: terms.map((t) => termText(t, language)).join('; '),
      }),
    ),
  );
};

/** The choice the product allows, or a 400 saying what it allows; nothing is written either way. */
export const resolveChoice = (product: Offered, input: ChoiceInput): Choice => {
  const amount = input.amount ?? product.amountMax;
  checkAmount(product, amount);
  if (input.termUnit !== undefined && input.termUnit !== TERM_UNIT_DAYS)
    throw badRequest(CONFIRM_REFUSALS.termUnit, { unit: TERM_UNIT_DAYS });
  const term = checkTerm(product, input);
  return { amount, termDays: term.termDays, periods: term.periods };
};
