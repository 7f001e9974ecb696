import { z } from 'zod';
import { defineCall } from '../platform/call.ts';
import { INPUT_TEXTS, inputText } from '../platform/input-texts.ts';
import { flagParam, idParam, minorUnitsParam, optionalIdParam, textValueRow } from '../platform/params.ts';
import { REPAY_PATHS } from './paths.ts';

const zeroOrOne = z.union([z.literal(0), z.literal(1)]);

/** The wallet the borrower pays from: their bound account, masked. */
export const payerAccount = z.object({
  bankName: z.string(),
  /** The channel code of `bankList` this account belongs to ('' when unknown). */
  bankNode: z.string(),
  /** Masked: only the last 4 digits, e.g. '****5678'. */
  cardNo: z.string(),
});

/** A way to pay: a mobile-money channel (pay code), a QR, or the hosted pay page. */
export const payChannel = z.object({
  name: z.string(),
  /** Sent back as `bankCode`. */
  type: z.string(),
});

/** One instalment on the repayment screen (SPEC.md §3 'Repayment plan'). */
export const repayPlanRow = z.object({
  periodNo: z.number().int(),
  /** What is left to pay on it, minor units: what a selection sums. */
  totalAmount: z.number().int(),
  /** The same, as shown: '1.234,00 TZS'. */
  displayAmount: z.string(),
  /** 1: the borrower may tick it now (only the first unpaid instalment at first). */
  canClick: zeroOrOne,
  /** 1: ticked when the screen opens (the first unpaid instalment). */
  check: zeroOrOne,
  periodStatus: z.enum(['unpaid', 'due', 'overdue', 'paid']),
  /** YYYY-MM-DD. */
  dueTime: z.string(),
  /** The status in words: 'Not yet due', 'Due', 'Overdue', 'Paid' (with the penalty left when there is one). */
  status: z.string(),
  /** The overdue penalty still to pay on it, minor units: part of `totalAmount`. */
  penalty: z.number().int(),
});
export type RepayPlanRow = z.infer<typeof repayPlanRow>;

const orderInput = z.object({
  orderId: idParam('orderId'),
  productId: optionalIdParam('productId'),
});

export const repaymentPlanData = z.object({
  bankCardInfo: payerAccount,
  bankList: z.array(payChannel),
  /** What may be paid now, minor units: at most everything owed, at least the smaller of that and the floor. */
  amountMax: z.number().int(),
  amountMin: z.number().int(),
  productName: z.string(),
  repayPlanDetail: z.object({
    repayWaitDetail: z.array(repayPlanRow),
    repayYetDetail: z.array(repayPlanRow),
    repayWaitCount: z.number().int(),
  }),
  note: z.string(),
  telephone: z.string(),
  /** 1: the borrower may send a payment reference (UTR) after paying. */
  showSubmitUtr: zeroOrOne,
});
export type RepaymentPlanData = z.infer<typeof repaymentPlanData>;

/** The instalment repayment screen `/sunflowerP`. */
export const repaymentPlan = defineCall({
  ...REPAY_PATHS.plan,
  refusals: [404, 409],
  input: orderInput,
  data: repaymentPlanData,
});

export const deferralDetailData = z.object({
  bankCardInfo: payerAccount,
  bankList: z.array(payChannel),
  /** Fee, days added, the due date now and after. */
  detail: z.array(textValueRow),
  /** The plan after the deferral: each unpaid instalment's new due date and amount. */
  repayDetail: z.array(textValueRow),
  /** The deferral fee, minor units: what Pay Now must send. */
  delayShouldPayAmount: z.number().int(),
  showSubmitUtr: zeroOrOne,
});
export type DeferralDetailData = z.infer<typeof deferralDetailData>;

/** The deferral screen `/marmaladeT`. */
export const deferralDetail = defineCall({
  refusals: [404, 409],
  ...REPAY_PATHS.delayDetail,
  input: orderInput,
  data: deferralDetailData,
});

/** How a code is paid at each channel (SPEC.md §3 'RepaymentInfo'.defDetail.payNotice). */
export const payNoticeSteps = z.array(z.object({ name: z.string(), step: z.array(z.string()) }));

/** What `/repaymentOfCode2` reads from local storage; written by the app after generate-code. */
export const repaymentInfo = z.object({
  defDetail: z.object({
    logo: z.string(),
    payCode: z.string(),
    /** Channel name → its named step lists. */
    payNotice: z.record(z.string(), payNoticeSteps),
  }),
  /** Minor units. */
  repayAmount: z.number().int(),
  delayInfo: z.object({ delayAmount: z.number().int() }),
  /** The contract (order) number shown with a copy button. */
  contractNo: z.string(),
});
export type RepaymentInfo = z.infer<typeof repaymentInfo>;

/** Pay Now. Idempotent: one trade per selection and `Idempotency-Key` (PRODUCT.md §7). */
export const generateCode = defineCall({
  refusals: [404, 409],
  ...REPAY_PATHS.generateCode,
  input: z.object({
    orderId: idParam('orderId'),
    product_id: optionalIdParam('product_id'),
    amount: minorUnitsParam('amount'),
    /** The payer's wallet as the screen shows it (masked) or typed. */
    cardNo: z
      .string()
      .max(32, inputText(INPUT_TEXTS.tooLong, { name: 'cardNo' }))
      .optional(),
    bankCode: z
      .string({ error: inputText(INPUT_TEXTS.required, { name: 'bankCode' }) })
      .min(1, INPUT_TEXTS.chooseHowToPay.en)
      .max(16),
    isDelay: flagParam('isDelay'),
  }),
  data: z.object({
    repayType: z.enum(['PAY_URL', 'PAY_CODE', 'QR_CODE']),
    /** PAY_URL: the hosted pay page to open. */
    payUrl: z.string(),
    /** Otherwise: what the popup says. */
    notice: z.string(),
    tradeNo: z.string(),
    /** For PAY_CODE and QR_CODE: stored by the app for `/repaymentOfCode2`. */
    repaymentInfo: repaymentInfo.nullable(),
  }),
});
export type GenerateCodeData = z.infer<typeof generateCode.data>;

/** A payment reference the borrower read from their receipt. */
export const submitUtr = defineCall({
  refusals: [404, 409],
  ...REPAY_PATHS.submitUtr,
  input: z.object({
    orderId: idParam('orderId'),
    utr: z
      .string({ error: inputText(INPUT_TEXTS.required, { name: 'utr' }) })
      .trim()
      .regex(/^[A-Za-z0-9]{6,30}$/, INPUT_TEXTS.paymentReference.en),
    isDelay: flagParam('isDelay'),
  }),
  data: z.object({}),
});

export const repaymentCodeData = z.object({
  tradeNo: z.string(),
  /** 1: a pay code to copy; 2: a QR code to scan. */
  showType: z.union([z.literal(1), z.literal(2)]),
  /** Minor units. */
  amount: z.number().int(),
  /**
   * Minor units left to pay on the code: `amount` until a part is paid at an agent, less after each
   * part, 0 once paid (or replaced or failed).
   */
  remaining: z.number().int(),
  payCode: z.string(),
  /** An SVG data URL (showType 2), '' otherwise. */
  qrCode: z.string(),
  channelName: z.string(),
  /** The channel's logo (a path on this server). */
  channelImage: z.string(),
  tips: z.array(z.string()),
  /** 'open' until paid; 'paid', 'replaced' (a newer code) or 'failed' after. */
  state: z.enum(['open', 'paid', 'replaced', 'failed']),
  orderId: z.string(),
});
export type RepaymentCodeData = z.infer<typeof repaymentCodeData>;

export const repaymentCode = defineCall({
  refusals: [404],
  ...REPAY_PATHS.repaymentCode,
  // One of the two: a trade, or the order whose latest open code is wanted (answers 404 when none).
  input: z
    .object({
      tradeNo: z
        .string()
        .regex(/^[A-Z0-9]{6,32}$/, inputText(INPUT_TEXTS.notValid, { name: 'tradeNo' }))
        .optional(),
      orderId: optionalIdParam('orderId'),
    })
    .refine(
      (v) => v.tradeNo !== undefined || v.orderId !== undefined,
      inputText(INPUT_TEXTS.eitherRequired, { first: 'tradeNo', second: 'orderId' }),
    ),
  data: repaymentCodeData,
});
