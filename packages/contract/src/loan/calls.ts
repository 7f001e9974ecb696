import { z } from 'zod';
import { defineCall } from '../platform/call.ts';
import { CONTRACT_SCENE } from '../platform/constants.ts';
import { INPUT_TEXTS, inputText } from '../platform/input-texts.ts';
import { idParam, intParam, minorUnitsParam, optionalIdParam, textValueRow } from '../platform/params.ts';
import { LOAN_PATHS } from './paths.ts';
import { recProduct } from './product.ts';

const zeroOrOne = z.union([z.literal(0), z.literal(1)]);
const scene = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v) => (v === undefined || v === '' ? CONTRACT_SCENE : Number(v)))
  .pipe(
    z.literal(CONTRACT_SCENE, {
      error: inputText(INPUT_TEXTS.mustBe, { name: 'scene', value: CONTRACT_SCENE }),
    }),
  );

/** The payout account as screens show it: never the whole number. */
export const bankCardInfo = z.object({
  bankName: z.string(),
  /** Masked: only the last 4 digits, e.g. '****5678'. */
  cardNo: z.string(),
});

/** One instalment of the plan on offer. */
export const repayPlan = z.object({
  /** Minor units. */
  amount: z.number().int(),
  /** YYYY-MM-DD. */
  pay_time: z.string(),
});

export const confirmationData = z.object({
  productId: z.string(),
  productName: z.string(),
  productLogo: z.string(),
  /** The offered amount, minor units. */
  amount: z.number().int(),
  periods: z.number().int(),
  /** 1 = the term is counted in days. Sent back unchanged on submit. */
  termUnit: z.number().int(),
  termDays: z.number().int(),
  bankCardInfo: bankCardInfo.nullable(),
  /** Loan amount, term, interest, each fee, APR, total repayable, first due date (PRODUCT.md §6). */
  details: z.array(textValueRow),
  repay_plans: z.array(repayPlan),
  firstPayTime: z.string(),
  firstPeriodDay: z.number().int(),
  pRateDsc: z.string(),
  currencySymbol: z.string(),
  sendSms: zeroOrOne,
  /** 1: the retention dialog 'Point out' opens on native back. */
  isPopType: zeroOrOne,
  popTitle: z.string(),
  popContent: z.string(),
  /** Non-empty: the agreement modal embeds this page on load. */
  popAgreementUrl: z.string(),
});
export type ConfirmationData = z.infer<typeof confirmationData>;

/** One term a product offers: its days and how many instalments (the term unit is days). */
export const offerTerm = z.object({
  termDays: z.number().int(),
  periods: z.number().int(),
  termUnit: z.number().int(),
});
export type OfferTerm = z.infer<typeof offerTerm>;

/**
 * The offer and what the borrower may choose instead (PRODUCT.md §19): amounts from `amountMin` in
 * steps of `amountStep`, and `amountMax` itself; one of `terms` (the offer's is the one whose
 * termDays and periods it shows). Minor units.
 */
export const offerData = confirmationData.extend({
  amountMin: z.number().int(),
  amountMax: z.number().int(),
  amountStep: z.number().int(),
  terms: z.array(offerTerm),
});
export type OfferData = z.infer<typeof offerData>;

/** The borrower's choice: an amount and a term, as submit takes them; each absent one is the default's. */
const choiceInput = {
  amount: minorUnitsParam('amount').optional(),
  periods: intParam('periods', { min: 1, max: 60 }).optional(),
  termUnit: intParam('termUnit', { min: 1, max: 1 }).optional(),
  /** Tells apart two terms of the same number of instalments; without it the first such term. */
  termDays: intParam('termDays', { min: 1, max: 3660 }).optional(),
};

/**
 * The offer of one product to this borrower (SPEC.md §3 'Loan confirmation data'), priced for the
 * chosen amount and term; without a choice, the largest amount on the product's default term. A
 * choice the product does not allow is refused (400) with the reason.
 */
export const loanDetailConfirm = defineCall({
  refusals: [404],
  ...LOAN_PATHS.confirm,
  input: z.object({ productId: idParam('productId'), ...choiceInput }),
  data: offerData,
});

export const contractItem = z.object({ title: z.string(), position: z.string() });
export type ContractItem = z.infer<typeof contractItem>;

/** The contracts of a product; each opens through contract-jump with its `position`. */
export const contractList = defineCall({
  refusals: [404],
  ...LOAN_PATHS.contracts,
  input: z.object({ productId: idParam('productId'), scene }),
  data: z.object({ list: z.array(contractItem) }),
});

/**
 * Where one contract is read: a page the server renders with this borrower's figures; for an offer,
 * those of the amount and term chosen (the default offer without a choice), as the confirmation does.
 */
export const contractJump = defineCall({
  refusals: [404],
  ...LOAN_PATHS.contractJump,
  input: z.object({
    productId: idParam('productId'),
    scene,
    position: z
      .string({ error: inputText(INPUT_TEXTS.required, { name: 'position' }) })
      .regex(/^\d{1,3}$/, inputText(INPUT_TEXTS.notValid, { name: 'position' })),
    orderId: optionalIdParam('orderId'),
    ...choiceInput,
  }),
  data: z.object({ contract_url: z.string() }),
});

/**
 * Submits the application. Idempotent: a repeat returns the same order (PRODUCT.md §7). Refused with
 * 409 while another loan is unfinished; that refusal's `data` names the open loan (its `orderId` and
 * `lendDetailsUrl`), so the app can take the borrower to it. The refusal writes nothing.
 */
export const loanDetailPush = defineCall({
  summary: 'Submits the application; a 409 (a loan in progress) names that loan in data',
  refusals: [404, 409],
  ...LOAN_PATHS.submit,
  input: z.object({
    productId: idParam('productId'),
    amount: minorUnitsParam('amount'),
    periods: intParam('periods', { min: 1, max: 60 }),
    termUnit: intParam('termUnit', { min: 1, max: 1 }),
    termDays: choiceInput.termDays,
  }),
  /** The new order; in a 409 refusal, the open one. */
  data: z.object({
    orderId: z.string(),
    /** The loan details path with its query; the app adds the common params (and from=confirm). */
    lendDetailsUrl: z.string(),
  }),
});

export const planEntry = z.object({
  periodNo: z.number().int(),
  /** Minor units: what is left to pay on it, its penalty included (a paid instalment: what it was). */
  amount: z.number().int(),
  /** The overdue penalty charged on it so far, minor units (paid or not). */
  penalty: z.number().int(),
  /** YYYY-MM-DD; '' before the payout sets the dates. */
  dueTime: z.string(),
  state: z.enum(['pending', 'unpaid', 'due', 'overdue', 'paid']),
});

export const loanDetailsData = z.object({
  orderId: z.string(),
  orderStatus: z.number().int(),
  noticeStatusText: z.string(),
  noticeDesText: z.string(),
  productId: z.string(),
  productName: z.string(),
  productLogo: z.string(),
  /** Minor units. */
  amount: z.number().int(),
  userOrderDetail: z.object({ detail: z.array(textValueRow) }),
  plan: z.array(planEntry),
  /**
   * 'Pay off today' while something is owed (PRODUCT.md §19): what closes the loan today (minor units),
   * what that saves against the plan, and the last day (YYYY-MM-DD) a payment of it still closes it.
   */
  payoff: z.object({ amount: z.number().int(), saving: z.number().int(), holdsUntil: z.string() }).nullable(),
  /** Every payment received on the loan, oldest first; each has a receipt. */
  payments: z.array(
    z.object({
      paymentId: z.string(),
      /** YYYY-MM-DD HH:MM:SS, Tanzania. */
      paidAt: z.string(),
      /** How it was paid, in the reader's language. */
      way: z.string(),
      amount: z.number().int(),
    }),
  ),
  /**
   * The reminders sent about this loan, oldest first (PRODUCT.md §20): 3 days before a due date, on
   * it, the day after it, and the notice before collection.
   */
  reminders: z.array(
    z.object({
      kind: z.enum(['before', 'due', 'after', 'collection']),
      /** YYYY-MM-DD HH:MM:SS, Tanzania: when the SMS went to the gateway. */
      sentAt: z.string(),
    }),
  ),
  /** 1: show recProducts and 'Click to view more products'. */
  loanMarket: zeroOrOne,
  recProducts: z.array(recProduct),
  inside: z.string(),
  /** Non-empty: the repay buttons open this instead of the repayment screens. */
  h5Url: z.string(),
  /** '1': the order may be rolled over ('Rollover Repayment'). */
  isDelay: z.enum(['0', '1']),
  telephone: z.string(),
  /** 1: the rating dialog opens. */
  isScore: zeroOrOne,
  /** Non-empty with a status other than 21: the page is replaced by it. */
  playeduL: z.string(),
  /** Non-empty: the server-message dialog (Cancel / 'Withdraw Now'). */
  reyMsg: z.string(),
  cardNeedPop: zeroOrOne,
  cardPopTitle: z.string(),
  cardPopMsg: z.string(),
});
export type LoanDetailsData = z.infer<typeof loanDetailsData>;

export const loanDetails = defineCall({
  refusals: [404],
  ...LOAN_PATHS.details,
  input: z.object({
    orderId: idParam('orderId'),
    productId: z.string().max(200).optional(),
  }),
  data: loanDetailsData,
});

/** The joint login failure screen `/riceLemonK`. */
export const unionErrorInfo = defineCall({
  ...LOAN_PATHS.unionErrorInfo,
  input: z.object({ productId: idParam('productId') }),
  data: z.object({
    noticeMessage: z.string(),
    errMessage: z.string(),
    family: z.array(recProduct),
  }),
});
