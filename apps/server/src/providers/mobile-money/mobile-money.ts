import type { WalletCode } from '@tz-loan/contract/repayment/mobile-money';

/**
 * Mobile-money rails (PRODUCT.md §17): the push that asks a borrower's phone for their PIN, payouts,
 * the holder's name of an account, and a transaction's status. The sandbox and AzamPay implement it.
 * Amounts are minor units (cents); wallets pay whole shillings, so an amount with cents is refused by
 * the caller before it gets here. Every request carries `reference`, our id for it: the provider's
 * `externalId`, which a repeat of the same request reuses.
 */
export type MobileMoneyRails = {
  readonly name: 'sandbox' | 'azampay';
  /** MNO checkout: pushes a PIN prompt to `phone` (255XXXXXXXXX) for `amount`. */
  push(request: PushRequest): Promise<Accepted>;
  /** Bank checkout (a bank account with the OTP the bank sent its holder); null when not offered. */
  bankCheckout: ((request: BankCheckoutRequest) => Promise<Accepted>) | null;
  /** Disbursement: pays `amount` out to a wallet or bank account. */
  disburse(request: DisburseRequest): Promise<Accepted>;
  /** The holder's name of a wallet or bank account, as the provider knows it. */
  nameLookup(request: { destination: Destination }): Promise<NameLookup>;
  /** What became of one of our requests, asked by its `reference`. */
  status(request: { reference: string; kind: 'collection' | 'disbursement' }): Promise<TransactionStatus>;
  /**
   * Reads a callback the provider posted (the raw body and its headers) and checks it as the
   * provider documents; a refused one changes nothing. `verified` callbacks may still be duplicates,
   * late or out of order: the caller applies each once.
   */
  readCallback(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<CallbackRead>;
};

export type PushRequest = { reference: string; phone: string; wallet: WalletCode; amount: number };

export type BankCheckoutRequest = {
  reference: string;
  bankName: 'CRDB' | 'NMB';
  accountNumber: string;
  phone: string;
  otp: string;
  amount: number;
};

export type Destination =
  | { kind: 'wallet'; wallet: WalletCode; accountNumber: string }
  | { kind: 'bank'; bankName: string; accountNumber: string };

export type DisburseRequest = {
  reference: string;
  destination: Destination;
  /** The holder's name the borrower confirmed; some providers need it to pay a bank account. */
  holderName: string;
  amount: number;
  remarks: string;
};

/**
 * The provider's first answer to a request. `accepted`: it took the request (the outcome comes by
 * callback or status). `refused`: it will never act on it (a bad number, an unsupported wallet).
 * `unsure`: a timeout, a 5xx, an expired token after one retry: it may or may not have taken it, so
 * the caller asks `status` before sending it again.
 */
export type Accepted =
  | { outcome: 'accepted'; providerRef: string }
  | { outcome: 'refused'; reason: string }
  | { outcome: 'unsure'; reason: string };

export type NameLookup =
  | { found: true; name: string }
  | { found: false; reason: string }
  | { found: 'unknown'; reason: string };

export type TransactionStatus =
  /** Money moved: `amount` in minor units, `providerRef` the provider's receipt (shown to the borrower). */
  | { state: 'succeeded'; providerRef: string; amount: number }
  /** It ended without moving money (declined, cancelled, timed out at the wallet). */
  | { state: 'failed'; reason: 'declined' | 'timeout' | 'refused'; detail: string }
  | { state: 'pending' }
  /** The provider has no record of the reference. */
  | { state: 'unknown' }
  /** The provider could not be asked (timeout, 5xx). */
  | { state: 'unreachable'; reason: string };

export type CallbackRead =
  | {
      verified: true;
      kind: 'collection' | 'disbursement';
      reference: string;
      result: Extract<TransactionStatus, { state: 'succeeded' } | { state: 'failed' }>;
      /** The phone or account the provider names, for the log. */
      account: string;
    }
  | { verified: false; reason: string; httpStatus: 400 | 401 | 404 };
