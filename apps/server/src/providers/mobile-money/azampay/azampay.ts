import type { WalletCode } from '@tz-loan/contract/repayment/mobile-money';
import type {
  Accepted,
  Destination,
  MobileMoneyRails,
  NameLookup,
  TransactionStatus,
} from '../mobile-money.ts';
import { readAzamPayCallback } from './azampay-callback.ts';
import { createAzamPayHttp, type HttpOptions, type Json, messageOf, type Reply } from './azampay-http.ts';

/**
 * AzamPay behind our mobile-money rails, written against developerdocs.azampay.co.tz (the pages each
 * request comes from are listed in docs/providers/azampay.md).
 */
export type AzamPaySettings = {
  env: 'sandbox' | 'live';
  appName: string;
  clientId: string;
  clientSecret: string;
  apiKey?: string | undefined;
  /** Overrides of the environment's hosts (a local fake in tests). */
  authBaseUrl?: string | undefined;
  checkoutBaseUrl?: string | undefined;
  disburseBaseUrl?: string | undefined;
  timeoutMs: number;
  /** The lender's account payouts leave from (disbursement's `source`); payouts are refused without it. */
  payoutSource?: { fullName: string; bankName: string; accountNumber: string } | undefined;
};

export const AZAMPAY_HOSTS = {
  sandbox: {
    auth: 'https://authenticator-sandbox.azampay.co.tz',
    checkout: 'https://sandbox.azampay.co.tz',
    disburse: 'https://api-disbursement-sandbox.azampay.co.tz',
  },
  live: {
    auth: 'https://authenticator.azampay.co.tz',
    checkout: 'https://checkout.azampay.co.tz',
    disburse: 'https://api-disbursement.azampay.co.tz',
  },
} as const;

/** AzamPay's `provider` (checkout) and `bankName` (disbursement, name lookup) for each wallet. */
export const AZAMPAY_PROVIDERS: Record<WalletCode, string> = {
  TZ0001: 'Mpesa',
  TZ0002: 'Tigo',
  TZ0003: 'Airtel',
  TZ0004: 'Halopesa',
  TZ0005: 'Azampesa',
};

/** Whole shillings as AzamPay takes them; an amount with cents is the caller's mistake. */
export const wholeShillings = (amount: number): number => {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount % 100 !== 0) {
    throw new Error(`AzamPay takes whole shillings: ${amount} minor units is not one`);
  }
  return amount / 100;
};

/** 255XXXXXXXXX from 255…, +255… or 0…; '' when it is not a Tanzanian mobile number. */
export const msisdn = (phone: string): string => {
  const digits = phone.replace(/\D/g, '');
  const national = digits.startsWith('255') ? digits.slice(3) : digits.replace(/^0/, '');
  return /^[67]\d{8}$/.test(national) ? `255${national}` : '';
};

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** A request's first answer: only a documented refusal is `refused`; anything unclear is `unsure`. */
const accepted = (reply: Reply, reference: string, scrub: (s: string) => string): Accepted => {
  if (reply.kind === 'down') return { outcome: 'unsure', reason: reply.reason };
  if (reply.kind === 'denied') return { outcome: 'refused', reason: reply.reason };
  const { status, body } = reply;
  const message = scrub(messageOf(body));
  if (status < 300 && body.success === true) {
    const providerRef = text(body.transactionId) || text(body.pgReferenceId) || reference;
    return { outcome: 'accepted', providerRef };
  }
  // A repeat of a reference AzamPay already holds is not a refusal of the first request.
  if (/duplicate/i.test(message)) return { outcome: 'unsure', reason: message };
  if (status >= 400 || body.success === false) {
    return { outcome: 'refused', reason: message || `AzamPay refused it (${status})` };
  }
  return { outcome: 'unsure', reason: 'AzamPay answered without saying whether it took the request' };
};

const SUCCEEDED = /^(success|successful|succeeded|completed?)$/i;
const PENDING = /^(pending|processing|in ?process|in ?progress|initiated|submitted)$/i;
const FAILED = /^(fail|failed|failure|declined|cancelled|canceled|rejected|expired|timeout)$/i;

/** Why a transaction ended without money, from AzamPay's status word and message. */
export const failureReason = (word: string, message: string): 'declined' | 'timeout' =>
  /time ?out|timed out|expired/i.test(`${word} ${message}`) ? 'timeout' : 'declined';

/** A transaction-status answer in our terms. */
const readStatus = (reply: Reply, scrub: (s: string) => string): TransactionStatus => {
  if (reply.kind !== 'answer') return { state: 'unreachable', reason: reply.reason };
  const { status, body } = reply;
  const message = scrub(messageOf(body));
  if (status === 404 || (body.success === false && /not ?found|no record|does not exist/i.test(message))) {
    return { state: 'unknown' };
  }
  if (status >= 300 || body.success === false) {
    return { state: 'unreachable', reason: message || `AzamPay answered ${status}` };
  }
  // The documented answer carries the status word in `data`; a richer one nests the transaction there.
  const record = (typeof body.data === 'object' && body.data ? body.data : body) as Json;
  const word = text(typeof body.data === 'string' ? body.data : (record.status ?? record.transactionstatus));
  const detail = scrub(text(record.message) || message);
  if (PENDING.test(word)) return { state: 'pending' };
  if (FAILED.test(word)) return { state: 'failed', reason: failureReason(word, detail), detail };
  if (!SUCCEEDED.test(word))
    return { state: 'unreachable', reason: `AzamPay's status '${scrub(word)}' is not known` };
  const shillings = Number(text(record.amount));
  if (!text(record.amount) || !Number.isFinite(shillings)) {
    return { state: 'unreachable', reason: 'AzamPay reported success without the amount' };
  }
  const providerRef =
    text(record.fspReferenceId) ||
    text(record.pgReferenceId) ||
    text(record.reference) ||
    text(record.transactionId);
  return { state: 'succeeded', providerRef, amount: Math.round(shillings * 100) };
};

const bankNameOf = (destination: Destination): string =>
  destination.kind === 'wallet' ? AZAMPAY_PROVIDERS[destination.wallet] : destination.bankName;

const accountOf = (destination: Destination): string =>
  destination.kind === 'wallet' ? msisdn(destination.accountNumber) : destination.accountNumber;

export const createAzamPay = (settings: AzamPaySettings, options: HttpOptions = {}): MobileMoneyRails => {
  const hosts = AZAMPAY_HOSTS[settings.env];
  const checkout = settings.checkoutBaseUrl ?? hosts.checkout;
  const disburseBase = settings.disburseBaseUrl ?? hosts.disburse;
  const http = createAzamPayHttp({ ...settings, authBaseUrl: settings.authBaseUrl ?? hosts.auth }, options);

  const status: MobileMoneyRails['status'] = async ({ reference }) => {
    const query = new URLSearchParams({ externalId: reference });
    const reply = await http.call('GET', `${disburseBase}/api/v1/azampay/transactionstatus?${query}`);
    return readStatus(reply, http.scrub);
  };

  return {
    name: 'azampay',

    async push({ reference, phone, wallet, amount }) {
      const shillings = wholeShillings(amount);
      const accountNumber = msisdn(phone);
      if (!accountNumber) return { outcome: 'refused', reason: 'Not a Tanzanian mobile number' };
      const reply = await http.call('POST', `${checkout}/azampay/mno/checkout`, {
        accountNumber,
        amount: String(shillings),
        currency: 'TZS',
        externalId: reference,
        provider: AZAMPAY_PROVIDERS[wallet],
        additionalProperties: {},
      });
      return accepted(reply, reference, http.scrub);
    },

    async bankCheckout({ reference, bankName, accountNumber, phone, otp, amount }) {
      const shillings = wholeShillings(amount);
      const mobile = msisdn(phone);
      if (!mobile) return { outcome: 'refused', reason: 'Not a Tanzanian mobile number' };
      const reply = await http.call('POST', `${checkout}/azampay/bank/checkout`, {
        amount: String(shillings),
        currencyCode: 'TZS',
        merchantAccountNumber: accountNumber,
        merchantMobileNumber: mobile,
        merchantName: null,
        otp,
        provider: bankName,
        referenceId: reference,
        additionalProperties: {},
      });
      return accepted(reply, reference, http.scrub);
    },

    async disburse({ reference, destination, holderName, amount, remarks }) {
      const shillings = wholeShillings(amount);
      const source = settings.payoutSource;
      if (!source) return { outcome: 'refused', reason: 'No AzamPay payout account is configured' };
      const accountNumber = accountOf(destination);
      if (!accountNumber) return { outcome: 'refused', reason: 'Not a Tanzanian mobile number' };
      const reply = await http.call('POST', `${disburseBase}/api/v1/azampay/disburse`, {
        source: { countryCode: 'TZ', currency: 'TZS', ...source },
        destination: {
          countryCode: 'TZ',
          fullName: holderName,
          bankName: bankNameOf(destination),
          accountNumber,
          currency: 'TZS',
        },
        transferDetails: { type: 'FUND', amount: shillings, date: new Date().toISOString() },
        externalReferenceId: reference,
        remarks,
      });
      return accepted(reply, reference, http.scrub);
    },

    async nameLookup({ destination }): Promise<NameLookup> {
      const accountNumber = accountOf(destination);
      if (!accountNumber) return { found: false, reason: 'Not a Tanzanian mobile number' };
      const reply = await http.call('POST', `${disburseBase}/api/v1/azampay/namelookup`, {
        bankName: bankNameOf(destination),
        accountNumber,
      });
      if (reply.kind !== 'answer') return { found: 'unknown', reason: reply.reason };
      const { status, body } = reply;
      const name = text(body.name).trim();
      if (status < 300 && (body.success === true || body.status === true) && name)
        return { found: true, name };
      return { found: false, reason: http.scrub(messageOf(body)) || 'AzamPay does not know the account' };
    },

    status,

    readCallback: (rawBody) => readAzamPayCallback(rawBody, status),
  };
};
