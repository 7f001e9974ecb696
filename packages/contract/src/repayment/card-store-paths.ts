import type { CallRef } from '../platform/call-ref.ts';

// No zod here: the channel app's card-store screens import these on their first load.

/** Where the card-store calls live (SPEC.md §7), under `/tapi`. */
export const CARD_STORE_PREFIX = '/api/v1/youmi/youmi-api/service/loan';

/** The card-store calls' methods and paths; their schemas are in card-store.ts. */
export const CARD_STORE_PATHS = {
  repaymentWay: { method: 'POST', path: `${CARD_STORE_PREFIX}/repayment-way` },
  repaymentCommit: { method: 'POST', path: `${CARD_STORE_PREFIX}/repayment-commit` },
  repaymentConfirm: { method: 'POST', path: `${CARD_STORE_PREFIX}/repayment-confirm` },
  repaymentHuichao: { method: 'POST', path: `${CARD_STORE_PREFIX}/repayment-huichao` },
  /** Our own call: saves a debit card to the vault. */
  addCard: { method: 'POST', path: `${CARD_STORE_PREFIX}/add-card` },
} as const satisfies Record<string, CallRef>;

/** The business codes of the card-store calls (SPEC.md §8), as the '00' envelope carries them: text. */
export const CardStoreCode = {
  /** A second commit while one is pending, or a repay token used again. */
  duplicate: '800005',
  /** A wrong SMS code. */
  wrongCode: '800006',
} as const;

/** `needValid`: 1 when the payment waits for the SMS code, 0 when it was settled at commit. */
export const NeedValid = { no: 0, yes: 1 } as const;

/** A repay token lives this long and is used once (PRODUCT.md §13). */
export const REPAY_TOKEN_TTL_MS = 15 * 60_000;

/** Payments above this need the SMS code, whatever the card: 200.000,00 TZS in minor units. */
export const CARD_SMS_ABOVE_MINOR = 200_000_00;

/** The fifth wrong code cancels the payment. */
export const CARD_CODE_MAX_TRIES = 5;

/** Card numbers: 12 to 19 digits, Luhn-checked. */
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;
