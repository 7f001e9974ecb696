import { LOAN_AGREEMENT } from '@tz-loan/contract/platform/constants';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instalments, orders } from '../../../db/schema/loan.ts';
import { addDays, tanzaniaToday } from '../../../domain/loan-status.ts';
import { createTestApp, login, post } from '../../../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('home page', () => {
  it('lists the three demo products, each within the loan agreement bounds', async () => {
    const session = await login(app, '0715000001');
    const { body } = await post(app, '/v3/home/index', {}, session);
    expect(body.code).toBe(0);
    expect(body.data.products.map((p: { productId: string }) => p.productId)).toEqual(['1', '2', '3']);
    for (const product of body.data.products) {
      expect(product.amountMin).toBeGreaterThanOrEqual(LOAN_AGREEMENT.amountMinMinor);
      expect(product.amountMax).toBeLessThanOrEqual(LOAN_AGREEMENT.amountMaxMinor);
      expect(product.amountMin).toBeLessThanOrEqual(product.amountMax);
      expect(product.termDays).toBeGreaterThanOrEqual(LOAN_AGREEMENT.termMinDays);
      expect(product.termDays).toBeLessThanOrEqual(LOAN_AGREEMENT.termMaxDays);
      expect(Number.isInteger(product.amountMin)).toBe(true);
    }
  });
});

describe('order list', () => {
  it("shows a borrower their own orders only, never another borrower's", async () => {
    const mine = await login(app, '0715000002');
    const theirs = await login(app, '0715000003');
    await app.db.insert(orders).values([
      { borrowerId: Number(mine.userId), productId: 1, amount: 500_000_00, status: 21 },
      { borrowerId: Number(theirs.userId), productId: 2, amount: 700_000_00, status: 170 },
    ]);
    const { body } = await post(app, '/v3/order/list', {}, mine);
    expect(body.data.orders).toEqual([
      expect.objectContaining({
        productId: '1',
        productName: 'Haraka Loan',
        amount: 500_000_00,
        orderStatus: 21,
      }),
    ]);
    const empty = await post(app, '/v3/order/list', {}, await login(app, '0715000004'));
    expect(empty.body.data.orders).toEqual([]);
  });

  it('shows the status an order reads today: a paid-out loan whose instalment fell due reads 174', async () => {
    const session = await login(app, '0715000005');
    const [order] = await app.db
      .insert(orders)
      .values({ borrowerId: Number(session.userId), productId: 1, amount: 400_000_00, status: 170 })
      .returning();
    await app.db.insert(instalments).values({
      orderId: order?.id ?? 0,
      periodNo: 1,
      principal: 400_000_00,
      interest: 0,
      fee: 0,
      amount: 400_000_00,
      dueOffsetDays: 91,
      dueDate: addDays(tanzaniaToday(new Date()), -1),
    });
    const { body } = await post(app, '/v3/order/list', {}, session);
    expect(body.data.orders.map((o: { orderStatus: number }) => o.orderStatus)).toEqual([174]);
  });

  it('is refused without a session', async () => {
    expect((await post(app, '/v3/order/list')).body.code).toBe(401);
  });
});
