/** The account a payout is sent to: whole, as the provider needs it. */
export type PayoutDestination = { bankCode: string; bankName: string; accountNumber: string };

export type PayoutResult = { ok: true; reference: string } | { ok: false; reason: string };

/**
 * Sends a loan's money to the borrower's account. A real provider replaces the sandbox behind this;
 * `orderId` is the reference it deduplicates on, so a repeated send of one order pays once.
 */
export interface PayoutProvider {
  send(payout: { orderId: number; amount: number; account: PayoutDestination | null }): Promise<PayoutResult>;
}
