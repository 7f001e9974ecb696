import { formatMoney } from '@tz-loan/contract/platform/money';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRateBp, priceLoan } from '../../../domain/pricing.ts';
import { applicant, submit, writtenFor } from '../../../test/loan-confirm.ts';
import { createTestApp, get, login, post } from '../../../test/test-app.ts';
import { isAllowedAmount, productTerms, resolveChoice } from './choice.ts';

// The borrower chooses the amount and the term (PRODUCT.md §19): 'Kesho Credit' (product 3) offers
// 400.000–800.000 TZS on 105 days in 3 instalments (its default) or 91 days in 2.

const CONFIRM = '/v3/loan-confirm/loan-detail-confirm';
const KESHO = { interestRateBp: 1050, serviceFeeBp: 40, interestMethod: 'reducing' as const };
const SHORT = { productId: '3', amount: '52000000', periods: '2', termUnit: '1', termDays: '91' };

type Row = { text: string; value: string };
const value = (rows: Row[], text: string) => rows.find((r) => r.text === text)?.value;

let app: FastifyInstance;
let phones = 0;
const nextPhone = () => `07156${String(++phones).padStart(5, '0')}`;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('the choice of amount and term', () => {
  it('offers the default first and says what may be chosen', async () => {
    const session = await login(app, nextPhone());
    const { body } = await post(app, CONFIRM, { productId: '3' }, session);
    expect(body.data).toMatchObject({
      amount: 800_000_00,
      termDays: 105,
      periods: 3,
      amountMin: 400_000_00,
      amountMax: 800_000_00,
      amountStep: 10_000_00,
      terms: [
        { termDays: 105, periods: 3, termUnit: 1 },
        { termDays: 91, periods: 2, termUnit: 1 },
      ],
    });
    // A product of one term lists that term only.
    const one = await post(app, CONFIRM, { productId: '1' }, session);
    expect(one.body.data.terms).toEqual([{ termDays: 91, periods: 1, termUnit: 1 }]);
  });

  it('prices the chosen amount and term as priceLoan does, every figure', async () => {
    const session = await login(app, nextPhone());
    const { body } = await post(app, CONFIRM, SHORT, session);
    expect(body.code).toBe(0);
    const price = priceLoan({ amount: 520_000_00, termDays: 91, periods: 2, ...KESHO });
    const data = body.data;
    expect(data).toMatchObject({ amount: 520_000_00, termDays: 91, periods: 2, termUnit: 1 });
    expect(data.repay_plans.map((p: { amount: number }) => p.amount)).toEqual(
      price.instalments.map((i) => i.amount),
    );
    expect(data.firstPeriodDay).toBe(price.instalments[0]?.dueOffsetDays);
    expect(value(data.details, 'Loan amount')).toBe('520.000,00 TZS');
    expect(value(data.details, 'Loan term')).toBe('91 days');
    expect(value(data.details, 'Instalments')).toBe('2');
    expect(value(data.details, 'Interest')).toBe(`${formatMoney(price.interest)} TZS`);
    expect(value(data.details, 'Total repayable')).toBe(`${formatMoney(price.totalRepayable)} TZS`);
    expect(value(data.details, 'APR')).toBe(formatRateBp(price.aprBp));
    expect(data.pRateDsc).toBe(`APR ${formatRateBp(price.aprBp)}`);
    // The default offer differs: the figures are the choice's, not the default's.
    const fallback = priceLoan({ amount: 800_000_00, termDays: 105, periods: 3, ...KESHO });
    expect(price.totalRepayable).not.toBe(fallback.totalRepayable);
  });

  it('takes the term by its instalments when no days are sent, and an amount alone on the default term', async () => {
    const session = await login(app, nextPhone());
    const byPeriods = await post(app, CONFIRM, { productId: '3', periods: '2', termUnit: '1' }, session);
    expect(byPeriods.body.data).toMatchObject({ amount: 800_000_00, termDays: 91, periods: 2 });
    const amountOnly = await post(app, CONFIRM, { productId: '3', amount: '40000000' }, session);
    expect(amountOnly.body.data).toMatchObject({ amount: 400_000_00, termDays: 105, periods: 3 });
  });

  it.each([
    [{ amount: '39000000' }, 'amount must be between 400.000,00 and 800.000,00 TZS'],
    [{ amount: '81000000' }, 'amount must be between 400.000,00 and 800.000,00 TZS'],
    [
      { amount: '52000100' },
      'Choose an amount in steps of 10.000,00 TZS from 400.000,00 TZS, or 800.000,00 TZS',
    ],
    [
      { periods: '4' },
      'Choose one of the terms of this product: 105 days in 3 instalments; 91 days in 2 instalments',
    ],
    [
      { periods: '2', termDays: '105' },
      'Choose one of the terms of this product: 105 days in 3 instalments; 91 days in 2 instalments',
    ],
    [{ termUnit: '2' }, 'termUnit must be at most 1'],
    [{ amount: '5.5' }, 'amount must be a whole number'],
  ])('refuses the choice %j with a 400 saying why', async (change, message) => {
    const session = await login(app, nextPhone());
    const { body } = await post(app, CONFIRM, { productId: '3', ...change }, session);
    expect(body).toEqual({ code: 400, message });
  });

  it('says a refused choice in Kiswahili', async () => {
    const session = await login(app, nextPhone());
    const sw = { ...session, language: 'sw' };
    const step = await post(app, CONFIRM, { productId: '3', amount: '52000100' }, sw);
    expect(step.body).toEqual({
      code: 400,
      message: 'Chagua kiasi kwa hatua za 10.000,00 TZS kuanzia 400.000,00 TZS, au 800.000,00 TZS',
    });
    const term = await post(app, CONFIRM, { productId: '3', periods: '5' }, sw);
    expect(term.body).toEqual({
      code: 400,
      message: 'Chagua mojawapo ya muda wa mkopo huu: siku 105 kwa awamu 3; siku 91 kwa awamu 2',
    });
  });

  it('submits the chosen amount and short term: the order and its plan are the confirmation, to the cent', async () => {
    const session = await applicant(app, nextPhone());
    const offer = (await post(app, CONFIRM, SHORT, session)).body.data;
    const { body } = await submit(app, session, {
      productId: '3',
      amount: String(offer.amount),
      periods: String(offer.periods),
      termUnit: String(offer.termUnit),
      termDays: String(offer.termDays),
    });
    expect(body.code).toBe(0);
    const written = await writtenFor(app, Number(session.userId));
    const price = priceLoan({ amount: 520_000_00, termDays: 91, periods: 2, ...KESHO });
    expect(written.orders).toEqual([
      expect.objectContaining({
        productId: 3,
        amount: offer.amount,
        termDays: 91,
        periods: 2,
        totalRepayable: price.totalRepayable,
        interest: price.interest,
        serviceFee: price.serviceFee,
        aprBp: price.aprBp,
      }),
    ]);
    expect(written.instalments.map((i) => i.amount)).toEqual(
      offer.repay_plans.map((p: { amount: number }) => p.amount),
    );
    expect(written.instalments.map((i) => i.dueOffsetDays)).toEqual([45, 91]);
    expect(written.instalments[0]?.dueOffsetDays).toBe(offer.firstPeriodDay);
    // The same application again is the same order (the duplicate rule holds for a choice too).
    const again = await submit(app, session, { ...SHORT, amount: String(offer.amount) });
    expect(again.body).toEqual(body);
    expect((await writtenFor(app, Number(session.userId))).orders).toHaveLength(1);
  });

  it.each([
    [
      { amount: '52000100' },
      'Choose an amount in steps of 10.000,00 TZS from 400.000,00 TZS, or 800.000,00 TZS',
    ],
    [{ periods: '3', termDays: '91' }, 'Choose one of the terms of this product'],
    [{ periods: '1' }, 'Choose one of the terms of this product'],
  ])('refuses to submit %j and writes nothing', async (change, message) => {
    const session = await applicant(app, nextPhone());
    const { body } = await submit(app, session, { ...SHORT, ...change });
    expect(body.code).toBe(400);
    expect(body.message).toContain(message);
    expect((await writtenFor(app, Number(session.userId))).orders).toEqual([]);
  });
});

describe('the contracts of a chosen offer', () => {
  it('carry the choice in their address, and the page shows the figures of that choice', async () => {
    const session = await login(app, nextPhone());
    const jump = await get(app, '/v3/contract/contract-jump', {
      ...SHORT,
      scene: '3',
      position: '2',
      ...session,
    });
    const url = jump.body.data.contract_url;
    expect(url).toBe(
      '/tapi/v3/contract/view?productId=3&position=2&amount=52000000&periods=2&termUnit=1&termDays=91',
    );
    const query = new URLSearchParams(session);
    const page = await app.inject({ method: 'GET', url: `${url}&${query}` });
    expect(page.statusCode).toBe(200);
    const price = priceLoan({ amount: 520_000_00, termDays: 91, periods: 2, ...KESHO });
    expect(page.body).toContain('520.000,00 TZS');
    expect(page.body).toContain(`${formatMoney(price.totalRepayable)} TZS`);
    for (const line of price.instalments) expect(page.body).toContain(`<td>${formatMoney(line.amount)}</td>`);
  });

  it('refuse a choice the product does not offer', async () => {
    const session = await login(app, nextPhone());
    const jump = await get(app, '/v3/contract/contract-jump', {
      productId: '3',
      amount: '52000100',
      scene: '3',
      position: '1',
      ...session,
    });
    expect(jump.body.code).toBe(400);
  });
});

describe('the allowed amounts and terms', () => {
  const product = {
    amountMin: 400_000_00,
    amountMax: 605_000_00,
    termDays: 105,
    periods: 3,
    extraTerms: [
      { termDays: 120, periods: 4 },
      { termDays: 91, periods: 2 },
      { termDays: 105, periods: 3 },
    ],
  };

  it('allows the smallest amount, each step above it, and the largest off the step', () => {
    expect(isAllowedAmount(product, 400_000_00)).toBe(true);
    expect(isAllowedAmount(product, 410_000_00)).toBe(true);
    expect(isAllowedAmount(product, 600_000_00)).toBe(true);
    expect(isAllowedAmount(product, 605_000_00)).toBe(true);
    expect(isAllowedAmount(product, 405_000_00)).toBe(false);
    expect(isAllowedAmount(product, 610_000_00)).toBe(false);
    expect(isAllowedAmount(product, 390_000_00)).toBe(false);
  });

  it('lists the default term first, the others by days, each once', () => {
    expect(productTerms(product)).toEqual([
      { termDays: 105, periods: 3 },
      { termDays: 91, periods: 2 },
      { termDays: 120, periods: 4 },
    ]);
    expect(resolveChoice(product, {})).toEqual({ amount: 605_000_00, termDays: 105, periods: 3 });
    expect(resolveChoice(product, { periods: 4 })).toEqual({ amount: 605_000_00, termDays: 120, periods: 4 });
  });
});
