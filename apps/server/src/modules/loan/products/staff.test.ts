import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsActions } from '../../../db/schema/ops.ts';
import { createTestApp } from '../../../test/test-app.ts';

// Production's products come from staff (PRODUCT.md §17), within the loan agreement's bounds (SPEC.md §9):
// 400.000–800.000 TZS, 91–120 days, APR below 14,6 %.
const TOKEN = 'products-ops-token-0123456789abcdef';
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ OPS_TOKEN: TOKEN });
});
afterAll(() => app.close());

const TERMS = {
  name: 'Akiba 100',
  amountMin: 400_000_00,
  amountMax: 700_000_00,
  termDays: 100,
  periods: 2,
  interestRateBp: 1000,
  serviceFeeBp: 100,
  overduePenaltyDailyBp: 5,
  graceDays: 3,
  deferralDays: 0,
  deferralFeeBp: 0,
};

const add = async (terms: Record<string, unknown>) => {
  const response = await app.inject({
    method: 'POST',
    url: '/tapi/ops/products',
    headers: { authorization: `Bearer ${TOKEN}` },
    payload: terms,
  });
  return { status: response.statusCode, body: response.json() };
};

describe('staff add products (npm run ops -- product add)', () => {
  it('adds a product within the bounds, lists it, and the trail names who', async () => {
    const { body } = await add(TERMS);
    expect(body).toMatchObject({ code: 0, data: { product: { name: 'Akiba 100', termDays: 100 } } });
    const id = body.data.product.productId;
    // 10 % a year on the reducing balance in 2 instalments plus a 1 % fee, over 100 days: 11,19 % a year
    // (flat, the same rate on the whole amount for the whole term would have cost 13,64 %).
    expect(body.data.product.aprBp).toBe(1119);
    const list = await app.inject({
      method: 'GET',
      url: '/tapi/ops/products',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(list.json().data.products.map((p: { productId: number }) => p.productId)).toContain(id);
    const trail = await app.db.select().from(opsActions);
    expect(trail.some((row) => row.command === 'product-add' && row.actor === 'ops:demo')).toBe(true);
  });

  it.each([
    [{ amountMin: 300_000_00 }, /amountMin/],
    [{ amountMax: 900_000_00 }, /amountMax/],
    [{ amountMin: 700_000_00, amountMax: 500_000_00 }, /amountMin is above amountMax/],
    [{ termDays: 90 }, /termDays/],
    [{ termDays: 121 }, /termDays/],
    [{ interestRateBp: 2000 }, /APR would be [\d,]+%.*less than 14,60%/],
    [{ name: 'Bad\u202ename' }, /control or format/],
    [{ amountMin: -1 }, /amountMin/],
    [{ amountMin: '4e7' }, /amountMin/],
  ])('refuses %o and adds nothing', async (change, message) => {
    const before = (
      await app.inject({
        method: 'GET',
        url: '/tapi/ops/products',
        headers: { authorization: `Bearer ${TOKEN}` },
      })
    ).json().data.products.length;
    const { status, body } = await add({ ...TERMS, name: `Refused ${before}`, ...change });
    expect(status).toBeLessThan(500);
    expect(body.code).toBe(400);
    expect(body.message).toMatch(message);
    const after = (
      await app.inject({
        method: 'GET',
        url: '/tapi/ops/products',
        headers: { authorization: `Bearer ${TOKEN}` },
      })
    ).json().data.products.length;
    expect(after).toBe(before);
  });

  it('adds one product for one name, however often and concurrently asked; distinct names get distinct ids', async () => {
    const same = await Promise.all(Array.from({ length: 10 }, () => add({ ...TERMS, name: 'Twice' })));
    expect(same.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(same.filter((r) => r.body.code === 409)).toHaveLength(9);
    const distinct = await Promise.all(
      Array.from({ length: 10 }, (_, i) => add({ ...TERMS, name: `Many ${i}` })),
    );
    expect(distinct.every((r) => r.body.code === 0)).toBe(true);
    expect(new Set(distinct.map((r) => r.body.data.product.productId)).size).toBe(10);
  });

  it('needs the ops token', async () => {
    const response = await app.inject({ method: 'POST', url: '/tapi/ops/products', payload: TERMS });
    expect(response.statusCode).toBe(401);
  });
});
