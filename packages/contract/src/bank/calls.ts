import { z } from 'zod';
import { defineCall } from '../platform/call.ts';
import { INPUT_TEXTS, inputText } from '../platform/input-texts.ts';
import { BANK_PATHS } from './paths.ts';

/** Codes of the bank form's items (SPEC.md §3 'Form item'). */
export const BANK_ITEM_CODES = [
  'cardType',
  'bankCode',
  'userName',
  'cardNo',
  'confirmCardNo',
  'channelNumber',
] as const;

/** Card types of the `cardType` item: 1 mobile money, 2 bank account. */
export const CardType = { mobileMoney: '1', bank: '2' } as const;

export const formItemOption = z.object({
  name: z.string(),
  type: z.string(),
  /** For a mobile-money provider: its channel number (default 90006). */
  channelNumber: z.string().optional(),
});

/** One server-driven item of the bank form. */
export const formItem = z.object({
  code: z.string(),
  title: z.string(),
  /** Placeholder. */
  subtitle: z.string(),
  cate: z.enum(['enum', 'text', 'citySelect', 'day']),
  /** Text items: the text; enum items: the chosen option's name (display). */
  value: z.string(),
  /** Enum items: the chosen option's type (what is sent). */
  type: z.string(),
  /** Enum items: the options. */
  note: z.array(formItemOption),
  /** 1: numeric input, digits only. */
  inputType: z.union([z.literal(0), z.literal(1)]),
  /** '' for every card type, else the card type this item belongs to. */
  cardTypeMi: z.string(),
  channelNumber: z.string(),
});
export type FormItem = z.infer<typeof formItem>;

export const cardInit = defineCall({
  ...BANK_PATHS.cardInit,
  input: z.object({ product_id: z.string().max(200).optional() }),
  data: z.object({ items: z.array(formItem) }),
});

const value = z.string().max(200);
/** A field of the form, with what the API reference says of it. */
const field = (description: string) => value.optional().describe(description);

/**
 * Every value by its item code (text as typed, enum as its type), plus `product_id` (SPEC.md §3, §7).
 * The known codes are named for the reference; each is checked by the server, which names in words a
 * field missing, wrong, or that the form never issued.
 */
const bankValues = z
  .object({
    cardType: field('Account type: 1 mobile money, 2 bank account. Required'),
    bankCode: field(
      "The provider (mobile money) or the bank: the chosen option's `type` from card-init's bankCode item. Required",
    ),
    userName: field("The account holder's name, 2 to 60 letters. Required"),
    cardNo: field('The mobile-money number or the bank account number. Required'),
    confirmCardNo: field('cardNo typed again: must be the same. Required'),
    channelNumber: field("Mobile money only: the provider's channel number (card-init's note gives it)"),
    product_id: field('The product being applied for, when the form is a step of an application'),
  })
  .catchall(value);

export const boundAccount = z.object({
  cardType: z.string(),
  bankCode: z.string(),
  /** Provider or bank name. */
  bankName: z.string(),
  /** '****' and the last 4 digits. */
  cardNo: z.string(),
});
export type BoundAccount = z.infer<typeof boundAccount>;

export const saveBankInfo = defineCall({
  ...BANK_PATHS.saveBankInfo,
  input: bankValues,
  data: z.object({ account: boundAccount }),
});

/** Changes the account of an order whose payout failed (151): the order goes back to 110. */
export const cardChange = defineCall({
  refusals: [404, 409],
  ...BANK_PATHS.cardChange,
  input: bankValues,
  // The order rides in the query, as on every loan screen.
  query: z.object({
    orderId: z
      .union([z.string(), z.number()], { error: inputText(INPUT_TEXTS.required, { name: 'orderId' }) })
      .transform((v) => String(v).trim())
      .pipe(z.string().regex(/^[1-9]\d{0,14}$/, inputText(INPUT_TEXTS.required, { name: 'orderId' })))
      .transform(Number),
  }),
  data: z.object({ account: boundAccount, orderId: z.string(), orderStatus: z.number().int() }),
});

/** The borrower's current payout account for `/styled`, or null. */
export const bankAccount = defineCall({
  ...BANK_PATHS.bankAccount,
  input: z.object({}),
  data: z.object({ account: boundAccount.nullable() }),
});

/**
 * Before binding (PRODUCT.md §17): who the wallet provider says holds the account the form names.
 * Takes the same body as a save and checks it the same way; binds nothing.
 */
export const holderName = defineCall({
  ...BANK_PATHS.holderName,
  summary: "The account holder's name as the wallet provider knows it, asked before the account is saved",
  input: bankValues,
  data: z.object({
    /**
     * 'yes': the provider names the holder; 'no': it knows no such account (do not save it);
     * 'unknown': it could not be asked (the account may be saved without the name).
     */
    found: z.enum(['yes', 'no', 'unknown']),
    /** The holder as shown: the first name and the next name's initial ('JUMA S.'); '' unless found. */
    holderName: z.string(),
    /** The borrower confirms the holder before saving: the name is not known to be theirs. */
    confirm: z.boolean(),
    /** What to tell the borrower, in their language. */
    message: z.string(),
  }),
});
export type HolderName = z.infer<typeof holderName.data>;
