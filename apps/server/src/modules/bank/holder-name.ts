import type { HolderName } from '@tz-loan/contract/bank/calls';
import { findWallet } from '@tz-loan/contract/repayment/mobile-money';
import type { Destination, MobileMoneyRails } from '../../providers/mobile-money/mobile-money.ts';
import { type Language, say } from '../../shared/i18n.ts';
import { HOLDER_TEXTS } from './texts.ts';
import { validateBankValues } from './validate.ts';

/**
 * The holder as shown to whoever typed the number: the first name and the next one's initial, so a
 * number typed at random does not reveal a stranger's whole name.
 */
export const shortHolderName = (name: string) => {
  const [first = '', second] = name.trim().split(/\s+/);
  const initial = second?.replace(/[^\p{L}]/gu, '').slice(0, 1);
  return initial ? `${first} ${initial}.` : first;
};

/** Wallet codes (TZ0001..TZ0005) are wallets; any other code is a bank, named as the provider names it. */
export const destinationOf = (values: {
  bankCode: string;
  bankName: string;
  accountNumber: string;
}): Destination => {
  const wallet = findWallet(values.bankCode);
  return wallet
    ? { kind: 'wallet', wallet: wallet.code, accountNumber: values.accountNumber }
    : {
        kind: 'bank',
        bankName: values.bankName.replace(/\s+Bank$/i, ''),
        accountNumber: values.accountNumber,
      };
};

/**
 * Before an account is bound (PRODUCT.md §17): the provider's name lookup, told to the borrower.
 * Borrowers have no name on record in this product, so every name found is shown for them to confirm.
 * Without rails, or when the provider cannot be asked, the account may be saved without the name.
 */
export const createHolderNameLookup =
  (rails: Pick<MobileMoneyRails, 'nameLookup'> | null) =>
  async (input: Record<string, string>, language: Language): Promise<HolderName> => {
    const values = validateBankValues(input);
    const wallet = findWallet(values.bankCode) !== undefined;
    const unknown = (): HolderName => ({
      found: 'unknown',
      holderName: '',
      confirm: false,
      message: say(HOLDER_TEXTS.unknown, language),
    });
    if (!rails) return unknown();
    const answer = await rails.nameLookup({ destination: destinationOf(values) }).catch(() => null);
    if (!answer || answer.found === 'unknown') return unknown();
    if (answer.found === false) {
      return {
        found: 'no',
        holderName: '',
        confirm: false,
        message: say(wallet ? HOLDER_TEXTS.noWallet : HOLDER_TEXTS.noAccount, language),
      };
    }
    const name = shortHolderName(answer.name);
    return {
      found: 'yes',
      holderName: name,
      confirm: true,
      message: say(wallet ? HOLDER_TEXTS.wallet : HOLDER_TEXTS.account, language, { name }),
    };
  };
export type HolderNameLookup = ReturnType<typeof createHolderNameLookup>;
