import { Code } from '@tz-loan/contract/platform/envelope';
import type { BankCard } from '@tz-loan/contract/repayment/card-store';
import type { Db } from '../../../db/client.ts';
import {
  cardDigits,
  formatExpiry,
  holderNameOf,
  isExpired,
  maskCard,
  parseExpiry,
  passesLuhn,
} from '../../../domain/card-rules.ts';
import { badRequest, DomainError } from '../../../domain/errors.ts';
import { tanzaniaToday } from '../../../domain/loan-status.ts';
import type { CardProcessor } from '../../../providers/card/card-processor.ts';
import { type Language, say } from '../../../shared/i18n.ts';
import { findCardBank } from './banks.ts';
import { type CardRow, countCards, findSameCard, insertCard, listCards } from './repository.ts';
import { ADD_CARD_REFUSALS as REFUSED } from './texts.ts';

/** A borrower keeps at most this many cards. */
export const MAX_CARDS = 10;

export type AddCardInput = { cardNo: string; holderName: string; expiry: string; bankCode: string };

/** A card as every answer shows it: its last four digits, never more. */
export const cardView = (card: CardRow, language: Language): BankCard => ({
  id: String(card.id),
  bankName: say(findCardBank(card.bankCode)?.name ?? { en: card.bankName, sw: card.bankName }, language),
  cardNo: maskCard(card.last4),
  bankCode: card.bankCode,
  expiry: formatExpiry(card.expiryMonth, card.expiryYear),
});

/** The vault race's loser: its twin was saved first, and what it wrote is rolled back. */
class SavedByTwin extends Error {}

/**
 * Debit cards (PRODUCT.md §13): checked, handed to the processor's vault, and kept as its token, the
 * bank, the last four digits and the expiry. The whole number and the holder's name go to the vault
 * only; a security code is refused by the contract before it gets here.
 */
export const createCardService = (db: Db, deps: { processor: CardProcessor; now: () => Date }) => {
  const add = async (borrowerId: number, input: AddCardInput) => {
    const digits = cardDigits(input.cardNo);
    if (!digits) throw badRequest(REFUSED.cardNumber);
    if (!passesLuhn(digits)) throw badRequest(REFUSED.luhn);
    const holderName = holderNameOf(input.holderName);
    if (!holderName) throw badRequest(REFUSED.holderName);
    const expiry = parseExpiry(input.expiry);
    if (!expiry) throw badRequest(REFUSED.expiryFormat);
    if (isExpired(expiry, tanzaniaToday(deps.now()))) throw badRequest(REFUSED.expiryPast);
    const bank = findCardBank(input.bankCode);
    if (!bank) throw badRequest(REFUSED.bank);
    const same = {
      borrowerId,
      bankCode: bank.code,
      last4: digits.slice(-4),
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
    };
    const saved = await findSameCard(db, same);
    if (saved) return saved;
    if ((await countCards(db, borrowerId)) >= MAX_CARDS) {
      throw new DomainError(Code.conflict, REFUSED.tooManyCards, { max: MAX_CARDS });
    }
    try {
      return await db.transaction(async (tx) => {
        const vaulted = await deps.processor.vault(tx, {
          number: digits,
          holderName,
          expiryMonth: expiry.month,
          expiryYear: expiry.year,
        });
        const row = await insertCard(tx, { ...same, bankName: bank.name.en, vaultToken: vaulted.token });
        if (!row) throw new SavedByTwin();
        return row;
      });
    } catch (error) {
      if (!(error instanceof SavedByTwin)) throw error;
      const twin = await findSameCard(db, same);
      if (!twin) throw new Error('the card saved by a concurrent request is missing');
      return twin;
    }
  };

  return { add, list: (borrowerId: number) => listCards(db, borrowerId) };
};
export type CardService = ReturnType<typeof createCardService>;
