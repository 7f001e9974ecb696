import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents } from '../../db/schema/loan.ts';
import { sign } from '../../providers/payment/signature.ts';
import { testLifecycle } from '../../test/loan-orders.ts';
import {
  detailsOf,
  entriesOf,
  generate,
  PAYMENT_SECRET,
  paidOutLoan,
  payCode,
  planOf,
  REPAY_ENV,
} from '../../test/repayment-loans.ts';
import { createTestApp, createTwinTestApps } from '../../test/test-app.ts';
import { NOTIFY_PATH } from './notifications/routes.ts';

// Mwezi Plus (product 2) at its smallest amount: 500.000,00 TZS at 11 % a year, fee 0,6 % = 3.000,00,
// 4 instalments of 30 days. Interest on the reducing balance by day d, nothing paid yet:
// ⌊50 000 000 × 1100 × d ÷ 3 650 000⌋.
const PRINCIPAL = 50_000_000;
const FEE = 300_000;
const interestBy = (days: number) => Math.floor((PRINCIPAL * 1100 * days) / 3_650_000);

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp(REPAY_ENV);
});
afterAll(() => app.close());

const sum = (rows: { amount: number }[]) => rows.reduce((total, row) => total + row.amount, 0);
const ledgerOf = async (a: FastifyInstance, orderId: number) => {
  const entries = await entriesOf(a, orderId);
  const of = (kind: string) => sum(entries.filter((e) => e.kind === kind));
  return { repayment: of('repayment'), credit: of('credit'), waiver: of('waiver'), entries };
};
const closings = async (a: FastifyInstance, orderId: number) =>
  (await a.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).filter(
    (e) => e.toStatus === 200,
  );

describe("'Pay off today' (PRODUCT.md §19)", () => {
  it('quotes principal, fee and the interest of the days so far, and what that saves against the plan', async () => {
    const { session, orderId, price } = await paidOutLoan(app, { daysAgo: 20 });
    const { data } = await detailsOf(app, session, orderId);
    const quote = PRINCIPAL + FEE + interestBy(20);
    expect(data.payoff).toEqual({
      amount: quote,
      saving: price.totalRepayable - quote,
      holdsUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const rows = Object.fromEntries(
      data.userOrderDetail.detail.map((r: { text: string; value: string }) => [r.text, r.value]),
    );
    expect(rows['Paid so far']).toBe('0,00 TZS');
    expect(rows['How interest is counted']).toBe(
      '11,00% a year, by the day, on what you still owe: pay early and you pay less',
    );
    // Choosing every instalment on the repayment screen asks exactly the quote.
    const plan = (await planOf(app, session, orderId)).data;
    expect(plan.amountMax).toBe(quote);
    expect(
      sum(
        plan.repayPlanDetail.repayWaitDetail.map((r: { totalAmount: number }) => ({ amount: r.totalAmount })),
      ),
    ).toBe(quote);
  });

  it('an instalment paid early lowers the interest after it; paying the quote then closes the loan to the shilling', async () => {
    const { session, orderId, price } = await paidOutLoan(app, { daysAgo: 10 });
    const first = price.instalments[0]?.amount ?? 0;
    await payCode(app, (await generate(app, session, { orderId, amount: first })).data.tradeNo);
    const after = (await detailsOf(app, session, orderId)).data;
    expect(after.payments).toEqual([
      {
        paymentId: expect.any(String),
        paidAt: expect.any(String),
        way: 'Pay code at an agent',
        amount: first,
      },
    ]);
    const planned = price.instalments.map((i) => i.amount);
    const now = after.plan.map((i: { amount: number }) => i.amount);
    expect(now.slice(1, 3)).toEqual(planned.slice(1, 3));
    expect(now[3]).toBeLessThan(planned[3] ?? 0);
    // Paid on day 10: 10 days' interest, the fee, and the rest off the principal.
    const principalLeft = PRINCIPAL - (first - interestBy(10) - FEE);
    expect(after.payoff.amount).toBe(principalLeft);

    const trade = (await generate(app, session, { orderId, amount: after.payoff.amount })).data;
    await payCode(app, trade.tradeNo);
    const settled = (await detailsOf(app, session, orderId)).data;
    expect(settled.orderStatus).toBe(200);
    expect(settled.payoff).toBeNull();
    const ledger = await ledgerOf(app, orderId);
    expect(ledger).toMatchObject({ repayment: first + principalLeft, credit: 0, waiver: 0 });
    expect(ledger.repayment).toBeLessThan(price.totalRepayable);
  });

  it('a quote paid within the days it holds closes the loan exactly, what ran since waived', async () => {
    const { session, orderId } = await paidOutLoan(app, { daysAgo: 30 });
    const quote = (await detailsOf(app, session, orderId)).data.payoff;
    const trade = (await generate(app, session, { orderId, amount: quote.amount })).data;
    // Paid at the agent two days later.
    await testLifecycle(app.db).shift(orderId, 2, 'ops:test');
    expect((await detailsOf(app, session, orderId)).data.payoff.amount).toBe(
      PRINCIPAL + FEE + interestBy(32),
    );
    await payCode(app, trade.tradeNo);
    const settled = (await detailsOf(app, session, orderId)).data;
    expect(settled.orderStatus).toBe(200);
    expect(await ledgerOf(app, orderId)).toMatchObject({
      repayment: quote.amount,
      credit: 0,
      waiver: interestBy(32) - interestBy(30),
    });
  });

  it('a quote no longer held pays part: the loan stays open for what ran since', async () => {
    const { session, orderId } = await paidOutLoan(app, { daysAgo: 30 });
    const quote = (await detailsOf(app, session, orderId)).data.payoff;
    const trade = (await generate(app, session, { orderId, amount: quote.amount })).data;
    await testLifecycle(app.db).shift(orderId, 4, 'ops:test');
    await payCode(app, trade.tradeNo);
    const open = (await detailsOf(app, session, orderId)).data;
    expect(open.orderStatus).toBe(170);
    // The interest of the 4 days since, and (the first instalment was due on day 30, 3 days of grace)
    // the overdue penalty of day 34.
    const penalty = open.plan.reduce((total: number, i: { penalty: number }) => total + i.penalty, 0);
    expect(penalty).toBeGreaterThan(0);
    expect(open.payoff.amount).toBe(interestBy(34) - interestBy(30) + penalty);
    expect((await ledgerOf(app, orderId)).waiver).toBe(0);
  });
});

describe('a pay-off racing an instalment on two processes', () => {
  let twins: Awaited<ReturnType<typeof createTwinTestApps>>;
  beforeAll(async () => {
    twins = await createTwinTestApps(REPAY_ENV);
  });
  afterAll(() => twins.close());

  const notify = (a: FastifyInstance, tradeNo: string, amount: number) => {
    const raw = JSON.stringify({
      eventId: randomUUID(),
      tradeNo,
      paymentId: `PAY-${randomUUID()}`,
      status: 'paid',
      amount,
      currency: 'TZS',
    });
    return a.inject({
      method: 'POST',
      url: NOTIFY_PATH,
      headers: { 'content-type': 'application/json', 'x-payment-signature': sign(PAYMENT_SECRET, raw) },
      payload: raw,
    });
  };

  it('closes the loan once: nothing owed, the quote repaid, the instalment a credit the statement shows', async () => {
    const { first, second } = twins;
    for (let round = 0; round < 3; round += 1) {
      const { session, orderId, price } = await paidOutLoan(first, { daysAgo: 15 });
      const quote = (await detailsOf(first, session, orderId)).data.payoff.amount;
      const instalment = price.instalments[0]?.amount ?? 0;
      const trade = (await generate(first, session, { orderId, amount: quote, bankCode: 'WEB' })).data;
      const answers = await Promise.all([
        notify(first, trade.tradeNo, quote),
        notify(second, trade.tradeNo, instalment),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const ledger = await ledgerOf(first, orderId);
      expect(ledger, `round ${round}`).toMatchObject({ repayment: quote, credit: instalment, waiver: 0 });
      expect(await closings(first, orderId)).toHaveLength(1);
      const details = (await detailsOf(second, session, orderId)).data;
      expect(details.orderStatus).toBe(200);
    }
  });
});
