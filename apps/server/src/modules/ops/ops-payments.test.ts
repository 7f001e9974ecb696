import { Code } from '@tz-loan/contract/platform/envelope';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsActions } from '../../db/schema/ops.ts';
import { ledgerEntries } from '../../db/schema/repayment.ts';
import { makeDueToday, paidOutLoan, payNow, submitUtr } from '../../test/ops-repayments.ts';
import { createTestApp } from '../../test/test-app.ts';

// The two payment commands through the app as app.ts wires it: the sandbox provider notifies the
// server at once, so the ledger already shows an agent payment when the ops call answers.
const TOKEN = 'test-ops-token-0123456789abcdef';
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({
    OPS_TOKEN: TOKEN,
    AUTO_APPROVE_AFTER_SECONDS: 'off',
    AUTO_PAYOUT_AFTER_SECONDS: 'off',
  });
});
afterAll(() => app.close());

const ops = async (path: string, body: unknown, { token = TOKEN as string | null, actor = 'alice' } = {}) => {
  const headers: Record<string, string> = { 'x-ops-actor': actor };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  const response = await app.inject({
    method: 'POST',
    url: `/tapi/ops${path}`,
    headers,
    payload: body as object,
  });
  return { status: response.statusCode, body: response.json() };
};

const lastAudit = async () => {
  const [row] = await app.db.select().from(opsActions).orderBy(desc(opsActions.id)).limit(1);
  return row;
};

const repaidOf = async (orderId: number) =>
  (await app.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId)))
    .filter((entry) => entry.kind === 'repayment')
    .reduce((sum, entry) => sum + entry.amount, 0);

describe('ops API: pay-code', () => {
  it('pays the first instalment of a due loan (174 → 170), names the trade, and is audited', async () => {
    const { session, orderId, price } = await paidOutLoan(app, { productId: 2 });
    await makeDueToday(app, orderId);
    const first = price.instalments[0]?.amount ?? 0;
    const trade = await payNow(app, session, orderId, first);
    const { status, body } = await ops(`/pay-codes/${trade.payCode}/pay`, { amount: first });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code: 0,
      data: {
        payCode: trade.payCode,
        amount: first,
        remaining: 0,
        tradeNo: trade.tradeNo,
        actor: 'ops:demo',
        inLedger: true,
        orderId,
        fromStatus: 174,
        toStatus: 170,
        order: { status: 170, storedStatus: 170 },
      },
    });
    expect(await repaidOf(orderId)).toBe(first);
    expect(await lastAudit()).toMatchObject({
      actor: 'ops:demo',
      command: 'pay-code',
      // Found in the trail by the order it paid.
      target: String(orderId),
      detail: { payCode: trade.payCode, amount: first },
      ok: true,
    });
  });

  it('settles a whole loan (170 → 200), and refuses to take the same code twice', async () => {
    const { session, orderId, price } = await paidOutLoan(app);
    const trade = await payNow(app, session, orderId, price.payoff);
    const paid = await ops(`/pay-codes/${trade.payCode}/pay`, { amount: price.payoff });
    expect(paid.body.data).toMatchObject({ fromStatus: 170, toStatus: 200, order: { nextDueDate: null } });

    const again = await ops(`/pay-codes/${trade.payCode}/pay`, { amount: 100 }, { actor: 'bob' });
    expect(again).toEqual({
      status: 200,
      body: { code: Code.conflict, message: `Pay code ${trade.payCode} is already paid` },
    });
    expect(await repaidOf(orderId)).toBe(price.payoff);
    expect(await lastAudit()).toMatchObject({
      actor: 'ops:demo',
      command: 'pay-code',
      ok: false,
      detail: { payCode: trade.payCode, code: Code.conflict, message: again.body.message },
    });
  });

  it('refuses a code the borrower replaced with a newer Pay Now', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const old = await payNow(app, session, orderId, 1_000_00);
    await payNow(app, session, orderId, 2_000_00);
    const { body } = await ops(`/pay-codes/${old.payCode}/pay`, { amount: 1_000_00 });
    expect(body).toEqual({ code: Code.conflict, message: `Pay code ${old.payCode} is already cancelled` });
    expect(await repaidOf(orderId)).toBe(0);
  });

  it('answers 404 "Pay code <code> does not exist" for a code never issued, and records it', async () => {
    // The sandbox never issues a code with a leading 0.
    const { body } = await ops('/pay-codes/012345678/pay', { amount: 5_000_00 });
    expect(body).toEqual({ code: Code.notFound, message: 'Pay code 012345678 does not exist' });
    expect(await lastAudit()).toMatchObject({
      command: 'pay-code',
      ok: false,
      detail: { payCode: '012345678', amount: 5_000_00, code: Code.notFound },
    });
  });

  it.each([
    ['/pay-codes/12345/pay', { amount: 100 }, 'payCode must be the 9 digits of a pay code'],
    ['/pay-codes/12345678a/pay', { amount: 100 }, 'payCode must be the 9 digits of a pay code'],
    ['/pay-codes/123456789/pay', {}, 'amount is required'],
    ['/pay-codes/123456789/pay', { amount: 0 }, 'amount must be at least 1'],
    ['/pay-codes/123456789/pay', { amount: 12.5 }, 'amount must be a whole number'],
    ['/pay-codes/123456789/pay', { amount: '-5' }, 'amount must be a whole number'],
  ])('refuses bad input on %s %j with code 400 and records it', async (path, body, message) => {
    const answer = await ops(path, body);
    expect(answer.body).toEqual({ code: Code.badRequest, message });
    expect(await lastAudit()).toMatchObject({ command: 'pay-code', ok: false, detail: { code: 400 } });
  });
});

describe('ops API: utr', () => {
  /** A repaying loan with an open trade whose reference the borrower has sent. */
  const submitted = async (utr: string) => {
    const loan = await paidOutLoan(app, { productId: 2 });
    const trade = await payNow(app, loan.session, loan.orderId, 5_000_00);
    await submitUtr(app, loan.session, loan.orderId, utr);
    return { ...loan, trade };
  };

  it("confirms a reference: the trade's amount enters the ledger once, and it is audited", async () => {
    const { orderId, trade } = await submitted('UTRCONF001');
    const { status, body } = await ops(`/orders/${orderId}/utr`, { utr: 'utrconf001', decision: 'confirm' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code: 0,
      data: {
        orderId,
        actor: 'ops:demo',
        utr: 'UTRCONF001',
        state: 'confirmed',
        applied: trade.amount,
        fromStatus: 170,
        toStatus: 170,
        order: { status: 170 },
      },
    });
    expect(await repaidOf(orderId)).toBe(trade.amount);
    expect(await lastAudit()).toMatchObject({
      actor: 'ops:demo',
      command: 'utr',
      target: String(orderId),
      detail: { utr: 'UTRCONF001', decision: 'confirm' },
      ok: true,
    });

    const again = await ops(`/orders/${orderId}/utr`, { utr: 'UTRCONF001', decision: 'reject' });
    expect(again).toEqual({
      status: 200,
      body: { code: Code.conflict, message: 'Reference UTRCONF001 is already confirmed' },
    });
    expect(await repaidOf(orderId)).toBe(trade.amount);
    expect(await lastAudit()).toMatchObject({ command: 'utr', ok: false, detail: { code: Code.conflict } });
  });

  it('rejects a reference: nothing enters the ledger, and it cannot be confirmed afterwards', async () => {
    const { orderId } = await submitted('UTRREJ0001');
    const { body } = await ops(`/orders/${orderId}/utr`, { utr: 'UTRREJ0001', decision: 'reject' });
    expect(body.data).toMatchObject({ state: 'rejected', applied: 0, fromStatus: 170, toStatus: 170 });
    const later = await ops(`/orders/${orderId}/utr`, { utr: 'UTRREJ0001', decision: 'confirm' });
    expect(later.body).toEqual({ code: Code.conflict, message: 'Reference UTRREJ0001 is already rejected' });
    expect(await repaidOf(orderId)).toBe(0);
  });

  it('answers 404 for a reference not sent for that order, and for an unknown order', async () => {
    const { orderId } = await submitted('UTRMINE001');
    const other = await paidOutLoan(app);
    const elsewhere = await ops(`/orders/${other.orderId}/utr`, { utr: 'UTRMINE001', decision: 'confirm' });
    expect(elsewhere.body).toEqual({
      code: Code.notFound,
      message: `No reference UTRMINE001 was submitted for order ${other.orderId}`,
    });
    expect(await lastAudit()).toMatchObject({
      target: String(other.orderId),
      ok: false,
      detail: { code: 404 },
    });
    const unknown = await ops('/orders/987654321/utr', { utr: 'UTRMINE001', decision: 'confirm' });
    expect(unknown.body).toEqual({ code: Code.notFound, message: 'Order 987654321 does not exist' });
    expect(await repaidOf(orderId)).toBe(0);
  });

  it.each([
    [{ utr: 'AB12', decision: 'confirm' }, 'utr must be 6 to 30 letters or digits'],
    [{ utr: 'ABC-12345', decision: 'confirm' }, 'utr must be 6 to 30 letters or digits'],
    [{ decision: 'confirm' }, 'utr is required'],
    [{ utr: 'ABC12345', decision: 'maybe' }, "decision must be 'confirm' or 'reject'"],
    [{ utr: 'ABC12345' }, "decision must be 'confirm' or 'reject'"],
  ])('refuses bad input %j with code 400 and records it', async (body, message) => {
    const answer = await ops('/orders/1/utr', body);
    expect(answer.body).toEqual({ code: Code.badRequest, message });
    expect(await lastAudit()).toMatchObject({
      command: 'utr',
      target: '1',
      ok: false,
      detail: { code: 400 },
    });
  });
});

describe('ops API: payments need the token', () => {
  it.each([
    ['/pay-codes/123456789/pay', { amount: 100 }],
    ['/orders/1/utr', { utr: 'ABC12345', decision: 'confirm' }],
  ])('answers HTTP 401 on %s without a token, and records nothing', async (path, body) => {
    const before = await lastAudit();
    for (const token of [null, `${TOKEN}x`]) {
      expect(await ops(path, body, { token })).toEqual({
        status: 401,
        body: { code: Code.notLoggedIn, message: 'Ops token missing or wrong' },
      });
    }
    expect(await lastAudit()).toEqual(before);
  });
});
