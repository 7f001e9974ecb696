import { formatMoney } from '@tz-loan/contract/platform/money';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailsOf, generate, paidOutLoan, payCode, REPAY_ENV } from '../../test/repayment-loans.ts';
import { createTestApp } from '../../test/test-app.ts';

// After a part payment, loan details says one figure for the instalment: the plan row shows what is
// left on it, as the header does.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp(REPAY_ENV);
});
afterAll(() => app.close());

describe('loan details after a part payment', () => {
  it('the plan row shows what is left on the instalment, as the header does', async () => {
    const { session, orderId, price } = await paidOutLoan(app, { productId: 2 });
    const [first, second] = price.instalments;
    if (!first || !second) throw new Error('product 2 has four instalments');
    const part = 50_000_00;
    const trade = (await generate(app, session, { orderId, amount: part })).data;
    await payCode(app, trade.tradeNo);
    const { data } = await detailsOf(app, session, orderId);
    const left = first.amount - part;
    expect(data.plan[0]).toMatchObject({ periodNo: 1, amount: left, state: 'unpaid' });
    expect(data.plan[1]).toMatchObject({ periodNo: 2, amount: second.amount });
    expect(data.noticeDesText).toContain(formatMoney(left));

    const rest = (await generate(app, session, { orderId, amount: left })).data;
    await payCode(app, rest.tradeNo);
    const after = (await detailsOf(app, session, orderId)).data;
    // A paid instalment shows what it was.
    expect(after.plan[0]).toMatchObject({ periodNo: 1, amount: first.amount, state: 'paid' });
  });
});
