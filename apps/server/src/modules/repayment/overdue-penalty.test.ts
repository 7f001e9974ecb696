import { formatMoney } from '@tz-loan/contract/platform/money';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testLifecycle } from '../../test/loan-orders.ts';
import {
  detailsOf,
  entriesOf,
  generate,
  paidOutLoan,
  payCode,
  planOf,
  REPAY_ENV,
} from '../../test/repayment-loans.ts';
import { createTestApp, post } from '../../test/test-app.ts';

// The contract charges the overdue penalty and nothing else but a roll-over the borrower asks for: a
// loan past its grace days shows its penalty on loan details and in the plan, and pays it in order;
// the roll-over fee is named in the contracts and on the roll-over screen before it is paid.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp(REPAY_ENV);
});
afterAll(() => app.close());

// Product 1: one instalment due 91 days after the payout, 3 days of grace, 0,05 % a day.
const DAILY_BP = 5n;
const penaltyFor = (owed: number, days: number) => Number((BigInt(owed) * DAILY_BP * BigInt(days)) / 10_000n);

describe('a loan three days past its grace days', () => {
  it('shows the penalty on loan details and in the plan, and a payment of the row clears both', async () => {
    const { session, orderId, price } = await paidOutLoan(app, { productId: 1, daysAgo: 91 + 3 + 3 });
    const penalty = penaltyFor(price.totalRepayable, 3);
    expect(penalty).toBeGreaterThan(0);

    const details = (await detailsOf(app, session, orderId)).data;
    expect(details.orderStatus).toBe(180);
    expect(details.plan[0]).toMatchObject({
      amount: price.totalRepayable + penalty,
      penalty,
      state: 'overdue',
    });
    const rows = Object.fromEntries(
      details.userOrderDetail.detail.map((r: { text: string; value: string }) => [r.text, r.value]),
    );
    expect(rows['Overdue penalty']).toContain(`${formatMoney(penalty)} TZS`);
    expect(rows['Penalty still to pay']).toBe(`${formatMoney(penalty)} TZS`);
    expect(details.noticeDesText).toContain(formatMoney(price.totalRepayable + penalty));

    const plan = (await planOf(app, session, orderId)).data;
    const [row] = plan.repayPlanDetail.repayWaitDetail;
    expect(row).toMatchObject({
      totalAmount: price.totalRepayable + penalty,
      penalty,
      periodStatus: 'overdue',
    });
    expect(row.status).toBe(`Overdue · penalty ${formatMoney(penalty)} TZS`);
    expect(plan.amountMax).toBe(price.totalRepayable + penalty);

    // Part of it first: the penalty is paid before the instalment.
    const part = (await generate(app, session, { orderId, amount: 1_000_00 })).data;
    await payCode(app, part.tradeNo);
    expect((await entriesOf(app, orderId)).map((e) => [e.kind, e.amount])).toEqual([
      ['penalty', penalty],
      ['repayment', 1_000_00 - penalty],
    ]);
    const rest = price.totalRepayable - (1_000_00 - penalty);
    const all = (await generate(app, session, { orderId, amount: rest })).data;
    await payCode(app, all.tradeNo);
    const after = (await detailsOf(app, session, orderId)).data;
    expect(after.orderStatus).toBe(200);
    expect(after.plan[0]).toMatchObject({ state: 'paid', penalty });
    expect((await planOf(app, session, orderId)).message).toBe('This loan has nothing left to pay');
  });

  it('within the grace days there is no penalty', async () => {
    const { session, orderId, price } = await paidOutLoan(app, { productId: 1, daysAgo: 91 + 3 });
    const details = (await detailsOf(app, session, orderId)).data;
    expect(details.orderStatus).toBe(174);
    expect(details.plan[0]).toMatchObject({ amount: price.totalRepayable, penalty: 0 });
  });
});

describe('the demo time machine (ops shift)', () => {
  it('moves the ledger with the plan: an instalment paid before its due date takes no penalty', async () => {
    const { session, orderId, price } = await paidOutLoan(app, { productId: 2 });
    const first = price.instalments[0]?.amount ?? 0;
    const trade = (await generate(app, session, { orderId, amount: first })).data;
    await payCode(app, trade.tradeNo);
    await testLifecycle(app.db).shift(orderId, 40, 'ops:test');
    const { data } = await detailsOf(app, session, orderId);
    // Paid 40 days ago, due 10 days ago: on time. The second falls due in 20 days.
    expect(data.plan[0]).toMatchObject({ state: 'paid', penalty: 0 });
    expect(data.plan.map((i: { penalty: number }) => i.penalty)).toEqual([0, 0, 0, 0]);
  });
});

describe('the roll-over fee', () => {
  it('is named in both contracts', async () => {
    const { session } = await paidOutLoan(app, { productId: 1 });
    for (const position of ['1', '2']) {
      const html = (
        await app.inject({
          method: 'GET',
          url: `/tapi/v3/contract/view?${new URLSearchParams({ productId: '1', position, ...session })}`,
        })
      ).body;
      expect(html).toContain('<th>Roll-over fee</th><td>2,50% of what is still owed on the instalments');
      expect(html).toContain('14 days later');
    }
  });

  it('is named on the roll-over screen, with what it is charged on, before it is paid', async () => {
    const { session, orderId, price } = await paidOutLoan(app, { productId: 1, daysAgo: 91 + 3 + 3 });
    const { data } = (await post(app, '/v3/loan-details/delay-detail-yd', { orderId }, session)).body;
    const fee = data.delayShouldPayAmount;
    expect(fee).toBe(Number((BigInt(price.totalRepayable) * 250n + 5_000n) / 10_000n));
    expect(data.detail[0]).toEqual({
      text: 'Roll-over fee',
      value: `${formatMoney(fee)} TZS: 2,50% of the ${formatMoney(price.totalRepayable)} TZS still owed on the instalments`,
    });
    const penalty = penaltyFor(price.totalRepayable, 3);
    expect(data.detail).toContainEqual({
      text: 'Overdue penalty (not moved by the roll-over)',
      value: `${formatMoney(penalty)} TZS`,
    });
  });
});
