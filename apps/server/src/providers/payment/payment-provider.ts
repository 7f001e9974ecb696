import type { Tx } from '../../db/client.ts';

/** How the borrower pays a collection: a pay code at an agent or in a wallet, a QR, or a hosted page. */
export type CollectionMethod = 'code' | 'qr' | 'page';

export type CollectionRequest = {
  tradeNo: string;
  amount: number;
  method: CollectionMethod;
  /**
   * Whether a pay code may be paid in parts (a repayment): it stays open for the rest. A roll-over's
   * code is paid once, and so is a hosted page whatever this says.
   */
  inParts?: boolean;
};
export type Collection = { payCode: string; payUrl: string };

/** The notification a provider sends when a collection is paid or fails (JSON, signed). */
export type PaymentNotification = {
  eventId: string;
  tradeNo: string;
  /** The provider's id of this payment: one payment, one id, however often it is delivered. */
  paymentId: string;
  status: 'paid' | 'failed';
  /** Minor units. */
  amount: number;
  currency: string;
};

/**
 * A payment provider (PRODUCT.md §1). The sandbox keeps its books in the same database, inside the
 * caller's transaction; a real provider is called over HTTP with `tradeNo` as its idempotency key.
 */
export type PaymentProvider = {
  /** Opens a collection; the same `tradeNo` again returns the first one. */
  open: (tx: Tx, request: CollectionRequest) => Promise<Collection>;
  /** Stops a collection from being paid (a newer one replaced it). */
  cancel: (tx: Tx, tradeNo: string) => Promise<void>;
  /** Whether a notification's raw body carries the provider's signature. */
  verify: (rawBody: string, signature: string | undefined) => boolean;
};
