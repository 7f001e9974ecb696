import { describe, expect, it } from 'vitest';
import { DEMO_LENDER } from '../../../production-checks.ts';
import { type StatementPdf, statementPdf } from './pdf.ts';

// The PDF is made by pdfkit; uncompressed, its text is in the page's TJ operators as hex strings
// (split where the font kerns), which is enough to read what a borrower would see.

const textOf = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\[(.*?)\] TJ/g)]
    .map(([, array]) =>
      [...(array ?? '').matchAll(/<([0-9a-f]*)>/g)]
        .map(([, hex]) => Buffer.from(hex ?? '', 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');

const STATEMENT: StatementPdf = {
  orderId: '42',
  productName: 'Mwezi Loan',
  amount: 40_000_000,
  paid: 15_700_000,
  owedToday: 27_300_000,
  lines: [
    {
      date: '2026-01-02 10:00:00',
      kind: 'payout',
      text: 'Loan paid out',
      amount: 40_000_000,
      balance: 40_000_000,
      paymentId: null,
    },
    {
      date: '2026-01-02 10:00:00',
      kind: 'fee',
      text: 'Service fee',
      amount: 3_000_000,
      balance: 43_000_000,
      paymentId: null,
    },
    {
      date: '2026-02-03 09:15:20',
      kind: 'payment',
      text: 'Payment SBXPAY-1',
      amount: -15_700_000,
      balance: 27_300_000,
      paymentId: 7,
    },
  ],
  lender: DEMO_LENDER,
  phone: '****5678',
  language: 'en',
  madeAt: new Date('2026-02-04T07:00:00Z'),
};

describe('the statement PDF', () => {
  it('is a PDF with the lender, the borrower, every line with its balance, and the totals', async () => {
    const pdf = await statementPdf(STATEMENT, { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = textOf(pdf);
    expect(text).toContain(DEMO_LENDER.name);
    expect(text).toContain(`Licence ${DEMO_LENDER.licence}`);
    expect(text).toContain('Borrower ****5678');
    expect(text).toContain('Loan 42 · Mwezi Loan');
    expect(text).toContain('Made 2026-02-04 10:00:00');
    for (const expected of ['Loan paid out', '400.000,00', 'Payment SBXPAY-1', '-157.000,00', '273.000,00'])
      expect(text).toContain(expected);
    expect(text).toMatch(/Owed today[\s\S]*273\.000,00/);
  });

  it('is in Kiswahili when asked', async () => {
    const text = textOf(await statementPdf({ ...STATEMENT, language: 'sw' }, { compress: false }));
    expect(text).toContain('Taarifa ya mkopo');
    expect(text).toContain('Mkopaji ****5678');
    expect(text).toContain('Unadaiwa leo');
    expect(text).not.toContain('Owed today');
  });

  it('is compressed as served', async () => {
    const pdf = await statementPdf(STATEMENT);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(textOf(pdf)).not.toContain('Loan paid out');
  });
});
