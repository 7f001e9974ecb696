import { formatDateTime } from '@tz-loan/contract/platform/date';
import type { LoanStatementData, PaymentReceiptData } from '@tz-loan/contract/repayment/statement';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../domain/errors.ts';
import type { Language } from '../../../shared/i18n.ts';
import { maskAccountNumber } from '../../../shared/masking.ts';
import { ORDER_NOT_FOUND } from '../../../shared/refusals.ts';
import { type LedgerRead, readLedger } from './ledger-read.ts';
import { receiptNo, statementLines, wayText } from './lines.ts';
import { statementPdf } from './pdf.ts';
import { receiptOf } from './receipt.ts';
import { type PdfGrant, readPdfLink, signPdfLink } from './signed-link.ts';

export type StatementDeps = {
  db: Db;
  now: () => Date;
  lender: Config['lender'];
  /** Signs the statement's download addresses; every process serving them shares it. */
  linkSecret: string;
};

const RECEIPT_NOT_FOUND = { en: 'This payment does not exist', sw: 'Malipo haya hayapo' };

const statementOf = (read: LedgerRead, language: Language): LoanStatementData => ({
  orderId: String(read.order.id),
  productName: read.order.productName,
  amount: read.order.amount,
  paid: read.payments.reduce((sum, payment) => sum + payment.amount, 0),
  owedToday: read.owed,
  lines: statementLines(read.rows, language),
});

export const createStatementService = (deps: StatementDeps) => {
  const { db, now } = deps;

  const statement = async (borrowerId: number, orderId: number, language: Language) =>
    statementOf(await readLedger(db, borrowerId, orderId, now()), language);

  const receipt = async (
    borrowerId: number,
    orderId: number,
    paymentId: number,
    language: Language,
  ): Promise<PaymentReceiptData> => {
    const read = await readLedger(db, borrowerId, orderId, now());
    const payment = read.payments.find((row) => row.id === paymentId);
    const made = payment ? receiptOf(read.rows, read.moves, paymentId) : null;
    if (!payment || !made) throw notFound(RECEIPT_NOT_FOUND);
    return {
      receiptNo: receiptNo(payment.id),
      orderId: String(orderId),
      amount: payment.amount,
      way: wayText(payment, language),
      reference: payment.reference.replace(/^utr:/, ''),
      date: formatDateTime(payment.at),
      ...made,
    };
  };

  /** A signed address of the PDF, for the borrower's own order only. */
  const pdfLink = async (borrowerId: number, orderId: number, language: Language) => {
    await readLedger(db, borrowerId, orderId, now());
    return signPdfLink(deps.linkSecret, { orderId, borrowerId, language }, now());
  };

  /** The PDF a signed address names; a forged or expired address finds nothing (404). */
  const pdf = async (query: Record<string, unknown>) => {
    const grant: PdfGrant | null = readPdfLink(deps.linkSecret, query, now());
    if (!grant) throw notFound(ORDER_NOT_FOUND);
    const at = now();
    const read = await readLedger(db, grant.borrowerId, grant.orderId, at);
    const bytes = await statementPdf({
      ...statementOf(read, grant.language),
      lender: deps.lender,
      phone: maskAccountNumber(read.order.phone),
      language: grant.language,
      madeAt: at,
    });
    return { bytes, fileName: `statement-${grant.orderId}.pdf` };
  };

  return { statement, receipt, pdfLink, pdf };
};

export type StatementService = ReturnType<typeof createStatementService>;
