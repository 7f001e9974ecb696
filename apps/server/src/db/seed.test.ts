import { LOAN_AGREEMENT, LOAN_AMOUNT_STEP_MINOR } from '@tz-loan/contract/platform/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceLoan } from '../domain/pricing.ts';
import { openTestDatabase } from '../test/test-app.ts';
import type { Database } from './client.ts';
import { borrowers } from './schema/auth.ts';
import { products, productVersions } from './schema/loan.ts';
import { DEMO_PRODUCTS, seedDemoData } from './seed.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('seed', () => {
  it('can run at every start without duplicating anything', async () => {
    await seedDemoData(database.db);
    await seedDemoData(database.db);
    expect(await database.db.select().from(products)).toHaveLength(3);
    expect(await database.db.select().from(borrowers)).toHaveLength(1);
  });

  it('gives Kesho Credit its two terms, and a restart makes no new version of them', async () => {
    const [kesho] = await database.db.select().from(products).where(eq(products.id, 3));
    expect(kesho).toMatchObject({ termDays: 105, periods: 3, extraTerms: [{ termDays: 91, periods: 2 }] });
    await seedDemoData(database.db);
    const [again] = await database.db.select().from(products).where(eq(products.id, 3));
    expect(again?.version).toBe(kesho?.version);
    const [version] = await database.db
      .select()
      .from(productVersions)
      .where(eq(productVersions.productId, 3));
    expect(version?.extraTerms).toEqual([{ termDays: 91, periods: 2 }]);
  });
});

// Every term of every demo product, at its smallest and largest amount and each step between, stays
// within the loan agreement (SPEC.md §9): 91–120 days, APR under 14,6 %, a plan that adds up.
describe.each(DEMO_PRODUCTS.map((p) => [p.name, p] as const))('%s, every term', (_name, product) => {
  const terms = [{ termDays: product.termDays, periods: product.periods }, ...product.extraTerms];
  const amounts: number[] = [product.amountMax];
  for (let a = product.amountMin; a < product.amountMax; a += LOAN_AMOUNT_STEP_MINOR) amounts.push(a);

  it.each(terms.map((t) => [t.termDays, t.periods, t] as const))(
    '%i days in %i instalments',
    (_days, _periods, term) => {
      expect(term.termDays).toBeGreaterThanOrEqual(LOAN_AGREEMENT.termMinDays);
      expect(term.termDays).toBeLessThanOrEqual(LOAN_AGREEMENT.termMaxDays);
      expect(term.periods).toBeGreaterThanOrEqual(1);
      expect(term.periods).toBeLessThanOrEqual(term.termDays);
      for (const amount of amounts) {
        const price = priceLoan({ ...product, ...term, amount });
        expect(price.aprBp).toBeLessThan(LOAN_AGREEMENT.aprBelowBp);
        expect(price.instalments).toHaveLength(term.periods);
        expect(sum(price.instalments.map((i) => i.amount))).toBe(price.totalRepayable);
      }
    },
  );
});
