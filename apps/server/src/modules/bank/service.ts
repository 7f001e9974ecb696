import type { BoundAccount, FormItem } from '@tz-loan/contract/bank/calls';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Language } from '../../shared/i18n.ts';
import { maskAccountNumber } from '../../shared/masking.ts';
import { buildFormItems } from './form-items.ts';
import {
  findAccountById,
  findCurrentAccount,
  insertAccount,
  lockBorrowerAccounts,
  replaceAccount,
} from './repository.ts';
import { type AccountValues, validateBankValues } from './validate.ts';

/** The current payout account, whole (for the payout itself) and masked (for every screen). */
export type PayoutAccount = {
  id: number;
  cardType: string;
  bankCode: string;
  bankName: string;
  channelNumber: string;
  accountNumber: string;
  /** The holder's name the borrower typed. */
  userName: string;
  masked: string;
};

/** What cardChange needs from the loan lifecycle: retry an order's failed payout (151 → 110) in `tx`. */
export type PayoutRetry = {
  retryPayout: (
    borrowerId: number,
    orderId: number,
    accountId: number,
    tx: Tx,
  ) => Promise<{ orderId: number; status: number }>;
};

type AccountRow = NonNullable<Awaited<ReturnType<typeof findCurrentAccount>>>;

const toBound = (row: AccountRow): BoundAccount => ({
  cardType: row.cardType,
  bankCode: row.bankCode,
  bankName: row.bankName,
  cardNo: maskAccountNumber(row.accountNumber),
});

const toPayoutAccount = (account: AccountRow): PayoutAccount => ({
  id: account.id,
  cardType: account.cardType,
  bankCode: account.bankCode,
  bankName: account.bankName,
  channelNumber: account.channelNumber,
  accountNumber: account.accountNumber,
  userName: account.userName,
  masked: maskAccountNumber(account.accountNumber),
});

const sameAccount = (row: AccountRow, values: AccountValues) =>
  row.cardType === values.cardType &&
  row.bankCode === values.bankCode &&
  row.channelNumber === values.channelNumber &&
  row.userName === values.userName &&
  row.accountNumber === values.accountNumber;

/** Saving what is already current keeps it: a repeated save is a no-op by the business rule. */
const storeAccount = async (tx: Tx, borrowerId: number, values: AccountValues) => {
  await lockBorrowerAccounts(tx, borrowerId);
  const current = await findCurrentAccount(tx, borrowerId);
  if (current && sameAccount(current, values)) return current;
  if (current) await replaceAccount(tx, current.id, new Date());
  return insertAccount(tx, { borrowerId, ...values });
};

export type BankService = ReturnType<typeof createBankService>;

export const createBankService = (db: DbOrTx) => {
  /**
   * The lock serialises a borrower's saves; should a writer that skips it race us, the unique index on
   * the current account refuses one of the two and the transaction is run once more, reading the winner.
   */
  const inTransaction = async <T>(work: (tx: Tx) => Promise<T>): Promise<T> => {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return db.transaction(work);
    }
  };

  return {
    /** The borrower's current payout account, or null; pass `tx` inside a transaction. */
    currentAccount: async (borrowerId: number, tx: DbOrTx = db): Promise<PayoutAccount | null> => {
      const account = await findCurrentAccount(tx, borrowerId);
      return account ? toPayoutAccount(account) : null;
    },

    /** An account a payout was sent to, current or since replaced. */
    accountById: async (accountId: number, tx: DbOrTx = db): Promise<PayoutAccount | null> => {
      const account = await findAccountById(tx, accountId);
      return account ? toPayoutAccount(account) : null;
    },

    /**
     * An account staff enter for a borrower, checked by the bank form's rules (a refusal in its words);
     * nothing is stored. The label names it masked, as the trail does.
     */
    checkStaffAccount: (input: Record<string, string>) => {
      const values = validateBankValues(input);
      return { label: `${values.bankName} ${maskAccountNumber(values.accountNumber)}` };
    },

    /** Makes an account staff entered the borrower's current one, inside the caller's transaction. */
    bindForBorrower: async (tx: Tx, borrowerId: number, input: Record<string, string>) =>
      toPayoutAccount(await storeAccount(tx, borrowerId, validateBankValues(input))),

    /** The bank form's items; the borrower's own form is the one place the number comes back whole. */
    formItems: async (borrowerId: number, language: Language): Promise<FormItem[]> =>
      buildFormItems(await findCurrentAccount(db, borrowerId), language),

    /** The current account as every screen shows it (number masked), or null. */
    boundAccount: async (borrowerId: number): Promise<BoundAccount | null> => {
      const account = await findCurrentAccount(db, borrowerId);
      return account ? toBound(account) : null;
    },

    /** Validates a bank form body and makes it the current account; nothing is written on a refusal. */
    saveAccount: async (borrowerId: number, input: Record<string, string>) => {
      const values = validateBankValues(input);
      const account = await inTransaction((tx) => storeAccount(tx, borrowerId, values));
      return { account: toBound(account) };
    },

    /**
     * Saves the account and retries the order's failed payout with it, in one transaction: if the
     * order is not the borrower's or not at 151, the lifecycle refuses and the account is not saved.
     */
    changeAccountForOrder: async (
      borrowerId: number,
      orderId: number,
      input: Record<string, string>,
      lifecycle: PayoutRetry,
    ) => {
      const values = validateBankValues(input);
      return inTransaction(async (tx) => {
        const account = await storeAccount(tx, borrowerId, values);
        const order = await lifecycle.retryPayout(borrowerId, orderId, account.id, tx);
        return { account: toBound(account), orderId: String(order.orderId), orderStatus: order.status };
      });
    },
  };
};
