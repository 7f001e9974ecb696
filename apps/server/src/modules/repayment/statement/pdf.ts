import { formatDateTime } from '@tz-loan/contract/platform/date';
import { formatMoney, formatSignedMoney } from '@tz-loan/contract/platform/money';
import type { LoanStatementData } from '@tz-loan/contract/repayment/statement';
import PDFDocument from 'pdfkit';
import type { Config } from '../../../config.ts';
import { type Language, say } from '../../../shared/i18n.ts';
import { PDF_TEXTS } from './texts.ts';

export type StatementPdf = LoanStatementData & {
  lender: Config['lender'];
  /** Masked as everywhere a number is shown: '****5678'. */
  phone: string;
  language: Language;
  madeAt: Date;
};

const LEFT = 40;
const COLUMNS = [
  { x: LEFT, width: 105, align: 'left' },
  { x: LEFT + 110, width: 205, align: 'left' },
  { x: LEFT + 320, width: 95, align: 'right' },
  { x: LEFT + 420, width: 95, align: 'right' },
] as const;

/**
 * The statement as a PDF (PRODUCT.md §20), made here with pdfkit: the lender's details (§15), the
 * borrower and the loan, every line with its running balance, and the totals, in the reader's
 * language; amounts in §4's format. `compress: false` leaves the text readable (the tests read it).
 */
export const statementPdf = (data: StatementPdf, { compress = true } = {}): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const t = (key: keyof typeof PDF_TEXTS, values?: Record<string, string>) =>
      say(PDF_TEXTS[key], data.language, values);
    const doc = new PDFDocument({
      size: 'A4',
      margin: LEFT,
      compress,
      info: { Title: `${t('title')} ${data.orderId}`, Author: data.lender.name },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const row = (cells: readonly string[], bold = false) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: COLUMNS[i]?.width }));
      const height = Math.max(...heights) + 4;
      if (doc.y + height > doc.page.height - LEFT) doc.addPage();
      const y = doc.y;
      cells.forEach((cell, i) => {
        const column = COLUMNS[i];
        if (column) doc.text(cell, column.x, y, { width: column.width, align: column.align });
      });
      doc.x = LEFT;
      doc.y = y + height;
    };

    doc.font('Helvetica-Bold').fontSize(14).text(data.lender.name);
    doc.font('Helvetica').fontSize(9);
    doc.text(t('licence', { licence: data.lender.licence }));
    doc.text(data.lender.address);
    doc.text(t('contact', { telephone: data.lender.telephone, email: data.lender.email }));
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(12).text(t('title'));
    doc.font('Helvetica').fontSize(9);
    doc.text(t('borrower', { phone: data.phone }));
    doc.text(t('loan', { orderId: data.orderId, product: data.productName }));
    doc.text(t('made', { date: formatDateTime(data.madeAt) }));
    doc.moveDown();
    row([t('date'), t('entry'), t('amount'), t('balance')], true);
    for (const line of data.lines) {
      row([line.date, line.text, formatSignedMoney(line.amount), formatSignedMoney(line.balance)]);
    }
    doc.moveDown();
    row(['', t('loanAmount'), '', formatMoney(data.amount)], true);
    row(['', t('paid'), '', formatMoney(data.paid)], true);
    row(['', t('owedToday'), '', formatMoney(data.owedToday)], true);
    doc.end();
  });
