/**
 * A fresh `Idempotency-Key` (PRODUCT.md §7): make one per user action, keep it, and send the same one
 * when that action is retried. 128 random bits as hex, from getRandomValues, which (unlike
 * crypto.randomUUID) exists on old Android webviews and on plain-http pages.
 */
export const newIdempotencyKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
