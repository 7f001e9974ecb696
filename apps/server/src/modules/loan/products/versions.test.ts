import { formatMoney } from '@tz-loan/contract/platform/money';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instalments, orders } from '../../../db/schema/loan.ts';
import { opsActions } from '../../../db/schema/ops.ts';
import { formatRateBp, priceLoan } from '../../../domain/pricing.ts';
import { applicant, submit } from '../../../test/loan-confirm.ts';
import { testLifecycle } from '../../../test/loan-orders.ts';
import { detailsOf, planOf, REPAY_ENV } from '../../../test/repayment-loans.ts';
import { createTestApp, post } from '../../../test/test-app.ts';

// PRODUCT.md §18: products are versioned; a change of price applies to new offers only, a signed loan
// keeps the terms it was signed with: its figures, its plan, its penalty, grace and roll-over.
const TOKEN = 'product-versions-ops-token-0123456789abcdef';
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ ...REPAY_ENV, OPS_TOKEN: TOKEN });
});
afterAll(() => app.close());

const V1 = {
  name: 'Versioned',
  amountMin: 400_000_00,
  amountMax: 600_000_00,
  termDays: 100,
  periods: 2,
  interestRateBp: 1000,
  serviceFeeBp: 100,
  overduePenaltyDailyBp: 5,
  graceDays: 3,
  deferralDays: 14,
  deferralFeeBp: 250,
};
const CHANGE = {
  interestRateBp: 500,
  serviceFeeBp: 0,
  overduePenaltyDailyBp: 20,
  graceDays: 0,
  deferralDays: 30,
  deferralFeeBp: 500,
};

const ops = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
  const response = await app.inject({
    method,
    url: `/tapi/ops${url}`,
    headers: { authorization: `Bearer ${TOKEN}` },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};
const versionsOf = async (productId: number) => (await ops('GET', `/products/${productId}/versions`)).body;
const productOf = async (productId: number) =>
  (await ops('GET', '/products')).body.data.products.find(
    (p: { productId: number }) => p.productId === productId,
  );

/** What a borrower reads of a loan: details, plan and the roll-over offer. */
const loanAsRead = async (session: Record<string, string>, orderId: number) => {
  const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  return {
    order: { ...order, updatedAt: undefined },
    instalments: await app.db.select().from(instalments).where(eq(instalments.orderId, orderId)),
    details: (await detailsOf(app, session, orderId)).data,
    plan: (await planOf(app, session, orderId)).data,
    rollOver: (await post(app, '/v3/loan-details/delay-detail-yd', { orderId }, session)).body.data,
  };
};

let productId = 0;

describe('a change of terms reaches new offers only', () => {
  it('a loan signed at the old price keeps every term; a new offer shows the new price', async () => {
    const added = await ops('POST', '/products', V1);
    expect(added.body.code).toBe(0);
    productId = added.body.data.product.productId;
    expect(added.body.data.product.version).toBe(1);

    const borrower = await applicant(app, '0716400001');
    const signed = await submit(app, borrower, {
      productId: String(productId),
      amount: String(600_000_00),
      periods: '2',
      termUnit: '1',
    });
    expect(signed.body.code).toBe(0);
    const orderId = Number(signed.body.data.orderId);
    const lifecycle = testLifecycle(app.db);
    await lifecycle.approve(orderId, 'ops:test');
    await lifecycle.settlePayout(orderId, 'auto', 'ops:test');
    // Past the first due date by more than its grace: a penalty runs and a roll-over is offered.
    await lifecycle.shift(orderId, 50 + 3 + 4, 'ops:test');
    const before = await loanAsRead(borrower, orderId);
    expect(before.details.orderStatus).toBe(180);
    expect(before.details.plan[0].penalty).toBeGreaterThan(0);
    expect(before.rollOver.delayShouldPayAmount).toBeGreaterThan(0);

    const changed = await ops('POST', `/products/${productId}`, CHANGE);
    expect(changed.body).toMatchObject({ code: 0, data: { product: { ...CHANGE, version: 2 } } });

    const after = await loanAsRead(borrower, orderId);
    expect(after).toEqual(before);
    expect(after.order?.productVersion).toBe(1);

    const newcomer = await applicant(app, '0716400002');
    const offer = (await post(app, '/v3/loan-confirm/loan-detail-confirm', { productId }, newcomer)).body;
    const price = priceLoan({ ...V1, ...CHANGE, interestMethod: 'reducing', amount: 600_000_00 });
    expect(offer.data.pRateDsc).toBe(`APR ${formatRateBp(price.aprBp)}`);
    const value = (text: string) =>
      offer.data.details.find((r: { text: string }) => r.text === text).value as string;
    expect(value('Service fee')).toBe('0,00 TZS');
    expect(value('Interest')).toBe(`${formatMoney(price.interest)} TZS`);
    expect(value('Total repayable')).toBe(`${formatMoney(price.totalRepayable)} TZS`);
    expect(price.totalRepayable).toBeLessThan(before.order?.totalRepayable ?? 0);

    // The newcomer's loan is signed with version 2.
    const second = await submit(app, newcomer, {
      productId: String(productId),
      amount: String(600_000_00),
      periods: '2',
      termUnit: '1',
    });
    const [row] = await app.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(second.body.data.orderId)));
    expect(row).toMatchObject({
      productVersion: 2,
      interest: price.interest,
      serviceFee: 0,
      totalRepayable: price.totalRepayable,
    });
  });

  it('lists both versions with who changed them, and the trail names the change', async () => {
    const body = await versionsOf(productId);
    expect(body.code).toBe(0);
    expect(body.data.versions).toMatchObject([
      { version: 1, ...Object.fromEntries(Object.keys(CHANGE).map((k) => [k, V1[k as keyof typeof V1]])) },
      { version: 2, ...CHANGE },
    ]);
    expect(body.data.versions.map((v: { changedBy: string }) => v.changedBy)).toEqual([
      'ops:demo',
      'ops:demo',
    ]);
    const trail = await app.db.select().from(opsActions);
    expect(trail.some((r) => r.command === 'product-change' && r.actor === 'ops:demo')).toBe(true);
  });

  it.each([
    [{ interestRateBp: 2500 }, 400, /APR would be .*less than 14,60%/],
    [{ amountMin: 600_000_00, amountMax: 500_000_00 }, 400, /amountMin is above amountMax/],
    [{ amountMax: 900_000_00 }, 400, /amountMax/],
    [{ graceDays: '3\u0000' }, 400, /graceDays/],
    [{}, 400, /at least one term/],
  ])('refuses %o and changes nothing', async (change, code, message) => {
    const product = await productOf(productId);
    const { status, body } = await ops('POST', `/products/${productId}`, change);
    expect(status).toBeLessThan(500);
    expect(body.code).toBe(code);
    expect(body.message).toMatch(message);
    expect(await productOf(productId)).toEqual(product);
    expect((await versionsOf(productId)).data.versions).toHaveLength(2);
  });

  it('answers an unknown product, or one past the id range, as not found', async () => {
    for (const id of [9999, '99999999999']) {
      const change = await ops('POST', `/products/${id}`, { interestRateBp: 900 });
      expect(change.body.code).toBe(404);
      expect((await versionsOf(Number(id))).code).toBe(404);
    }
    expect((await ops('POST', '/products/1%00', { interestRateBp: 900 })).body.code).toBe(400);
  });
});
