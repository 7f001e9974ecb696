import { z } from 'zod';
import { defineCall } from '../platform/call.ts';
import { idParam } from '../platform/params.ts';
import { STATEMENT_KINDS, STATEMENT_PATHS } from './statement-paths.ts';

const minor = z.number().int();

/** One entry of the loan's ledger with the balance after it. */
export const statementLine = z.object({
  /** 'YYYY-MM-DD HH:MM:SS', Tanzania time. */
  date: z.string(),
  kind: z.enum(STATEMENT_KINDS),
  /** What it is, in the reader's language ('Payment ABC123', 'Overdue penalty to 2026-01-02'). */
  text: z.string(),
  /** Signed minor units: what it adds to (+) or takes off (-) the balance. */
  amount: minor,
  balance: minor,
  /** The payment that made it, whose receipt it opens; null for charges. */
  paymentId: z.number().int().nullable(),
});
export type StatementLine = z.infer<typeof statementLine>;

export const loanStatementData = z.object({
  orderId: z.string(),
  productName: z.string(),
  /** The loan amount paid out, paid so far (every payment), and what closes it today, minor units. */
  amount: minor,
  paid: minor,
  owedToday: minor,
  lines: z.array(statementLine),
});
export type LoanStatementData = z.infer<typeof loanStatementData>;

export const loanStatement = defineCall({
  ...STATEMENT_PATHS.loanStatement,
  summary: "A loan's statement: every ledger entry with a running balance",
  refusals: [404],
  input: z.object({ orderId: idParam('orderId') }),
  data: loanStatementData,
});

export const receiptParts = z.object({
  penalty: minor,
  interest: minor,
  fee: minor,
  principal: minor,
  rolloverFee: minor,
  /** Paid beyond what was owed, kept for the borrower. */
  credit: minor,
});

export const paymentReceiptData = z.object({
  receiptNo: z.string(),
  orderId: z.string(),
  amount: minor,
  /** How it was paid, in the reader's language ('Pay code at an agent', 'Payment reference'). */
  way: z.string(),
  reference: z.string(),
  /** 'YYYY-MM-DD HH:MM:SS', Tanzania time. */
  date: z.string(),
  parts: receiptParts,
  balanceAfter: minor,
});
export type PaymentReceiptData = z.infer<typeof paymentReceiptData>;

export const paymentReceipt = defineCall({
  ...STATEMENT_PATHS.paymentReceipt,
  summary: "One payment's receipt: what it paid and the balance after it",
  refusals: [404],
  input: z.object({ orderId: idParam('orderId'), paymentId: idParam('paymentId') }),
  data: paymentReceiptData,
});

export const statementPdfLink = defineCall({
  ...STATEMENT_PATHS.statementPdfLink,
  summary: "A signed address of the statement's PDF, good for a few minutes",
  refusals: [404],
  input: z.object({ orderId: idParam('orderId') }),
  data: z.object({ url: z.string(), expiresAt: z.string() }),
});
