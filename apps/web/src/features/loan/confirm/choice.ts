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

const CHOICE_PARAMS = ['amount', 'termDays', 'periods', 'termUnit'] as const;

/**
 * The choice a page URL carries (the product page hands it to the confirmation), or none when the URL
 * lacks any part of it. The server checks the choice; this only reads whole numbers.
 */
export const choiceFromQuery = (query: URLSearchParams): Choice | undefined => {
  const values = CHOICE_PARAMS.map((name) => query.get(name));
  if (!values.every((value) => value !== null && /^\d{1,15}$/.test(value))) return undefined;
  const [amount, termDays, periods, termUnit] = values.map(Number) as [number, number, number, number];
  return { amount, termDays, periods, termUnit };
};

/** The query params that carry `choice` to another screen. */
export const choiceParams = (choice: Choice): Record<string, string> => ({
  amount: String(choice.amount),
  termDays: String(choice.termDays),
  periods: String(choice.periods),
  termUnit: String(choice.termUnit),
});
