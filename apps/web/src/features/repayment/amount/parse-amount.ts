// The inverse of the contract's formatMoney (@tz-loan/contract/platform/money): an amount typed the way the
// app shows one (PRODUCT.md §4: '.' between groups of three digits, ',' before at most 2 decimals)
// read into minor units, or why it cannot be read. Strict on purpose: a typed amount is money that
// leaves the borrower's wallet, so anything that could be read two ways is refused, never guessed
// (digits are never just kept, which read '276.063,89' as 27.606.389,00).

/** What a typed amount says: nothing yet, an amount in minor units, or why it is not one. */
export type AmountReading =
  | { kind: 'empty' }
  | { kind: 'amount'; minor: number }
  /** Not written as the app writes an amount: a letter or sign, a group not of three digits, '.5'. */
  | { kind: 'malformed' }
  /** More than 2 digits after the ',' ('12,345' could be twelve thousand written another way). */
  | { kind: 'tooManyDecimals' }
  /** More shillings than can be counted exactly (beyond 13 digits): above any amount owed. */
  | { kind: 'tooLarge' };

/** Shillings up to 13 digits keep every minor unit exact in a JavaScript number (2^53 has 16 digits). */
const MAX_SHILLING_DIGITS = 13;

// Shillings: plain digits ('276063'), or grouped in threes with '.' ('276.063', the first group 1–3
// digits, not starting with 0: '0.500' is a decimal written another way). Then ',' and 0–2 digits.
const AMOUNT = /^(\d+|[1-9]\d{0,2}(?:\.\d{3})+)(?:,(\d{0,2}))?$/;
const TOO_MANY_DECIMALS = /^(\d+|[1-9]\d{0,2}(?:\.\d{3})+),\d{3,}$/;
// The currency the app writes after an amount, copied with it.
const CURRENCY = /^TZS\s*|\s*TZS$/gi;

/**
 * Reads `input` as an amount of TZS: '276.063,89' and '276063,89' → 27_606_389, '50000,5' → 5_000_050,
 * '50.000' → 5_000_000. Spaces around it are ignored, a space between digits separates groups as '.'
 * does ('276 063,89'), and 'TZS' before or after it is allowed. Refuses a sign, another character,
 * a malformed group, more than 2 decimals and more than 13 digits of shillings.
 */
export const parseAmount = (input: string): AmountReading => {
  const text = input
    .trim()
    .replace(CURRENCY, '')
    .replace(/(\d)\s(?=\d)/g, '$1.');
  if (text === '') return { kind: 'empty' };
  const match = AMOUNT.exec(text);
  if (!match) return { kind: TOO_MANY_DECIMALS.test(text) ? 'tooManyDecimals' : 'malformed' };
  const shillings = (match[1] ?? '').replace(/\./g, '').replace(/^0+(?=\d)/, '');
  if (shillings.length > MAX_SHILLING_DIGITS) return { kind: 'tooLarge' };
  const cents = (match[2] ?? '').padEnd(2, '0');
  return { kind: 'amount', minor: Number(shillings) * 100 + Number(cents) };
};
