import type { DbOrTx } from '../../db/client.ts';

/** A card as the borrower typed it: handed to the processor once, never kept by us. */
export type CardDetails = { number: string; holderName: string; expiryMonth: number; expiryYear: number };

/** What the vault answers for a card: a token to charge it by, and the last four digits to show. */
export type VaultedCard = { token: string; last4: string };

export type ChargeRequest = {
  token: string;
  /** Minor units. */
  amount: number;
  /** Ours, one per payment: the same reference again is the same charge, never a second one. */
  reference: string;
};

export type ChargeResult = { ok: true; chargeId: string } | { ok: false; reason: 'declined' };

/**
 * A card processor (PRODUCT.md §13). The sandbox keeps its books in the same database, inside the
 * caller's transaction; a real one is called over HTTPS with `reference` as its idempotency key. The
 * whole card number goes to `vault` and nowhere else.
 */
export type CardProcessor = {
  /** Stores the card in the processor's vault. */
  vault: (db: DbOrTx, card: CardDetails) => Promise<VaultedCard>;
  /** Whether the card would be charged: a declined card is refused before anything is written. */
  authorize: (db: DbOrTx, token: string, amount: number) => Promise<ChargeResult>;
  /** Whether the payment needs the SMS code the borrower receives (`needValid` 1). */
  needsCode: (payment: { firstPayment: boolean; amount: number }) => boolean;
  /** Takes the money, once per reference. */
  charge: (db: DbOrTx, request: ChargeRequest) => Promise<ChargeResult>;
};
