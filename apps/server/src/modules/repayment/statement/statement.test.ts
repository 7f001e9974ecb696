import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../db/schema/outbox.ts';
import { sign } from '../../../providers/payment/signature.ts';
import {
  generate,
  PAYMENT_SECRET,
  paidOutLoan,
  payCode,
  paymentsOf,
  REPAY_ENV,
} from '../../../test/repayment-loans.ts';
import { createTestApp, get, post } from '../../../test/test-app.ts';
import { NOTIFY_PATH } from '../notifications/routes.ts';
import { receiptNo } from './lines.ts';

// PRODUCT.md §20: the statement is the ledger with a running balance that ends at what is owed today;
// a receipt is one payment's rows and adds up to it; each piece of money news is one SMS.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp(REPAY_ENV);
});
afterAll(() => app.close());

type Line = { kind: string; amount: number; balance: number; paymentId: number | null; text: string };
type Session = Record<string, string>;

const statementOf = async (session: Session, orderId: number, language = 'en') =>
  (await get(app, '/v3/repay/statement', { ...session, orderId, language })).body;
const receiptOf = async (session: Session, orderId: number, paymentId: number, language = 'en') =>
  (await get(app, '/v3/repay/receipt', { ...session, orderId, paymentId, language })).body;
const smsRows = (key: string) =>
  app.db
    .select({ key: outbox.key, payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.kind, 'sms'), like(outbox.key, key)));

const textOf = (row?: { payload: unknown }) => (row?.payload as { text?: string } | undefined)?.text ?? '';

const notify = (tradeNo: string, amount: number, paymentId: string) => {
  const raw = JSON.stringify({
    eventId: randomUUID(),
    tradeNo,
    paymentId,
    status: 'paid',
    amount,
    currency: 'TZS',
  });
  return app.inject({
    method: 'POST',
    url: NOTIFY_PATH,
    headers: { 'content-type': 'application/json', 'x-payment-signature': sign(PAYMENT_SECRET, raw) },
    payload: raw,
  });
};

/** A loan past its grace days that paid part of what it owed (penalty first), then bought a roll-over. */
const loanWithHistory = async () => {
  const loan = await paidOutLoan(app, { productId: 1, daysAgo: 91 + 3 + 3 });
  const part = (await generate(app, loan.session, { orderId: loan.orderId, amount: 1_000_00 })).data;
  await payCode(app, part.tradeNo);
  const detail = await post(app, '/v3/loan-details/delay-detail-yd', { orderId: loan.orderId }, loan.session);
  const fee: number = detail.body.data.delayShouldPayAmount;
  const rollOver = await generate(app, loan.session, { orderId: loan.orderId, amount: fee, isDelay: '1' });
  await payCode(app, rollOver.data.tradeNo);
  return { ...loan, fee };
};

describe('the statement', () => {
  it('lists every entry with a running balance that ends at what is owed today', async () => {
    const { session, orderId, price, fee } = await loanWithHistory();
    const { code, data } = await statementOf(session, orderId);
    expect(code).toBe(0);
    const lines: Line[] = data.lines;
    expect(lines.map((l) => l.kind)).toEqual(
      expect.arrayContaining(['payout', 'interest', 'fee', 'penalty', 'penalty-payment', 'payment']),
    );
    expect(lines.filter((l) => l.kind.startsWith('rollover')).map((l) => l.amount)).toEqual([fee, -fee]);
    let running = 0;
    for (const line of lines) {
      running += line.amount;
      expect(line.balance).toBe(running);
    }
    expect(data.owedToday).toBeGreaterThan(0);
    expect(lines.at(-1)?.balance).toBe(data.owedToday);
    expect(data.paid).toBe(1_000_00 + fee);
    expect(data.amount).toBe(
      price.instalments.reduce((s: number, i: { principal: number }) => s + i.principal, 0),
    );
    expect(lines[0]?.text).toBe('Loan paid out');
    const sw = await statementOf(session, orderId, 'sw');
    expect(sw.data.lines[0].text).toBe('Mkopo umetolewa');
    expect(sw.data.lines.map((l: Line) => l.balance)).toEqual(lines.map((l) => l.balance));
  });

  it("is another borrower's order: missing, like everywhere", async () => {
    const mine = await paidOutLoan(app);
    const theirs = await paidOutLoan(app);
    expect((await statementOf(mine.session, theirs.orderId)).code).toBe(404);
    const link = await post(app, '/v3/repay/statement-pdf-link', { orderId: theirs.orderId }, mine.session);
    expect(link.body.code).toBe(404);
  });
});

describe('a receipt', () => {
  it("adds up to its payment, and its balance after is the statement's after its rows", async () => {
    const { session, orderId, fee } = await loanWithHistory();
    const payments = await paymentsOf(app, orderId);
    expect(payments).toHaveLength(2);
    const statement: Line[] = (await statementOf(session, orderId)).data.lines;
    for (const payment of payments) {
      const { code, data } = await receiptOf(session, orderId, payment.id);
      expect(code).toBe(0);
      const parts = Object.values(data.parts as Record<string, number>);
      expect(parts.reduce((sum, part) => sum + part, 0)).toBe(payment.amount);
      expect(data).toMatchObject({ receiptNo: receiptNo(payment.id), amount: payment.amount });
      expect(data.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(data.balanceAfter).toBe(statement.filter((l) => l.paymentId === payment.id).at(-1)?.balance);
    }
    const [part, rollOver] = payments;
    const first = (await receiptOf(session, orderId, part?.id ?? 0)).data;
    expect(first.parts.penalty).toBeGreaterThan(0);
    expect(first.way).toBe('Pay code at an agent');
    expect((await receiptOf(session, orderId, rollOver?.id ?? 0)).data.parts.rolloverFee).toBe(fee);
    expect((await receiptOf(session, orderId, part?.id ?? 0, 'sw')).data.way).toBe(
      'Namba ya malipo kwa wakala',
    );
  });

  it('is missing for another borrower, or for a payment of another order', async () => {
    const { session, orderId } = await loanWithHistory();
    const [payment] = await paymentsOf(app, orderId);
    const other = await paidOutLoan(app);
    expect((await receiptOf(other.session, orderId, payment?.id ?? 0)).code).toBe(404);
    expect((await receiptOf(session, other.orderId, payment?.id ?? 0)).code).toBe(404);
    expect((await receiptOf(session, orderId, 999_999_999)).code).toBe(404);
  });
});

describe("the statement's PDF", () => {
  it('is served at a signed address, which no altered or stolen address opens', async () => {
    const { session, orderId } = await loanWithHistory();
    const link = await post(app, '/v3/repay/statement-pdf-link', { orderId }, session);
    expect(link.body.code).toBe(0);
    const url: string = link.body.data.url;
    expect(url).not.toContain(session.sessionId);
    const pdf = await app.inject({ method: 'GET', url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const other = await paidOutLoan(app);
    const forged = await app.inject({
      method: 'GET',
      url: url.replace(`o=${orderId}`, `o=${other.orderId}`),
    });
    expect(forged.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: url.replace(/s=[^&]+/, 's=AAAA') })).statusCode).toBe(404);
  });
});

describe('the money SMS', () => {
  it('tells the payout, each payment with its receipt, and a roll-over with its new due date', async () => {
    const { orderId } = await loanWithHistory();
    const payout = await smsRows(`payout:${orderId}`);
    expect(payout).toHaveLength(1);
    expect(textOf(payout[0])).toContain('has been paid out');
    const [part, rollOver] = await paymentsOf(app, orderId);
    const [partSms] = await smsRows(`payment:${part?.id}`);
    expect(partSms?.payload).toMatchObject({
      text: expect.stringContaining(`receipt ${receiptNo(part?.id ?? 0)}`),
      link: `/paymentReceipt?orderId=${orderId}&paymentId=${part?.id}`,
    });
    const [rollSms] = await smsRows(`payment:${rollOver?.id}`);
    expect(textOf(rollSms)).toMatch(/Your new due date is \d{4}-\d{2}-\d{2}\./);
  });

  it('is sent once when the provider tells the same payment twice, in the language of the login', async () => {
    const { session, orderId, borrowerId } = await paidOutLoan(app);
    await app.db.execute(`update borrowers set language = 'sw' where id = ${borrowerId}` as never);
    const trade = (await generate(app, session, { orderId, amount: 2_000_00 })).data;
    const reference = `PAY-${randomUUID()}`;
    await notify(trade.tradeNo, 2_000_00, reference);
    await notify(trade.tradeNo, 2_000_00, reference);
    const payments = await paymentsOf(app, orderId);
    expect(payments).toHaveLength(1);
    const rows = await smsRows(`payment:%`);
    const mine = rows.filter((row) => (row.payload as { phone: string }).phone === session.mobilePhone);
    expect(mine).toHaveLength(1);
    expect(textOf(mine[0])).toContain(`Tumepokea 2.000,00 TZS, risiti ${receiptNo(payments[0]?.id ?? 0)}`);
  });
});
