import { randomBytes } from 'node:crypto';
import { CARD_SMS_ABOVE_MINOR } from '@tz-loan/contract/repayment/card-store-paths';
import { eq } from 'drizzle-orm';
import { sandboxCardCharges, sandboxCardVault } from '../../db/schema/card-store.ts';
import type { CardProcessor, ChargeResult } from './card-processor.ts';

/** The sandbox declines every card whose number ends in these digits (PRODUCT.md §13). */
export const DECLINED_LAST4 = '0002';

const newToken = () => `sbxcard_${randomBytes(16).toString('hex')}`;
const newChargeId = () => `SBXCHG-${randomBytes(8).toString('hex').toUpperCase()}`;

/**
 * The sandbox card processor: a vault that keeps a token, the last four digits and the expiry, the
 * decline rule (a number ending in 0002) and the SMS-code rule (a card's first payment, and any
 * payment above 200.000,00 TZS). It moves no real money.
 */
export const createSandboxCardProcessor = (): CardProcessor => {
  const last4Of = async (db: Parameters<CardProcessor['authorize']>[0], token: string) => {
    const [card] = await db
      .select({ last4: sandboxCardVault.last4 })
      .from(sandboxCardVault)
      .where(eq(sandboxCardVault.token, token));
    return card?.last4 ?? null;
  };

  const decide = async (
    db: Parameters<CardProcessor['authorize']>[0],
    token: string,
  ): Promise<ChargeResult> => {
    const last4 = await last4Of(db, token);
    return last4 === null || last4 === DECLINED_LAST4
      ? { ok: false, reason: 'declined' }
      : { ok: true, chargeId: '' };
  };

  return {
    vault: async (db, card) => {
      const token = newToken();
      const last4 = card.number.slice(-4);
      await db
        .insert(sandboxCardVault)
        .values({ token, last4, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear });
      return { token, last4 };
    },
    authorize: (db, token) => decide(db, token),
    needsCode: ({ firstPayment, amount }) => firstPayment || amount > CARD_SMS_ABOVE_MINOR,
    charge: async (db, request) => {
      const decision = await decide(db, request.token);
      const [row] = await db
        .insert(sandboxCardCharges)
        .values({
          reference: request.reference,
          token: request.token,
          amount: request.amount,
          status: decision.ok ? 'paid' : 'declined',
          chargeId: decision.ok ? newChargeId() : '',
        })
        .onConflictDoNothing({ target: sandboxCardCharges.reference })
        .returning();
      // A reference charged before answers as it did then.
      const [charge] = row
        ? [row]
        : await db
            .select()
            .from(sandboxCardCharges)
            .where(eq(sandboxCardCharges.reference, request.reference));
      if (charge?.status !== 'paid') return { ok: false, reason: 'declined' };
      return { ok: true, chargeId: charge.chargeId };
    },
  };
};
