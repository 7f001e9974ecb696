import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instalments, orders } from '../../../db/schema/loan.ts';
import { opsActions } from '../../../db/schema/ops.ts';
import { applicant, submit } from '../../../test/loan-confirm.ts';
import { createTestApp, login, post } from '../../../test/test-app.ts';

// Staff set the terms a borrower may choose besides the default (PRODUCT.md §19) as a new version
// (PRODUCT.md §18): new offers see them; a loan signed on a term since removed keeps its version.
const TOKEN = 'product-extra-terms-ops-token-0123456789abcdef';
const CONFIRM = '/v3/loan-confirm/loan-detail-confirm';
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ OPS_TOKEN: TOKEN });
});
afterAll(() => app.close());

const PRODUCT = {
  name: 'Chaguo',
  amountMin: 400_000_00,
  amountMax: 600_000_00,
  termDays: 100,
  periods: 2,
  interestRateBp: 1000,
  serviceFeeBp: 100,
  overduePenaltyDailyBp: 5,
  graceDays: 3,
  deferralDays: 0,
  deferralFeeBp: 0,
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
const productOf = async (productId: number) =>
  (await ops('GET', '/products')).body.data.products.find(
    (p: { productId: number }) => p.productId === productId,
  );
const versionsOf = async (productId: number) =>
  (await ops('GET', `/products/${productId}/versions`)).body.data.versions;
const lastAudit = async () => {
  const [row] = await app.db.select().from(opsActions).orderBy(desc(opsActions.id)).limit(1);
  return row;
};

let phones = 0;
const nextPhone = () => `07168${String(++phones).padStart(5, '0')}`;
const offer = async (productId: number, choice: Record<string, string> = {}) =>
  (await post(app, CONFIRM, { productId: String(productId), ...choice }, await login(app, nextPhone()))).body;
const term = (termDays: number, periods: number) => ({ termDays, periods, termUnit: 1 });

let productId = 0;
let signedOrderId = 0;

describe('the extra terms of a product, as staff set them', () => {
  it('adds a product with extra terms, sorted, in its version 1 and in what the borrower is offered', async () => {
    const added = await ops('POST', '/products', {
      ...PRODUCT,
      extraTerms: [
        { termDays: 120, periods: 3 },
        { termDays: 91, periods: 2 },
      ],
    });
    expect(added.body.code).toBe(0);
    productId = added.body.data.product.productId;
    const sorted = [
      { termDays: 91, periods: 2 },
      { termDays: 120, periods: 3 },
    ];
    expect(added.body.data.product).toMatchObject({ version: 1, extraTerms: sorted });
    expect((await versionsOf(productId))[0]).toMatchObject({ version: 1, extraTerms: sorted });
    expect(await lastAudit()).toMatchObject({
      command: 'product-add',
      ok: true,
      detail: { extraTerms: '120/3,91/2' },
    });
    expect((await offer(productId)).data.terms).toEqual([term(100, 2), term(91, 2), term(120, 3)]);
  });

  it('sets the extra terms as the next version; a loan signed on a removed term keeps its own', async () => {
    const borrower = await applicant(app, nextPhone());
    const signed = await submit(app, borrower, {
      productId: String(productId),
      amount: String(500_000_00),
      periods: '2',
      termDays: '91',
      termUnit: '1',
    });
    expect(signed.body.code).toBe(0);
    signedOrderId = Number(signed.body.data.orderId);
    const loan = async () => ({
      order: (await app.db.select().from(orders).where(eq(orders.id, signedOrderId)))[0],
      plan: await app.db.select().from(instalments).where(eq(instalments.orderId, signedOrderId)),
    });
    const before = await loan();
    expect(before.order).toMatchObject({ termDays: 91, periods: 2, productVersion: 1 });

    const changed = await ops('POST', `/products/${productId}`, {
      extraTerms: [
        { termDays: 120, periods: 3 },
        { termDays: '105', periods: '6' },
      ],
    });
    expect(changed.body.data.product).toMatchObject({
      version: 2,
      extraTerms: [
        { termDays: 105, periods: 6 },
        { termDays: 120, periods: 3 },
      ],
    });
    expect(await lastAudit()).toMatchObject({
      command: 'product-change',
      ok: true,
      detail: { extraTerms: '120/3,105/6' },
    });
    expect(await loan()).toEqual(before);
    expect((await versionsOf(productId))[0].extraTerms).toContainEqual({ termDays: 91, periods: 2 });

    expect((await offer(productId)).data.terms).toEqual([term(100, 2), term(105, 6), term(120, 3)]);
    const chosen = await offer(productId, { periods: '6', termDays: '105', termUnit: '1' });
    expect(chosen.data).toMatchObject({ termDays: 105, periods: 6 });
    const removed = await offer(productId, { periods: '2', termDays: '91', termUnit: '1' });
    expect(removed.code).toBe(400);
    expect(removed.message).toMatch(/Choose one of the terms of this product: 100 days in 2 instalments/);
    expect(removed.message).not.toMatch(/91 days/);
  });

  it('carries the extra terms over when a change leaves them out, and a repeated change is one version', async () => {
    const changed = await ops('POST', `/products/${productId}`, { graceDays: 5 });
    expect(changed.body.data.product).toMatchObject({
      version: 3,
      graceDays: 5,
      extraTerms: [
        { termDays: 105, periods: 6 },
        { termDays: 120, periods: 3 },
      ],
    });
    const again = await ops('POST', `/products/${productId}`, {
      graceDays: 5,
      extraTerms: [
        { termDays: 120, periods: 3 },
        { termDays: 105, periods: 6 },
      ],
    });
    expect(again.body).toMatchObject({ code: 0, data: { product: { version: 3 } } });
    expect(await versionsOf(productId)).toHaveLength(3);
  });

  it.each([
    [{ extraTerms: [{ termDays: 90, periods: 2 }] }, /extraTerms.termDays must be at least 91/],
    [{ extraTerms: [{ termDays: 121, periods: 2 }] }, /extraTerms.termDays must be at most 120/],
    [{ extraTerms: [{ termDays: 91, periods: 0 }] }, /extraTerms.periods must be at least 1/],
    [{ extraTerms: [{ termDays: 91, periods: 13 }] }, /extraTerms.periods must be at most 12/],
    [{ extraTerms: [{ termDays: 91.5, periods: 2 }] }, /extraTerms.termDays must be a whole number/],
    [{ extraTerms: [{ termDays: 91 }] }, /extraTerms.periods is required/],
    [{ extraTerms: [5] }, /each of extraTerms is a term/],
    [{ extraTerms: '91/2' }, /extraTerms is a list of terms/],
    [{ extraTerms: [{ termDays: 100, periods: 2 }] }, /100 days in 2 instalments is the default term/],
    [
      {
        extraTerms: [
          { termDays: 91, periods: 2 },
          { termDays: 91, periods: 2 },
        ],
      },
      /91 days in 2 instalments is named twice/,
    ],
    [
      { extraTerms: [91, 92, 93, 94, 95, 96, 97].map((termDays) => ({ termDays, periods: 1 })) },
      /at most 6 terms/,
    ],
    // The default term is within the bound at 12 %; a loan of 91 days in 1 instalment is not.
    [
      { interestRateBp: 1200, extraTerms: [{ termDays: 91, periods: 1 }] },
      /APR would be 16,01% on 91 days in 1 instalment: .*less than 14,60%/,
    ],
    // A new default equal to a carried-over extra term.
    [{ termDays: 120, periods: 3 }, /120 days in 3 instalments is the default term/],
  ])('refuses %j and writes nothing', async (change, message) => {
    const product = await productOf(productId);
    const versions = await versionsOf(productId);
    const { status, body } = await ops('POST', `/products/${productId}`, change);
    expect(status).toBeLessThan(500);
    expect(body.code).toBe(400);
    expect(body.message).toMatch(message);
    expect(await productOf(productId)).toEqual(product);
    expect(await versionsOf(productId)).toEqual(versions);
    expect(await lastAudit()).toMatchObject({ command: 'product-change', ok: false, detail: { code: 400 } });
  });

  it('refuses extra terms on an add as on a change, and adds nothing', async () => {
    const before = (await ops('GET', '/products')).body.data.products.length;
    const refused = await ops('POST', '/products', {
      ...PRODUCT,
      name: 'Chaguo Twice',
      extraTerms: [{ termDays: 100, periods: 2 }],
    });
    expect(refused.body.code).toBe(400);
    expect(refused.body.message).toMatch(/is the default term/);
    expect((await ops('GET', '/products')).body.data.products).toHaveLength(before);
  });

  it('clears the extra terms with an empty list: new offers have the default term only', async () => {
    const cleared = await ops('POST', `/products/${productId}`, { extraTerms: [] });
    expect(cleared.body.data.product).toMatchObject({ version: 4, extraTerms: [] });
    expect(await lastAudit()).toMatchObject({ ok: true, detail: { extraTerms: '' } });
    expect((await offer(productId)).data.terms).toEqual([term(100, 2)]);
    const gone = await offer(productId, { periods: '6', termDays: '105', termUnit: '1' });
    expect(gone.code).toBe(400);
    const [order] = await app.db.select().from(orders).where(eq(orders.id, signedOrderId));
    expect(order).toMatchObject({ termDays: 91, periods: 2, productVersion: 1 });
  });
});
