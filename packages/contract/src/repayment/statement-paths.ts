import type { CallRef } from '../platform/call-ref.ts';

// No zod here: the web app's statement and receipt screens share these; the schemas are in statement.ts.

/** A loan's statement and a payment's receipt (PRODUCT.md §20): our own calls, beside the spec's. */
export const STATEMENT_PATHS = {
  loanStatement: { method: 'GET', path: '/v3/repay/statement' },
  paymentReceipt: { method: 'GET', path: '/v3/repay/receipt' },
  /** A short-lived signed address of the statement's PDF: the download carries no session. */
  statementPdfLink: { method: 'POST', path: '/v3/repay/statement-pdf-link' },
} as const satisfies Record<string, CallRef>;

/** The PDF itself (under the API base), served to a signed link: not an envelope call. */
export const STATEMENT_PDF_PATH = '/v3/repay/statement.pdf';

/** What a statement line is: the kinds of `runningLedger`'s rows. */
export const STATEMENT_KINDS = [
  'payout',
  'interest',
  'fee',
  'penalty',
  'payment',
  'penalty-payment',
  'rollover',
  'rollover-payment',
  'write-off',
  'credit',
] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];
