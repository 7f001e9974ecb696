import { z } from 'zod';
import { defineCall } from '../platform/call.ts';
import { idParam, optionalIdParam } from '../platform/params.ts';
import { phoneSchema } from '../platform/phone.ts';
import { OPS_PREFIX } from './calls.ts';
import { EVERY_ROLE, FINANCE } from './roles.ts';

// PRODUCT.md §18: the staff's work queues, one order's money, a borrower's whole story, the figures.

/** How many items wait in each queue: the console's first screen. */
export const opsQueues = defineCall({
  roles: EVERY_ROLE,
  method: 'GET',
  path: `${OPS_PREFIX}/queues`,
  summary: 'How many items wait in each work queue',
  input: z.object({}),
  data: z.object({
    /** Orders at 21. */
    ordersToDecide: z.number().int(),
    /** Orders at 151. */
    failedPayouts: z.number().int(),
    /** Payment references submitted and neither confirmed nor refused. */
    referencesToConfirm: z.number().int(),
    complaintsOpen: z.number().int(),
    /** Open complaints past their 3-working-day reply date. */
    complaintsOverdue: z.number().int(),
    /** Contact messages of the last 7 days. */
    contactMessages: z.number().int(),
    /** Four-eyes proposals waiting for a second person. */
    approvalsPending: z.number().int(),
    /** Correction and deletion requests waiting for their outcome (PRODUCT.md §21). */
    rightsOpen: z.number().int(),
    /** Those past their deadline. */
    rightsOverdue: z.number().int(),
  }),
});

export const opsReference = z.object({
  orderId: z.number().int(),
  phone: z.string(),
  utr: z.string(),
  /** Minor units the reference pays if confirmed (its trade's amount). */
  amount: z.number().int(),
  submittedAt: z.string(),
  /** A four-eyes proposal already waits on it. */
  proposed: z.boolean(),
});
export type OpsReference = z.infer<typeof opsReference>;

export const opsReferences = defineCall({
  roles: FINANCE,
  method: 'GET',
  path: `${OPS_PREFIX}/references`,
  summary: 'Payment references waiting to be confirmed, oldest first, with their amounts',
  input: z.object({}),
  data: z.object({ references: z.array(opsReference) }),
});

const ledgerRow = z.object({
  at: z.string(),
  /** 'payout', 'payment', 'interest', 'fee', 'penalty', 'rollover', 'write-off', … as the ledger names it. */
  kind: z.string(),
  /** Signed minor units: what the borrower owes grows with positive entries. */
  amount: z.number().int(),
  /** What is owed after this entry. */
  balance: z.number().int(),
  reference: z.string(),
});

const paymentRow = z.object({
  at: z.string(),
  /** 'pay-code', 'pay-page', 'card', 'push', 'reference', 'agent', … */
  way: z.string(),
  amount: z.number().int(),
  state: z.string(),
  reference: z.string(),
  payCode: z.string().nullable(),
});

const planRow = z.object({
  period: z.number().int(),
  /** Null until the payout sets the dates. */
  dueDate: z.string().nullable(),
  amount: z.number().int(),
  paid: z.number().int(),
  state: z.string(),
});

/** One order's money: plan, ledger with running balance, payments, and what is owed today. */
export const opsOrderMoney = defineCall({
  roles: EVERY_ROLE,
  refusals: [404],
  method: 'GET',
  path: `${OPS_PREFIX}/orders/:orderId/money`,
  summary: "One order's plan, ledger with running balance, payments and balance owed",
  input: z.object({ orderId: idParam('orderId') }),
  data: z.object({
    orderId: z.number().int(),
    owed: z.number().int(),
    plan: z.array(planRow),
    ledger: z.array(ledgerRow),
    payments: z.array(paymentRow),
  }),
});

/** Everything the lender holds of one borrower, found by phone. */
export const opsBorrower = defineCall({
  roles: EVERY_ROLE,
  refusals: [404],
  method: 'GET',
  path: `${OPS_PREFIX}/borrower`,
  summary: "A borrower's whole story from a phone number",
  input: z.object({ phone: phoneSchema }),
  data: z.object({
    borrowerId: z.number().int(),
    phone: z.string(),
    createdAt: z.string(),
    orders: z.array(
      z.object({
        orderId: z.number().int(),
        status: z.number().int(),
        amount: z.number().int(),
        owed: z.number().int(),
        createdAt: z.string(),
      }),
    ),
    sms: z.array(z.object({ at: z.string(), kind: z.string(), text: z.string() })),
    complaints: z.array(
      z.object({
        problemId: z.number().int(),
        reference: z.string(),
        status: z.string(),
        createdAt: z.string(),
      }),
    ),
    /** Sessions opened by SMS login; the address is not kept by the server (null). */
    logins: z.array(z.object({ at: z.string(), device: z.string(), address: z.string().nullable() })),
    devices: z.array(z.object({ device: z.string(), firstSeen: z.string(), lastSeen: z.string() })),
    /** The agreements accepted with each application (PRODUCT.md §21). */
    consents: z.array(
      z.object({
        orderId: z.number().int(),
        document: z.string(),
        title: z.string(),
        version: z.string(),
        textHash: z.string(),
        language: z.string(),
        device: z.string(),
        acceptedAt: z.string(),
      }),
    ),
  }),
});

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'dates must be YYYY-MM-DD')
  // Date.parse rolls 2026-02-30 over to March: a real day reads back the same.
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
  }, 'dates must be real days');

/** The figures behind the console's charts, for a period of at most a year (Tanzania days). */
export const opsFigures = defineCall({
  roles: EVERY_ROLE,
  method: 'GET',
  path: `${OPS_PREFIX}/figures`,
  summary: 'Applications, approvals, amounts paid out and collected, arrears, complaints, per day',
  input: z.object({ from: day, to: day, templateId: optionalIdParam('templateId') }),
  data: z.object({
    days: z.array(
      z.object({
        date: z.string(),
        applications: z.number().int(),
        approvals: z.number().int(),
        disbursed: z.number().int(),
        collected: z.number().int(),
      }),
    ),
    /** Today's arrears by days past due: '1-30', '31-60', '61-90', '90+'. */
    arrears: z.array(z.object({ bucket: z.string(), orders: z.number().int(), amount: z.number().int() })),
    complaints: z.array(
      z.object({
        type: z.string(),
        count: z.number().int(),
        /** Median hours from complaint to reply; null while none is replied. */
        medianReplyHours: z.number().nullable(),
      }),
    ),
  }),
});
