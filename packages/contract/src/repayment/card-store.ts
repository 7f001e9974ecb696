import { z } from 'zod';
import { defineCall } from '../platform/call.ts';
import { INPUT_TEXTS, inputText } from '../platform/input-texts.ts';
import { idParam, minorUnitsParam } from '../platform/params.ts';
import { repayPlanRow } from './calls.ts';
import { CARD_STORE_PATHS } from './card-store-paths.ts';

// The channel app's card-store repayment (PRODUCT.md §13). These calls answer `{code, message, data}`
// with the code as text, like the complaint calls: '00' is success, '800005' a duplicate payment
// request, '800006' a wrong SMS code, any other refusal its code as text ('400', '404', '409').
// `data` below is what the envelope's `data` holds. The card rules are checked by the server, which
// says why in the reader's language; the schemas only bound the shapes.

const zeroOrOne = z.union([z.literal(0), z.literal(1)]);

/** A form value that may be missing or empty: kept as trimmed text of at most `max` characters. */
const optionalText = (name: string, max: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined ? '' : String(v).trim()))
    .pipe(z.string().max(max, inputText(INPUT_TEXTS.tooLong, { name })));

const requiredText = (name: string, max: number) =>
  z
    .union([z.string(), z.number()], { error: inputText(INPUT_TEXTS.required, { name }) })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, inputText(INPUT_TEXTS.required, { name }))
        .max(max, inputText(INPUT_TEXTS.tooLong, { name })),
    );

/** A saved debit card as every answer shows it: never more than its last four digits. */
export const bankCard = z.object({
  id: z.string(),
  bankName: z.string(),
  /** Masked: '**** **** **** 1234'. */
  cardNo: z.string(),
  bankCode: z.string(),
  /** MM/YY. */
  expiry: z.string(),
});
export type BankCard = z.infer<typeof bankCard>;

/** A bank whose debit cards the server takes (add-card's `bankCode`). */
export const cardBank = z.object({ bankName: z.string(), bankCode: z.string() });

export const repaymentWayData = z.object({
  /** The e-wallet option (`repayment-huichao`): its name, and 1 when it may be used. */
  alipay: z.object({ name: z.string(), open: zeroOrOne }),
  /** Single-use, for this borrower and order, for 15 minutes: `repayment-commit` sends it back. */
  repayToken: z.string(),
  /** When the token expires (ISO 8601). */
  repayTokenExpiresAt: z.string(),
  bankCards: z.array(bankCard),
  /** The banks add-card takes. */
  banks: z.array(cardBank),
  orderId: z.string(),
  productName: z.string(),
  /** Everything owed now (instalments and their overdue penalty), minor units. */
  owed: z.number().int(),
  /** What one payment may be, minor units: at most everything owed. */
  amountMin: z.number().int(),
  amountMax: z.number().int(),
  /** The unpaid instalments in order, as `/sunflowerP` lists them (the first is ticked). */
  dueInstalments: z.array(repayPlanRow),
  /** A card payment above this (minor units) needs the SMS code, as does a card's first payment. */
  smsCodeAbove: z.number().int(),
});
export type RepaymentWayData = z.infer<typeof repaymentWayData>;

/** `#/borrowDetail`: what is owed, the saved cards, the e-wallet option and a fresh repay token. */
export const repaymentWay = defineCall({
  ...CARD_STORE_PATHS.repaymentWay,
  summary: 'What is owed on the order, the saved cards (masked), the e-wallet option and a repay token',
  refusals: [404, 409],
  input: z.object({ orderId: idParam('orderId') }),
  data: repaymentWayData,
});

export const repaymentCommitData = z.object({
  /** 1: an SMS code was sent and `repayment-confirm` settles the payment; 0: settled now. */
  needValid: zeroOrOne,
  repayRecordId: z.string(),
  /** 'pending' (waiting for the code) or 'settled'. */
  status: z.enum(['pending', 'settled']),
  /** Minor units. */
  amount: z.number().int(),
  /** The order's status after the payment (200 once everything is paid). */
  orderStatus: z.number().int(),
});
export type RepaymentCommitData = z.infer<typeof repaymentCommitData>;

/** Pays with a saved card. Idempotent: an `Idempotency-Key` replays; a token used again is 800005. */
export const repaymentCommit = defineCall({
  ...CARD_STORE_PATHS.repaymentCommit,
  summary:
    'Pays with a saved card: settled at once, or after the SMS code (needValid 1: a card’s first payment, or above 200.000,00 TZS)',
  refusals: [404, 409, 800005],
  input: z.object({
    orderId: idParam('orderId'),
    amount: minorUnitsParam('amount'),
    cardId: idParam('cardId'),
    repayToken: requiredText('repayToken', 128),
    /** As `bankCards` shows them; the server pays the card `cardId` names. */
    bankName: optionalText('bankName', 100),
    cardNo: optionalText('cardNo', 40),
    bankCode: optionalText('bankCode', 16),
    /** The product has no coupons: must be empty. */
    couponId: optionalText('couponId', 64),
    /** The app's wish for an SMS code (0/1); the server's rule decides `needValid`. */
    sendMsg: optionalText('sendMsg', 1),
  }),
  data: repaymentCommitData,
});

/** Settles a pending card payment with its SMS code; 800006 a wrong code, the fifth cancels it. */
export const repaymentConfirm = defineCall({
  ...CARD_STORE_PATHS.repaymentConfirm,
  summary: 'Settles a card payment with the SMS code; the fifth wrong code cancels it',
  refusals: [404, 409, 800006],
  input: z.object({
    orderId: idParam('orderId'),
    repaymentRecordId: idParam('repaymentRecordId'),
    verifyCode: requiredText('verifyCode', 12),
  }),
  data: repaymentCommitData.omit({ needValid: true }),
});

/** `#/alipayrepayment`: the e-wallet's pay page (the sandbox hosted page) for this amount. */
export const repaymentHuichao = defineCall({
  ...CARD_STORE_PATHS.repaymentHuichao,
  summary: 'The e-wallet’s pay page for an amount of the order; paid once into the same ledger',
  refusals: [403, 404, 409],
  input: z.object({
    userId: idParam('userId'),
    orderId: idParam('orderId'),
    amount: minorUnitsParam('amount'),
  }),
  data: z.object({ url: z.string(), tradeNo: z.string() }),
});

/** Refused outright: a security code is never sent, accepted or kept. */
const noSecurityCode = (name: string) =>
  z
    .unknown()
    .optional()
    .refine((v) => v === undefined, `${name}: Do not send the card's security code`);

/** `#/addnormalcard`: a debit card into the vault; only its token, bank, last four and expiry are kept. */
export const addCard = defineCall({
  ...CARD_STORE_PATHS.addCard,
  summary:
    'Saves a debit card (Luhn-checked number of 12–19 digits, holder, expiry MM/YY, bank): only a vault token, the bank, the last four digits and the expiry are kept',
  refusals: [409],
  input: z.object({
    /** Digits, grouped with spaces or dashes as typed. */
    cardNo: requiredText('cardNo', 40),
    holderName: requiredText('holderName', 100),
    /** MM/YY, not in the past. */
    expiry: requiredText('expiry', 7),
    bankCode: requiredText('bankCode', 16),
    cvv: noSecurityCode('cvv'),
    cvc: noSecurityCode('cvc'),
    securityCode: noSecurityCode('securityCode'),
  }),
  data: bankCard,
});
