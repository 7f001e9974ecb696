import { Code } from '@tz-loan/contract/platform/envelope';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/loan.ts';
import { trades } from '../../db/schema/repayment.ts';
import { testLifecycle } from '../../test/loan-orders.ts';
import {
  detailsOf,
  entriesOf,
  generate,
  paidOutLoan,
  payCode,
  planOf,
  REPAY_ENV,
  tradeOf,
} from '../../test/repayment-loans.ts';
import { createTestApp, get, post } from '../../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp(REPAY_ENV);
});
afterAll(() => app.close());

describe('the repayment plan (loan-play-detail-yd)', () => {
  it('lists what is left on each instalment; only the first is clickable and checked', async () => {
    const { session, orderId, price } = await paidOutLoan(app);
    const { code, data } = await planOf(app, session, orderId);
    expect(code).toBe(0);
    const rows = data.repayPlanDetail.repayWaitDetail;
    expect(rows).toHaveLength(4);
    expect(rows.map((r: { canClick: number }) => r.canClick)).toEqual([1, 0, 0, 0]);
    expect(rows.map((r: { check: number }) => r.check)).toEqual([1, 0, 0, 0]);
    expect(data.amountMax).toBe(price.payoff);
    expect(data.amountMin).toBe(1_000_00);
    expect(data.bankCardInfo).toEqual({ bankName: 'M-Pesa', bankNode: 'TZ0001', cardNo: '****5678' });
    expect(data.bankList.map((c: { type: string }) => c.type)).toContain('WEB');
  });

  it("answers another borrower's order as an unknown one, and a loan not paid out in words", async () => {
    const mine = await paidOutLoan(app);
    const theirs = await paidOutLoan(app);
    expect(await planOf(app, mine.session, theirs.orderId)).toEqual({
      code: Code.notFound,
      message: 'This order does not exist',
    });
    await app.db.update(orders).set({ status: 110 }).where(eq(orders.id, mine.orderId));
    expect((await planOf(app, mine.session, mine.orderId)).code).toBe(Code.conflict);
  });
});

describe('Pay Now (generate-vcode-yd)', () => {
  it('refuses an amount outside what is owed, and a channel not on the list, changing nothing', async () => {
    const { session, orderId, price } = await paidOutLoan(app);
    for (const amount of [99_00, price.payoff + 1]) {
      const refusal = await generate(app, session, { orderId, amount });
      expect(refusal.code).toBe(Code.badRequest);
      expect(refusal.message).toMatch(/^The amount must be between 1\.000,00 TZS and /);
    }
    expect((await generate(app, session, { orderId, amount: 1_000_00, bankCode: 'XX' })).message).toBe(
      'Choose how to pay from the list',
    );
    expect(await app.db.select().from(trades).where(eq(trades.orderId, orderId))).toEqual([]);
  });

  it('gives a pay code with its steps; the same choice again is the same trade, another replaces it', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const first = await generate(app, session, { orderId, amount: 5_000_00 });
    expect(first.data).toMatchObject({ repayType: 'PAY_CODE', payUrl: '' });
    expect(first.data.repaymentInfo.defDetail.payCode).toMatch(/^\d{9}$/);
    expect(first.data.repaymentInfo.repayAmount).toBe(5_000_00);
    expect(Object.keys(first.data.repaymentInfo.defDetail.payNotice)).toContain('M-Pesa');
    expect((await generate(app, session, { orderId, amount: 5_000_00 })).data.tradeNo).toBe(
      first.data.tradeNo,
    );
    const second = await generate(app, session, { orderId, amount: 6_000_00 });
    expect(second.data.tradeNo).not.toBe(first.data.tradeNo);
    expect((await tradeOf(app, first.data.tradeNo)).state).toBe('replaced');
    expect(await payCode(app, first.data.tradeNo)).toMatchObject({ ok: false, reason: 'cancelled' });
  });

  it('the code page shows the code or a QR, only to its borrower', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const qr = await generate(app, session, { orderId, amount: 2_000_00, bankCode: 'QR' });
    const page = await get(app, '/v3/loan-details/repayment-code', { ...session, tradeNo: qr.data.tradeNo });
    expect(page.body.data).toMatchObject({ showType: 2, amount: 2_000_00, state: 'open' });
    expect(page.body.data.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const latest = await get(app, '/v3/loan-details/repayment-code', { ...session, orderId });
    expect(latest.body.data.tradeNo).toBe(qr.data.tradeNo);
    const stranger = await paidOutLoan(app);
    const refused = await get(app, '/v3/loan-details/repayment-code', {
      ...stranger.session,
      tradeNo: qr.data.tradeNo,
    });
    expect(refused.body.code).toBe(Code.notFound);
  });
});

describe('paying: the ledger and the loan follow the money', () => {
  it('applies a payment to instalments in order; paying the rest settles the loan at 200', async () => {
    const { session, orderId, price } = await paidOutLoan(app);
    const [one, two] = price.instalments;
    if (!one || !two) throw new Error('plan');
    const part = await generate(app, session, { orderId, amount: one.amount + two.amount });
    expect(await payCode(app, part.data.tradeNo)).toMatchObject({ ok: true });
    const plan = (await planOf(app, session, orderId)).data;
    expect(plan.repayPlanDetail.repayYetDetail.map((r: { periodNo: number }) => r.periodNo)).toEqual([1, 2]);
    expect(plan.repayPlanDetail.repayWaitCount).toBe(2);
    expect((await detailsOf(app, session, orderId)).data.orderStatus).toBe(170);

    const rest = await generate(app, session, { orderId, amount: plan.amountMax });
    await payCode(app, rest.data.tradeNo);
    const details = (await detailsOf(app, session, orderId)).data;
    expect(details.orderStatus).toBe(200);
    expect(details.plan.every((i: { state: string }) => i.state === 'paid')).toBe(true);
    const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.closedAt).not.toBeNull();
    const entries = await entriesOf(app, orderId);
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(price.payoff);
    expect((await planOf(app, session, orderId)).message).toBe('This loan has nothing left to pay');
  });

  it('keeps what is paid beyond what is owed as a credit, never lost', async () => {
    const { session, orderId, price } = await paidOutLoan(app);
    const trade = await generate(app, session, { orderId, amount: price.payoff });
    await payCode(app, trade.data.tradeNo, price.payoff + 7_00);
    const entries = await entriesOf(app, orderId);
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([
      ['repayment', price.payoff],
      ['credit', 7_00],
    ]);
  });

  it('the hosted pay page pays part, then returns to the app; a failure changes nothing', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const page = await generate(app, session, { orderId, amount: 3_000_00, bankCode: 'WEB' });
    expect(page.data.repayType).toBe('PAY_URL');
    const form = await app.inject({
      method: 'GET',
      url: `${page.data.payUrl}?return=/squidChive%3ForderId%3D${orderId}`,
    });
    expect(form.body).toContain('3.000,00 TZS');
    const paid = await app.inject({
      method: 'POST',
      url: page.data.payUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=part&amount=1200&return=${encodeURIComponent(`/squidChive?orderId=${orderId}`)}`,
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/squidChive?orderId=${orderId}`);
    expect((await entriesOf(app, orderId)).map((e) => e.amount)).toEqual([1_200_00]);

    const failing = await generate(app, session, { orderId, amount: 3_000_00, bankCode: 'WEB' });
    const failed = await app.inject({
      method: 'POST',
      url: failing.data.payUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=fail',
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('Payment failed');
    expect((await tradeOf(app, failing.data.tradeNo)).state).toBe('failed');
    expect(await entriesOf(app, orderId)).toHaveLength(1);
  });
});

describe('deferral (delay-detail-yd)', () => {
  it('is refused before anything is due, offered once a payment is due', async () => {
    const early = await paidOutLoan(app);
    expect(
      (await post(app, '/v3/loan-details/delay-detail-yd', { orderId: early.orderId }, early.session)).body
        .code,
    ).toBe(Code.conflict);
    const { session, orderId, price } = await paidOutLoan(app, { productId: 1, daysAgo: 91 });
    const { data } = (await post(app, '/v3/loan-details/delay-detail-yd', { orderId }, session)).body;
    expect(data.delayShouldPayAmount).toBe(Math.round((price.totalRepayable * 250) / 10_000));
    const rows = Object.fromEntries(
      data.detail.map((r: { text: string; value: string }) => [r.text, r.value]),
    );
    expect(rows['Days added']).toBe('14 days');
    const moved = new Date(`${rows['Due date now']}T00:00:00Z`);
    moved.setUTCDate(moved.getUTCDate() + 14);
    expect(rows['Due date after']).toBe(moved.toISOString().slice(0, 10));
  });

  it('paying the fee moves the unpaid due date by the product rule, and again the second time', async () => {
    const { session, orderId } = await paidOutLoan(app, { productId: 1, daysAgo: 91 });
    const before = (await detailsOf(app, session, orderId)).data;
    expect(before.orderStatus).toBe(174);
    const dueBefore = before.plan[0].dueTime as string;
    const fee = (await post(app, '/v3/loan-details/delay-detail-yd', { orderId }, session)).body.data
      .delayShouldPayAmount as number;
    expect((await generate(app, session, { orderId, amount: fee + 1, isDelay: '1' })).message).toMatch(
      /^The roll-over fee is /,
    );
    const trade = await generate(app, session, { orderId, amount: fee, isDelay: '1' });
    await payCode(app, trade.data.tradeNo);
    const after = (await detailsOf(app, session, orderId)).data;
    expect(after.orderStatus).toBe(170);
    const moved = new Date(`${dueBefore}T00:00:00Z`);
    moved.setUTCDate(moved.getUTCDate() + 14);
    expect(after.plan[0].dueTime).toBe(moved.toISOString().slice(0, 10));
    const entries = await entriesOf(app, orderId);
    expect(entries.map((e) => [e.kind, e.amount, e.deferralDays])).toEqual([['deferral_fee', fee, 14]]);

    await testLifecycle(app.db).shift(orderId, 14, 'ops:test');
    // The interest of the 14 days bought has run since: the fee is the rate on what closes the loan now.
    const feeNow = (await post(app, '/v3/loan-details/delay-detail-yd', { orderId }, session)).body.data
      .delayShouldPayAmount as number;
    expect(feeNow).toBeGreaterThan(fee);
    const again = await generate(app, session, { orderId, amount: feeNow, isDelay: '1' });
    await payCode(app, again.data.tradeNo);
    expect((await detailsOf(app, session, orderId)).data.plan[0].dueTime).toBe(
      moved.toISOString().slice(0, 10),
    );
    expect((await entriesOf(app, orderId)).filter((e) => e.kind === 'deferral_fee')).toHaveLength(2);
  });
});
