import { randomUUID } from 'node:crypto';
import { Code } from '@tz-loan/contract/platform/envelope';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentNotifications, trades } from '../../db/schema/repayment.ts';
import { sandboxCollections } from '../../db/schema/sandbox.ts';
import { sign } from '../../providers/payment/signature.ts';
import {
  detailsOf,
  entriesOf,
  generate,
  PAYMENT_SECRET,
  paidOutLoan,
  paymentsOf,
  REPAY_ENV,
  tradeOf,
} from '../../test/repayment-loans.ts';
import { createTestApp, get, post } from '../../test/test-app.ts';
import { NOTIFY_PATH } from './notifications/routes.ts';
import { createRepayService } from './service.ts';
import { createUtrService } from './utr/service.ts';

// PRODUCT.md §7 on every database the suite runs on; the races mean most on PostgreSQL.
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp(REPAY_ENV);
});
afterAll(() => app.close());

const notify = (body: object, signature?: string) => {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: NOTIFY_PATH,
    headers: {
      'content-type': 'application/json',
      'x-payment-signature': signature ?? sign(PAYMENT_SECRET, raw),
    },
    payload: raw,
  });
};

const paidNotice = (tradeNo: string, amount: number, paymentId = `PAY-${randomUUID()}`) => ({
  eventId: randomUUID(),
  tradeNo,
  paymentId,
  status: 'paid',
  amount,
  currency: 'TZS',
});

describe('generate-code under concurrency', () => {
  it('50 concurrent calls with one idempotency key: one trade, one provider call', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        generate(app, session, { orderId, amount: 4_000_00 }, 'pay-now-key-1'),
      ),
    );
    expect(new Set(answers.map((a) => a.data?.tradeNo)).size).toBe(1);
    const made = await app.db.select().from(trades).where(eq(trades.orderId, orderId));
    expect(made).toHaveLength(1);
    const collections = await app.db
      .select()
      .from(sandboxCollections)
      .where(eq(sandboxCollections.tradeNo, made[0]?.tradeNo ?? ''));
    expect(collections).toHaveLength(1);
  });

  it('different keys: never more collectible than owed (one open trade at a time)', async () => {
    const { session, orderId, price } = await paidOutLoan(app);
    const amounts = Array.from({ length: 30 }, (_, i) => price.payoff - i * 1_000_00);
    await Promise.all(
      amounts.map((amount, i) => generate(app, session, { orderId, amount }, `pay-now-key-${i}-x`)),
    );
    const made = await app.db.select().from(trades).where(eq(trades.orderId, orderId));
    const open = made.filter((t) => t.state === 'open');
    expect(open).toHaveLength(1);
    expect(open[0]?.amount ?? 0).toBeLessThanOrEqual(price.payoff);
    const collectible = await app.db.select().from(sandboxCollections);
    const openCodes = collectible.filter(
      (c) => made.some((t) => t.tradeNo === c.tradeNo) && c.state === 'open',
    );
    expect(openCodes).toHaveLength(1);
  });
});

describe('payment notifications', () => {
  it('the same notification 20 times, concurrently and late: one payment, one ledger entry', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const trade = (await generate(app, session, { orderId, amount: 5_000_00 })).data;
    const notice = paidNotice(trade.tradeNo, 5_000_00);
    const first = await Promise.all(Array.from({ length: 20 }, () => notify(notice)));
    expect(first.every((r) => r.statusCode === 200)).toBe(true);
    // Late: after the borrower made a newer trade, the old notice arrives again.
    await generate(app, session, { orderId, amount: 2_000_00 });
    expect((await notify(notice)).json()).toMatchObject({ outcome: 'duplicate' });
    expect(await paymentsOf(app, orderId)).toHaveLength(1);
    expect((await entriesOf(app, orderId)).map((e) => e.amount)).toEqual([5_000_00]);
  });

  it('distinct payments of one order at once: each counted once, none lost, the excess a credit', async () => {
    const { session, orderId, price } = await paidOutLoan(app);
    const trade = (await generate(app, session, { orderId, amount: price.payoff })).data;
    const share = Math.ceil(price.payoff / 7);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => notify(paidNotice(trade.tradeNo, share))),
    );
    expect(answers.map((a) => a.json().outcome)).toEqual(Array(10).fill('applied'));
    const entries = await entriesOf(app, orderId);
    const sum = (kind: string) => entries.filter((e) => e.kind === kind).reduce((t, e) => t + e.amount, 0);
    expect(sum('repayment')).toBe(price.payoff);
    expect(sum('credit')).toBe(10 * share - price.payoff);
    expect((await detailsOf(app, session, orderId)).data.orderStatus).toBe(200);
  });

  it('refuses a bad signature and an unknown trade, holds an amount that disagrees; all logged', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const page = (await generate(app, session, { orderId, amount: 5_000_00, bankCode: 'WEB' })).data;
    const forged = await notify(paidNotice(page.tradeNo, 5_000_00), 'f'.repeat(64));
    expect(forged.statusCode).toBe(401);
    const unknown = await notify(paidNotice('TNOSUCHTRADE1', 5_000_00));
    expect(unknown.statusCode).toBe(404);
    const tooMuch = await notify(paidNotice(page.tradeNo, 5_000_01));
    expect(tooMuch.json()).toMatchObject({ outcome: 'held' });
    const malformed = await notify({ hello: 'world' });
    expect(malformed.statusCode).toBe(400);
    expect(await entriesOf(app, orderId)).toEqual([]);
    expect((await tradeOf(app, page.tradeNo)).state).toBe('open');
    const logged = await app.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.tradeNo, page.tradeNo));
    expect(logged.map((l) => l.outcome).sort()).toEqual(['held']);
    const all = await app.db.select().from(paymentNotifications);
    expect(all.some((l) => l.reason === 'bad signature')).toBe(true);
    expect(all.some((l) => l.reason === 'unknown trade' && l.tradeNo === 'TNOSUCHTRADE1')).toBe(true);
  });
});

describe('payment references (UTR)', () => {
  it('the same UTR on two orders: the second is refused', async () => {
    const a = await paidOutLoan(app);
    const b = await paidOutLoan(app);
    for (const loan of [a, b]) await generate(app, loan.session, { orderId: loan.orderId, amount: 2_000_00 });
    const utr = `UTR${Date.now()}`;
    const first = await post(
      app,
      '/v3/loan-details/submit-utr',
      { orderId: a.orderId, utr, isDelay: '0' },
      a.session,
    );
    expect(first.body).toMatchObject({
      code: 0,
      message: 'Reference received. We will confirm your payment shortly.',
    });
    const again = await post(
      app,
      '/v3/loan-details/submit-utr',
      { orderId: a.orderId, utr, isDelay: '0' },
      a.session,
    );
    expect(again.body.code).toBe(0);
    const second = await post(
      app,
      '/v3/loan-details/submit-utr',
      { orderId: b.orderId, utr, isDelay: '0' },
      b.session,
    );
    expect(second.body).toEqual({
      code: Code.conflict,
      message: 'This payment reference has already been used',
    });
  });
});

describe('one payment told two ways (a confirmed reference and the provider) counts once', () => {
  const submitUtr = (loan: Awaited<ReturnType<typeof paidOutLoan>>, utr: string) =>
    post(app, '/v3/loan-details/submit-utr', { orderId: loan.orderId, utr, isDelay: '0' }, loan.session);
  const decide = (orderId: number, utr: string) =>
    createUtrService(app.db, createRepayService(app.db, { provider: app.sandboxPayment.provider })).decide(
      orderId,
      utr,
      'confirm',
      'ops:test',
    );

  it('a reference is not confirmed once the provider has told of the payment', async () => {
    const loan = await paidOutLoan(app);
    const trade = (await generate(app, loan.session, { orderId: loan.orderId, amount: 3_000_00 })).data;
    const utr = `UTRA${Date.now()}`;
    expect((await submitUtr(loan, utr)).body.code).toBe(0);
    await notify(paidNotice(trade.tradeNo, 3_000_00));
    await expect(decide(loan.orderId, utr)).rejects.toThrow(/has already arrived/);
    expect((await entriesOf(app, loan.orderId)).map((e) => e.amount)).toEqual([3_000_00]);
  });

  it('the provider telling of a payment already confirmed from its reference is held', async () => {
    const loan = await paidOutLoan(app);
    const trade = (await generate(app, loan.session, { orderId: loan.orderId, amount: 3_000_00 })).data;
    const utr = `UTRB${Date.now()}`;
    expect((await submitUtr(loan, utr)).body.code).toBe(0);
    expect(await decide(loan.orderId, utr)).toMatchObject({ state: 'confirmed', applied: 3_000_00 });
    expect((await notify(paidNotice(trade.tradeNo, 3_000_00))).json()).toMatchObject({ outcome: 'held' });
    expect((await entriesOf(app, loan.orderId)).map((e) => e.amount)).toEqual([3_000_00]);
  });
});

describe("another borrower's ids on every call", () => {
  it('are answered as unknown, and change nothing', async () => {
    const victim = await paidOutLoan(app, { productId: 1, daysAgo: 91 });
    const trade = (await generate(app, victim.session, { orderId: victim.orderId, amount: 2_000_00 })).data;
    const attacker = await paidOutLoan(app);
    const s = attacker.session;
    const orderId = victim.orderId;
    const answers = [
      (await post(app, '/v3/installment/loan-play-detail-yd', { orderId }, s)).body,
      (await post(app, '/v3/loan-details/delay-detail-yd', { orderId }, s)).body,
      await generate(app, s, { orderId, amount: 2_000_00 }),
      (await post(app, '/v3/loan-details/submit-utr', { orderId, utr: 'HOSTILE123', isDelay: '0' }, s)).body,
      (await get(app, '/v3/loan-details/repayment-code', { ...s, orderId })).body,
      (await get(app, '/v3/loan-details/repayment-code', { ...s, tradeNo: trade.tradeNo })).body,
    ];
    for (const answer of answers) expect(answer.code).toBe(Code.notFound);
    expect(await app.db.select().from(trades).where(eq(trades.orderId, orderId))).toHaveLength(1);
  });
});
