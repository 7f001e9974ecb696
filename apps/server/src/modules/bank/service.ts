import type { DbOrTx } from '../../db/client.ts';
import { maskAccountNumber } from './masking.ts';
import { findCurrentAccount } from './repository.ts';

/** The current payout account, whole (for the payout itself) and masked (for every screen). */
export type PayoutAccount = {
  id: number;
  cardType: string;
  bankCode: string;
  bankName: string;
  channelNumber: string;
  accountNumber: string;
  masked: string;
};

export type BankService = ReturnType<typeof createBankService>;

export const createBankService = (db: DbOrTx) => ({
  /** The borrower's current payout account, or null; pass `tx` inside a transaction. */
  currentAccount: async (borrowerId: number, tx: DbOrTx = db): Promise<PayoutAccount | null> => {
    const account = await findCurrentAccount(tx, borrowerId);
    if (!account) return null;
    return {
      id: account.id,
      cardType: account.cardType,
      bankCode: account.bankCode,
      bankName: account.bankName,
      channelNumber: account.channelNumber,
      accountNumber: account.accountNumber,
      masked: maskAccountNumber(account.accountNumber),
    };
  },
});
