import type { OfferData } from '@tz-loan/contract/loan/calls';

/** What the borrower chose: an amount (minor units) and one of the product's terms (PRODUCT.md §19). */
export type Choice = { amount: number; termDays: number; periods: number; termUnit: number };

/** The choice an offer was priced for. */
export const choiceOf = (offer: OfferData): Choice => ({
  amount: offer.amount,
  termDays: offer.termDays,
  periods: offer.periods,
  termUnit: offer.termUnit,
});

export const choiceKey = (choice: Choice) => `${choice.amount}/${choice.termDays}/${choice.periods}`;

/**
 * The amounts the server allows, smallest first: the product's smallest, each step above it, and its
 * largest even off the step. An offer without a range (an older server) allows its own amount only.
 */
export const allowedAmounts = (
  offer: Pick<OfferData, 'amount' | 'amountMin' | 'amountMax' | 'amountStep'>,
) => {
  const { amountMin, amountMax, amountStep } = offer;
  if (!(amountStep > 0) || amountMin > amountMax) return [offer.amount];
  const amounts: number[] = [];
  for (let amount = amountMin; amount < amountMax; amount += amountStep) amounts.push(amount);
  amounts.push(amountMax);
  return amounts;
};
