import { Code } from '@tz-loan/contract/platform/envelope';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '../../../db/seed.ts';
import { formatRateBp, priceLoan } from '../../../domain/pricing.ts';
import { createTestApp, login, post } from '../../../test/test-app.ts';

let app: FastifyInstance;
let session: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp({ AUTO_APPROVE_AFTER_SECONDS: 'off', AUTO_PAYOUT_AFTER_SECONDS: 'off' });
  session = await login(app, '0717000001');
});
afterAll(() => app.close());

/** '411.972,60 TZS' → 41197260 minor units. */
const minor = (text: string) => Number(text.replace(' TZS', '').replace(/\./g, '').replace(',', ''));
type Row = { text: string; value: string };

describe('recommend list (/period)', () => {
  it('lists every product with its range, APR on the largest amount, term and button', async () => {
    const { body } = await post(app, '/v3/product/recommend', {}, session);
    expect(body.code).toBe(0);
    expect(body.data.products).toHaveLength(DEMO_PRODUCTS.length);
    const [first] = body.data.products;
    const p = DEMO_PRODUCTS[0];
    expect(first).toEqual({
      productId: '1',
      productName: 'Haraka Loan',
      productLogo: p.logo,
      amountRange: '400.000,00 - 600.000,00',
      rate: `APR ${formatRateBp(priceLoan({ ...p, amount: p.amountMax }).aprBp)}`,
      description: '91 days, 1 instalment',
      buttonText: 'Apply',
    });
    expect(body.data.products[1].description).toBe('120 days, 4 instalments');
  });
});

describe('product detail (/wucheng)', () => {
  it.each(DEMO_PRODUCTS.map((p) => [p.id, p] as const))(
    'product %i: terms, and an example on the largest amount whose parts add up to the total',
    async (id, p) => {
      const { body } = await post(app, '/v3/product/detail', { productId: id }, session);
      expect(body.code).toBe(0);
      const terms = body.data.terms as Row[];
      const example = body.data.example as Row[];
      expect(terms.map((r) => r.text)).toEqual([
        'Amount',
        'Term',
        'Instalments',
        'Interest rate per year',
        'Service fee',
        'APR',
      ]);
      const value = (text: string) => example.find((r) => r.text === text)?.value ?? '';
      const price = priceLoan({ ...p, amount: p.amountMax });
      expect(minor(value('Amount'))).toBe(p.amountMax);
      expect(minor(value('Amount')) + minor(value('Interest')) + minor(value('Service fee'))).toBe(
        minor(value('Total repayable')),
      );
      const instalments = example.filter((r) => r.text.startsWith('Instalment '));
      expect(instalments).toHaveLength(p.periods);
      expect(instalments.reduce((sum, r) => sum + minor(r.value), 0)).toBe(price.totalRepayable);
      // The default term's APR first, then each other term's, each on the largest amount.
      const aprs = [p, ...p.extraTerms].map((t) => priceLoan({ ...p, ...t, amount: p.amountMax }).aprBp);
      expect(terms.find((r) => r.text === 'APR')?.value).toBe(aprs.map(formatRateBp).join(' / '));
      expect(aprs[0]).toBe(price.aprBp);
    },
  );

  it('lists every term of a product that offers more than one, the default first', async () => {
    const { body } = await post(app, '/v3/product/detail', { productId: 3 }, session);
    const value = (text: string) => (body.data.terms as Row[]).find((r) => r.text === text)?.value;
    expect(value('Term')).toBe('105 days / 91 days');
    expect(value('Instalments')).toBe('3 / 2');
    // The shorter term costs more a year: each term says its own APR.
    expect(value('APR')).toBe('8,42% / 9,47%');
    const one = await post(app, '/v3/product/detail', { productId: 1 }, session);
    expect((one.body.data.terms as Row[]).find((r) => r.text === 'Term')?.value).toBe('91 days');
  });

  it('answers an unknown product, even one past the id range, as not available', async () => {
    for (const productId of [99, '99999999999']) {
      const { body } = await post(app, '/v3/product/detail', { productId }, session);
      expect(body).toEqual({ code: Code.notFound, message: 'This product is not available' });
    }
    expect((await post(app, '/v3/product/detail', { productId: '1.5' }, session)).body.code).toBe(400);
  });
});
