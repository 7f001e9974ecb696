import type { Lender, OpsContactMessage, RepresentativeExample } from '@tz-loan/contract/content/calls';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { priceLoan } from '../../domain/pricing.ts';
import type { Language } from '../../shared/i18n.ts';
import { firstProduct, hitRateLimit, insertContactMessage, newestContactMessages } from './repository.ts';

export type ContactMessage = { name: string; telephone: string; suggestion: string };

/** Why a message was not kept: the form says each in its own words. */
export type ContactRefusal = 'incomplete' | 'telephone' | 'limited';
export type ContactResult = { sent: true } | { sent: false; refusal: ContactRefusal; minutes?: number };

/** Digits with the usual separators, as people write a number to be called back on. */
const TELEPHONE = /^\+?[\d\s().-]+$/;
const isTelephone = (text: string) => {
  const digits = text.replace(/\D/g, '').length;
  return TELEPHONE.test(text) && digits >= 6 && digits <= 15;
};

export type ContentService = ReturnType<typeof createContentService>;

/** The content pages and the official site (PRODUCT.md §15). */
export const createContentService = (db: Db, config: Pick<Config, 'lender' | 'limits'>) => ({
  lender: (): Lender => ({ ...config.lender }),

  /**
   * A loan's total cost, from the real pricing of the first demo product at its largest amount: the
   * loan every rate a product advertises is quoted for (the product page's example).
   */
  example: async (): Promise<RepresentativeExample | null> => {
    const product = await firstProduct(db);
    if (!product) return null;
    const price = priceLoan({ ...product, amount: product.amountMax });
    return {
      productName: product.name,
      amount: price.amount,
      termDays: product.termDays,
      periods: product.periods,
      interest: price.interest,
      serviceFee: price.serviceFee,
      totalRepayable: price.totalRepayable,
      aprBp: price.aprBp,
    };
  },

  /**
   * Keeps a complete message. Each client address may send a few per window, counted in the
   * database so that every API process shares the count; a refused form costs nothing and is not
   * counted.
   */
  receive: async (
    message: ContactMessage,
    from: { address: string; language: Language },
  ): Promise<ContactResult> => {
    if (!message.name || !message.telephone || !message.suggestion) {
      return { sent: false, refusal: 'incomplete' };
    }
    if (!isTelephone(message.telephone)) return { sent: false, refusal: 'telephone' };
    const limit = config.limits.contactPerAddress;
    if (limit !== null) {
      const windowSeconds = Math.round(config.limits.windowMs / 1000);
      const { hits, secondsLeft } = await hitRateLimit(db, `contact:address:${from.address}`, windowSeconds);
      if (hits > limit) {
        return { sent: false, refusal: 'limited', minutes: Math.max(1, Math.ceil(secondsLeft / 60)) };
      }
    }
    await insertContactMessage(db, { ...message, language: from.language });
    return { sent: true };
  },

  /** The newest messages first, for the staff. */
  messages: async (limit: number): Promise<OpsContactMessage[]> =>
    (await newestContactMessages(db, limit)).map((row) => ({
      id: row.id,
      name: row.name,
      telephone: row.telephone,
      suggestion: row.suggestion,
      language: row.language,
      createdAt: row.createdAt.toISOString(),
    })),
});
