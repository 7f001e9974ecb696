import { Code } from '@tz-loan/contract/platform/envelope';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../../test/loan-orders.ts';
import { generate, paidOutLoan, payCode, REPAY_ENV } from '../../test/repayment-loans.ts';
import { createTestApp, login, post } from '../../test/test-app.ts';

// PRODUCT.md §8: a business refusal is an envelope with HTTP 200, so the screens show its words; a
// settled loan or one not paid out yet has nothing to pay, and the screens say so.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp(REPAY_ENV);
});
afterAll(() => app.close());

const screens = (session: Record<string, string>, orderId: number) =>
  Promise.all([
    post(app, '/v3/installment/loan-play-detail-yd', { orderId }, session),
    post(app, '/v3/loan-details/delay-detail-yd', { orderId }, session),
  ]);

describe('instalment repayment and roll-over with nothing to pay', () => {
  it('a settled loan: HTTP 200, and the envelope says there is nothing left to pay', async () => {
    const { session, orderId, price } = await paidOutLoan(app);
    const trade = (await generate(app, session, { orderId, amount: price.payoff })).data;
    await payCode(app, trade.tradeNo);
    for (const answer of await screens(session, orderId)) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ code: Code.conflict, message: 'This loan has nothing left to pay' });
    }
    const again = await generate(app, session, { orderId, amount: 1_000_00 });
    expect(again).toEqual({ code: Code.conflict, message: 'This loan has nothing left to pay' });
  });

  it('a loan not paid out yet: HTTP 200, and the envelope says there is nothing to repay', async () => {
    const session = await login(app, '0717900001');
    const { id: orderId } = await insertOrder(app.db, { borrowerId: Number(session.userId), productId: 1 });
    for (const answer of await screens(session, orderId)) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        code: Code.conflict,
        message: 'This loan has not been paid out yet: there is nothing to repay',
      });
    }
  });

  it('a roll-over before anything is due: HTTP 200 and the words', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const answer = await post(app, '/v3/loan-details/delay-detail-yd', { orderId }, session);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toMatch(/cannot be rolled over now/);
  });
});
