import { Code } from '@tz-loan/contract/platform/envelope';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCollections } from '../../db/schema/sandbox.ts';
import { tanzaniaToday } from '../../domain/loan-status.ts';
import {
  entriesOf,
  generate,
  paidOutLoan,
  paymentsOf,
  REPAY_ENV,
  tradeOf,
} from '../../test/repayment-loans.ts';
import { createTestApp, createTwinTestApps, get, post } from '../../test/test-app.ts';

// A pay code paid at an agent in parts: each part is its own payment, the code stays open for the
// rest until the parts reach its amount, and only then is it refused as paid.

const TOKEN = 'test-ops-token-0123456789abcdef';
const ENV = { ...REPAY_ENV, OPS_TOKEN: TOKEN };

const payAtAgent = async (app: FastifyInstance, payCode: string, amount: number) => {
  const response = await app.inject({
    method: 'POST',
    url: `/tapi/ops/pay-codes/${payCode}/pay`,
    headers: { authorization: `Bearer ${TOKEN}` },
    payload: { amount },
  });
  return response.json();
};

/** A repaying loan with a pay code of `amount` (M-Pesa, or a QR with `bankCode` TZ0002). */
const loanWithCode = async (
  app: FastifyInstance,
  amount: number,
  { bankCode = 'TZ0001', isDelay = '0' } = {},
) => {
  const loan = await paidOutLoan(app);
  const answer = await generate(app, loan.session, { orderId: loan.orderId, amount, bankCode, isDelay });
  expect(answer.code, answer.message).toBe(0);
  return { ...loan, trade: await tradeOf(app, answer.data.tradeNo) };
};

const codeScreen = async (app: FastifyInstance, session: Record<string, string>, tradeNo: string) =>
  (await get(app, '/v3/loan-details/repayment-code', { ...session, tradeNo })).body.data;

const repaidOf = async (app: FastifyInstance, orderId: number) =>
  (await entriesOf(app, orderId))
    .filter((e) => e.kind === 'repayment' || e.kind === 'penalty' || e.kind === 'credit')
    .reduce((sum, e) => sum + e.amount, 0);

describe('a pay code paid in parts at an agent', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(ENV);
  });
  afterAll(() => app.close());

  it('stays open for the rest: two payments, paid after the second, refused only then', async () => {
    const { session, orderId, trade } = await loanWithCode(app, 3_000_00);
    const first = await payAtAgent(app, trade.payCode, 1_000_00);
    expect(first).toMatchObject({ code: 0, data: { amount: 1_000_00, remaining: 2_000_00, inLedger: true } });
    expect((await tradeOf(app, trade.tradeNo)).state).toBe('open');
    expect(await codeScreen(app, session, trade.tradeNo)).toMatchObject({
      state: 'open',
      amount: 3_000_00,
      remaining: 2_000_00,
    });
    // Pay Now again on the same choice answers the same code, with what is left of it.
    const again = await generate(app, session, { orderId, amount: 3_000_00 });
    expect(again.data).toMatchObject({ tradeNo: trade.tradeNo, repaymentInfo: { repayAmount: 2_000_00 } });

    const rest = await payAtAgent(app, trade.payCode, 2_000_00);
    expect(rest).toMatchObject({ code: 0, data: { amount: 2_000_00, remaining: 0, inLedger: true } });
    expect((await tradeOf(app, trade.tradeNo)).state).toBe('paid');
    expect(await codeScreen(app, session, trade.tradeNo)).toMatchObject({ state: 'paid', remaining: 0 });

    const payments = await paymentsOf(app, orderId);
    expect(payments.map((p) => p.amount).sort()).toEqual([1_000_00, 2_000_00]);
    expect(new Set(payments.map((p) => p.reference)).size).toBe(2);
    expect(await repaidOf(app, orderId)).toBe(3_000_00);

    expect(await payAtAgent(app, trade.payCode, 100)).toEqual({
      code: Code.conflict,
      message: `Pay code ${trade.payCode} is already paid`,
    });
    expect(await paymentsOf(app, orderId)).toHaveLength(2);
  });

  it('takes a last part beyond what is left whole: the rest of the loan, then credit', async () => {
    const { orderId, trade, price } = await loanWithCode(app, 1_000_00);
    expect((await payAtAgent(app, trade.payCode, 400_00)).data.remaining).toBe(600_00);
    const over = await payAtAgent(app, trade.payCode, 900_00);
    expect(over).toMatchObject({ code: 0, data: { remaining: 0 } });
    expect((await tradeOf(app, trade.tradeNo)).state).toBe('paid');
    expect(await repaidOf(app, orderId)).toBe(1_300_00);
    expect(price.totalRepayable).toBeGreaterThan(1_300_00);
    const [collection] = await app.db
      .select()
      .from(sandboxCollections)
      .where(eq(sandboxCollections.tradeNo, trade.tradeNo));
    expect(collection).toMatchObject({ state: 'paid', paid: 1_300_00, amount: 1_000_00 });
  });

  it('a QR code too; the QR screen asks for what is left', async () => {
    const { session, trade } = await loanWithCode(app, 2_000_00, { bankCode: 'QR' });
    expect((await payAtAgent(app, trade.payCode, 500_00)).data.remaining).toBe(1_500_00);
    const screen = await codeScreen(app, session, trade.tradeNo);
    expect(screen).toMatchObject({ showType: 2, state: 'open', amount: 2_000_00, remaining: 1_500_00 });
    expect(screen.tips.join(' ')).toContain('1.500,00');
  });

  it('a roll-over code is paid once, as before: a part of it closes the code and its trade', async () => {
    const loan = await paidOutLoan(app, { productId: 1, daysAgo: 91 + 3 + 3 });
    const detail = await post(
      app,
      '/v3/loan-details/delay-detail-yd',
      { orderId: loan.orderId },
      loan.session,
    );
    const fee: number = detail.body.data.delayShouldPayAmount;
    expect(fee).toBeGreaterThan(1);
    const answer = await generate(app, loan.session, { orderId: loan.orderId, amount: fee, isDelay: '1' });
    expect(answer.code, answer.message).toBe(0);
    const trade = await tradeOf(app, answer.data.tradeNo);
    // One payment closes a roll-over's code at the provider and its trade: a second cannot buy a
    // second roll-over.
    expect((await payAtAgent(app, trade.payCode, fee - 1)).data.remaining).toBe(0);
    expect((await tradeOf(app, trade.tradeNo)).state).toBe('paid');
    expect(await payAtAgent(app, trade.payCode, 1)).toEqual({
      code: Code.conflict,
      message: `Pay code ${trade.payCode} is already paid`,
    });
  });

  it('two parts at once both apply once; the code ends paid only when they reach it', async () => {
    const { orderId, trade } = await loanWithCode(app, 2_000_00);
    const answers = await Promise.all([
      payAtAgent(app, trade.payCode, 1_000_00),
      payAtAgent(app, trade.payCode, 1_000_00),
    ]);
    expect(answers.map((a) => a.code)).toEqual([0, 0]);
    expect(answers.map((a) => a.data.remaining).sort()).toEqual([0, 1_000_00]);
    expect(await paymentsOf(app, orderId)).toHaveLength(2);
    expect(await repaidOf(app, orderId)).toBe(2_000_00);
    expect((await tradeOf(app, trade.tradeNo)).state).toBe('paid');
  });

  it('reconcile still finds no difference', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/tapi/ops/reconcile?date=${tanzaniaToday(new Date())}`,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.json()).toMatchObject({ code: 0, data: { differences: [] } });
  });
});

describe('parts on two processes sharing the database', () => {
  let twins: Awaited<ReturnType<typeof createTwinTestApps>>;
  beforeAll(async () => {
    twins = await createTwinTestApps(ENV);
  });
  afterAll(() => twins.close());

  it('apply once each, round after round, and the trade is paid only when they reach it', async () => {
    const { first, second } = twins;
    for (let round = 0; round < 4; round += 1) {
      const { orderId, trade } = await loanWithCode(first, 3_000_00);
      const answers = await Promise.all([
        payAtAgent(first, trade.payCode, 1_000_00),
        payAtAgent(second, trade.payCode, 1_000_00),
      ]);
      expect(answers.map((a) => a.code)).toEqual([0, 0]);
      expect(answers.map((a) => a.data.remaining).sort()).toEqual([1_000_00, 2_000_00]);
      expect(await paymentsOf(first, orderId), `round ${round}`).toHaveLength(2);
      expect((await tradeOf(first, trade.tradeNo)).state).toBe('open');
      const rest = await Promise.all([
        payAtAgent(first, trade.payCode, 1_000_00),
        payAtAgent(second, trade.payCode, 1_000_00),
      ]);
      // The first to come pays the rest; the other finds the code paid and takes nothing.
      expect(rest.map((a) => a.code).sort()).toEqual([0, Code.conflict].sort());
      expect(await paymentsOf(first, orderId)).toHaveLength(3);
      expect(await repaidOf(first, orderId)).toBe(3_000_00);
      expect((await tradeOf(first, trade.tradeNo)).state).toBe('paid');
    }
  });
});
