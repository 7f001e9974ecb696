import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVersions } from '../../../db/schema/loan.ts';
import { priceLoan } from '../../../domain/pricing.ts';
import { createTestApp, login, post } from '../../../test/test-app.ts';

// A change of a product's terms by staff carries the terms the borrower chooses among (PRODUCT.md §19)
// into the new version, and refuses a change that would put any of them outside the loan agreement.
const TOKEN = 'product-terms-ops-token-0123456789abcdef';
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ OPS_TOKEN: TOKEN });
});
afterAll(() => app.close());

const ops = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
  const response = await app.inject({
    method,
    url: `/tapi/ops${url}`,
    headers: { authorization: `Bearer ${TOKEN}` },
    ...(payload ? { payload } : {}),
  });
  return response.json();
};
const termsOffered = async () => {
  const session = await login(app, '0716500001');
  return (await post(app, '/v3/loan-confirm/loan-detail-confirm', { productId: '3' }, session)).body.data;
};

describe("a change of Kesho Credit's terms", () => {
  it('refuses a rate whose APR passes the bound on the shorter term only, and changes nothing', async () => {
    const before = await ops('GET', '/products/3/versions');
    const kesho = { interestRateBp: 1850, serviceFeeBp: 40, interestMethod: 'reducing' as const };
    // Within the bound on the default term, past it on 91 days: the fee weighs more on a shorter loan.
    expect(priceLoan({ ...kesho, amount: 400_000_00, termDays: 105, periods: 3 }).aprBp).toBeLessThan(1460);
    expect(
      priceLoan({ ...kesho, amount: 400_000_00, termDays: 91, periods: 2 }).aprBp,
    ).toBeGreaterThanOrEqual(1460);
    const refused = await ops('POST', '/products/3', { interestRateBp: 1850 });
    expect(refused.code).toBe(400);
    expect(refused.message).toMatch(/APR would be/);
    expect(await ops('GET', '/products/3/versions')).toEqual(before);
  });

  it('carries the other terms into the new version', async () => {
    const changed = await ops('POST', '/products/3', { graceDays: 5 });
    expect(changed.code).toBe(0);
    const { versions } = (await ops('GET', '/products/3/versions')).data;
    expect(versions.at(-1)).toMatchObject({ version: changed.data.product.version, graceDays: 5 });
    const [written] = await app.db
      .select()
      .from(productVersions)
      .where(
        and(eq(productVersions.productId, 3), eq(productVersions.version, changed.data.product.version)),
      );
    expect(written?.extraTerms).toEqual([{ termDays: 91, periods: 2 }]);
    const offer = await termsOffered();
    expect(offer.terms).toEqual([
      { termDays: 105, periods: 3, termUnit: 1 },
      { termDays: 91, periods: 2, termUnit: 1 },
    ]);
  });
});
