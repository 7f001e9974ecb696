import { z } from 'zod';
import { defineCall } from '../platform/call.ts';
import { idParam, intParam, optionalIdParam } from '../platform/params.ts';
import { phoneSchema } from '../platform/phone.ts';
import { ADMIN, CREDIT, EVERY_ROLE, FINANCE } from './roles.ts';

// The staff's ops API (PRODUCT.md §11, §18): JSON in and out, the usual `{code, message, data}`
// envelope, a member's personal token or console session instead of a borrower session. The command
// line and the console parse every answer with these.

/** Under API_BASE, like every other call. */
export const OPS_PREFIX = '/ops';
export const OPS_TOKEN_MESSAGE = 'Ops token missing or wrong';
export const OPS_SHIFT_MAX_DAYS = 3650;
export const OPS_LIST_MAX = 200;
/** The sandbox provider's pay codes: 9 digits, one per collection. */
const OPS_PAY_CODE_PATTERN = /^\d{9}$/;

const limitParam = (fallback: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined || v === '' ? String(fallback) : v))
    .pipe(intParam('limit', { min: 1, max: OPS_LIST_MAX }));

export const opsOrder = z.object({
  orderId: z.number().int(),
  phone: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  /** What the database holds: 21, 40, 110, 151 or 170. */
  storedStatus: z.number().int(),
  /** What the borrower sees today (170/174/180/200 derived from the plan and the clock). */
  status: z.number().int(),
  amount: z.number().int(),
  totalRepayable: z.number().int(),
  /** YYYY-MM-DD (Tanzania) of the first unpaid instalment; null before the payout or once settled. */
  nextDueDate: z.string().nullable(),
  createdAt: z.string(),
});
export type OpsOrder = z.infer<typeof opsOrder>;

/** Every action answers the order as it was before and after, so the caller can say what moved. */
export const opsActionResult = z.object({
  orderId: z.number().int(),
  actor: z.string(),
  fromStatus: z.number().int(),
  toStatus: z.number().int(),
  /** The lifecycle's own words on what it did (where the payout went, …); may be empty. */
  note: z.string(),
  order: opsOrder,
  /** A step that moves money by hand is proposed: it waits for a second person (four eyes). */
  approvalId: z.number().int().nullable().optional(),
});
export type OpsActionResult = z.infer<typeof opsActionResult>;

/** The statuses an order is stored with; 174, 180 and 200 are derived when read. */
export const OPS_STORED_STATUSES = ['21', '40', '110', '151', '170'] as const;

export const opsOrders = defineCall({
  roles: EVERY_ROLE,
  method: 'GET',
  path: `${OPS_PREFIX}/orders`,
  input: z.object({
    phone: z
      .string()
      .optional()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(phoneSchema.optional()),
    limit: limitParam(50),
    /** The stored status only: a queue (21, 151) is listed past the limit with `before`. */
    status: z
      .union([z.string(), z.number()])
      .optional()
      .transform((v) => (v === undefined || v === '' ? undefined : String(v)))
      .pipe(
        z
          .enum(OPS_STORED_STATUSES, { error: `status must be one of ${OPS_STORED_STATUSES.join(', ')}` })
          .optional(),
      )
      .transform((v) => (v === undefined ? undefined : Number(v))),
    /** A cursor: only orders with a smaller id (the last one of the previous page). */
    before: optionalIdParam('before'),
  }),
  data: z.object({ orders: z.array(opsOrder) }),
});

const orderId = { orderId: idParam('orderId') };

export const opsApprove = defineCall({
  roles: CREDIT,
  refusals: [404, 409],
  method: 'POST',
  path: `${OPS_PREFIX}/orders/:orderId/approve`,
  input: z.object(orderId),
  data: opsActionResult,
});

export const opsReject = defineCall({
  roles: CREDIT,
  refusals: [404, 409],
  method: 'POST',
  path: `${OPS_PREFIX}/orders/:orderId/reject`,
  input: z.object(orderId),
  data: opsActionResult,
});

export const opsPayout = defineCall({
  roles: FINANCE,
  refusals: [404, 409],
  method: 'POST',
  path: `${OPS_PREFIX}/orders/:orderId/payout`,
  input: z.object({
    ...orderId,
    // send: the wallet provider pays the bound account (its disbursement); its answer settles the payout.
    // retry: a failed payout (151) goes back to 110 for the account the borrower holds now.
    outcome: z.enum(['succeed', 'fail', 'send', 'retry'], {
      error: "outcome must be 'succeed', 'fail', 'send' or 'retry'",
    }),
  }),
  data: opsActionResult,
});

/**
 * A failed payout (151) sent again to an account staff enter (the borrower gave it by telephone):
 * proposed, and done when a second person approves (four eyes): the account then becomes the
 * borrower's payout account and the order goes back to 110 for it.
 */
export const opsPayoutRetryTo = defineCall({
  roles: FINANCE,
  refusals: [400, 404, 409],
  method: 'POST',
  path: `${OPS_PREFIX}/orders/:orderId/payout-account`,
  summary: "Proposes retrying a failed payout to another account; a second person's approval binds it",
  input: z.object({
    ...orderId,
    // The bank form's own fields and rules (cardType 1 mobile money, 2 bank; bankCode from its lists).
    cardType: z.enum(['1', '2'], { error: "cardType must be '1' (mobile money) or '2' (bank)" }),
    bankCode: z.string({ error: 'bankCode is required' }).trim().min(1, 'bankCode is required').max(20),
    holderName: z
      .string({ error: 'holderName is required' })
      .trim()
      .min(1, 'holderName is required')
      .max(100),
    accountNumber: z
      .string({ error: 'accountNumber is required' })
      .trim()
      .min(1, 'accountNumber is required')
      .max(40),
  }),
  data: opsActionResult,
});

export const opsShift = defineCall({
  roles: ADMIN,
  refusals: [404, 409],
  method: 'POST',
  path: `${OPS_PREFIX}/orders/:orderId/shift`,
  input: z.object({ ...orderId, days: intParam('days', { min: 1, max: OPS_SHIFT_MAX_DAYS }) }),
  data: opsActionResult,
});

const payCode = z
  .string({ error: 'payCode is required' })
  .trim()
  .regex(OPS_PAY_CODE_PATTERN, 'payCode must be the 9 digits of a pay code');

/** The answer to an agent payment: the trade it paid, and its order before and after when known. */
export const opsPayCodeResult = z.object({
  payCode: z.string(),
  amount: z.number().int(),
  /**
   * Minor units left to pay on the code after this payment: a code paid in part stays open for the
   * rest; 0 when it is fully paid (a part beyond what was left is taken whole).
   */
  remaining: z.number().int(),
  tradeNo: z.string(),
  actor: z.string(),
  /**
   * Whether the loan's ledger holds the payment when this answers. The provider's notification may
   * be late (SANDBOX_PAYMENT_DELAY_MS) or held for staff (an amount the trade cannot take).
   */
  inLedger: z.boolean(),
  /** Null when no order of this server has the trade. */
  orderId: z.number().int().nullable(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int().nullable(),
  order: opsOrder.nullable(),
});
export type OpsPayCodeResult = z.infer<typeof opsPayCodeResult>;

/** A borrower pays a pay code at an agent: the sandbox provider takes the money and tells the server. */
export const opsPayCode = defineCall({
  roles: FINANCE,
  refusals: [404, 409],
  method: 'POST',
  path: `${OPS_PREFIX}/pay-codes/:payCode/pay`,
  input: z.object({ payCode, amount: intParam('amount', { min: 1, max: 1e15 }) }),
  data: opsPayCodeResult,
});

export const opsUtrResult = opsActionResult.extend({
  utr: z.string(),
  /** 'proposed': confirming waits for a second person's approval (four eyes), nothing is paid yet. */
  state: z.enum(['confirmed', 'rejected', 'proposed']),
  /** Minor units entered in the ledger: the trade's amount when confirmed, 0 otherwise. */
  applied: z.number().int(),
  /** What confirming the reference pays, once approved. */
  amount: z.number().int().optional(),
});
export type OpsUtrResult = z.infer<typeof opsUtrResult>;

/** Settles a payment reference a borrower submitted: confirmed pays its trade, rejected does not. */
export const opsUtr = defineCall({
  roles: FINANCE,
  refusals: [404, 409],
  method: 'POST',
  path: `${OPS_PREFIX}/orders/:orderId/utr`,
  input: z.object({
    ...orderId,
    utr: z
      .string({ error: 'utr is required' })
      .trim()
      .regex(/^[A-Za-z0-9]{6,30}$/, 'utr must be 6 to 30 letters or digits')
      // References are kept in capitals: the audit trail then names one the way the ledger does.
      .transform((utr) => utr.toUpperCase()),
    decision: z.enum(['confirm', 'reject'], { error: "decision must be 'confirm' or 'reject'" }),
  }),
  data: opsUtrResult,
});

/** The audit trail: admins and finance read it. */
const AUDIT_READERS = [...ADMIN, ...FINANCE];

export const opsAuditEntry = z.object({
  id: z.number().int(),
  actor: z.string(),
  command: z.string(),
  target: z.string(),
  detail: z.record(z.string(), z.unknown()),
  ok: z.boolean(),
  createdAt: z.string(),
});
export type OpsAuditEntry = z.infer<typeof opsAuditEntry>;

/** The audit trail, newest first; `orderId` narrows it to one order. */
export const opsActions = defineCall({
  roles: AUDIT_READERS,
  method: 'GET',
  path: `${OPS_PREFIX}/actions`,
  input: z.object({
    limit: limitParam(20),
    orderId: optionalIdParam('orderId'),
  }),
  data: z.object({ actions: z.array(opsAuditEntry) }),
});
