import { formatDate } from '@tz-loan/contract/platform/date';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRateBp, priceLoan } from '../../../domain/pricing.ts';
import { addPayoutAccount, applicant, closeOrders, submit } from '../../../test/loan-confirm.ts';
import { createTestApp, login, post } from '../../../test/test-app.ts';

const CONFIRM = '/v3/loan-confirm/loan-detail-confirm';
const DAY = 86_400_000;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

let app: FastifyInstance;
let session: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  app = await createTestApp();
  session = await login(app, '0715100004');
});
afterAll(() => app.close());

describe('loan confirmation', () => {
  it('offers the product at its largest amount with every figure the screen shows', async () => {
    const session = await login(app, '0715100001');
    const { body } = await post(app, CONFIRM, { productId: '2' }, session);
    expect(body.code).toBe(0);
    const data = body.data;
    const price = priceLoan({
      amount: 800_000_00,
      termDays: 120,
      periods: 4,
      interestRateBp: 1100,
      serviceFeeBp: 60,
      interestMethod: 'reducing',
    });
    expect(data).toMatchObject({
      productId: '2',
      productName: 'Mwezi Plus',
      amount: 800_000_00,
      periods: 4,
      termUnit: 1,
      termDays: 120,
      currencySymbol: 'TZS',
      sendSms: 0,
      isPopType: 1,
      pRateDsc: `APR ${formatRateBp(price.aprBp)}`,
    });
    expect(data.details.map((r: { text: string }) => r.text)).toEqual([
      'Loan amount',
      'Loan term',
      'Instalments',
      'Interest',
      'How interest is counted',
      'Service fee',
      'APR',
      'Total repayable',
      'First due date',
    ]);
    const value = (text: string) => data.details.find((r: { text: string }) => r.text === text).value;
    expect(value('Loan amount')).toBe('800.000,00 TZS');
    expect(value('Loan term')).toBe('120 days');
    expect(value('APR')).toBe(formatRateBp(price.aprBp));
    // 11 % a year on the reducing balance in 4 instalments of 30 days (flat it would be 800.000,00 ×
    // 11 % × 120/365 = 28.931,50); fee 0,6 % = 4.800,00.
    expect(value('Interest')).toBe('18.228,56 TZS');
    expect(value('Service fee')).toBe('4.800,00 TZS');
    expect(value('How interest is counted')).toBe(
      '11,00% a year, by the day, on what you still owe: pay early and you pay less',
    );
    expect(value('Total repayable')).toBe('823.028,56 TZS');
    expect(price.totalRepayable).toBe(823_028_56);
    // The plan adds up to the total to the cent, due every 30 days from today (Tanzania date).
    const amounts = data.repay_plans.map((p: { amount: number }) => p.amount);
    expect(sum(amounts)).toBe(price.totalRepayable);
    const dates = [30, 60, 90, 120].map((d) => formatDate(Date.now() + d * DAY));
    expect(data.repay_plans.map((p: { pay_time: string }) => p.pay_time)).toEqual(dates);
    expect(data.firstPayTime).toBe(dates[0]);
    expect(value('First due date')).toBe(dates[0]);
    expect(data.firstPeriodDay).toBe(30);
    expect(data.popContent).toContain('800.000,00 TZS');
  });

  it('shows the agreement popup only to a borrower who has never had an order', async () => {
    const session = await applicant(app, '0715100002');
    const first = await post(app, CONFIRM, { productId: '1' }, session);
    expect(first.body.data.popAgreementUrl).toBe('/tapi/v3/contract/view?productId=1&position=1&embed=1');
    expect((await submit(app, session)).body.code).toBe(0);
    await closeOrders(app, Number(session.userId));
    const again = await post(app, CONFIRM, { productId: '1' }, session);
    expect(again.body.data.popAgreementUrl).toBe('');
  });

  it('shows no bank card until one is bound, then only its last 4 digits', async () => {
    const session = await login(app, '0715100003');
    const before = await post(app, CONFIRM, { productId: '3' }, session);
    expect(before.body.data.bankCardInfo).toBeNull();
    await addPayoutAccount(app, Number(session.userId));
    const after = await post(app, CONFIRM, { productId: '3' }, session);
    expect(after.body.data.bankCardInfo).toEqual({ bankName: 'M-Pesa', cardNo: '****5678' });
    expect(JSON.stringify(after.body)).not.toContain('0712345678');
  });

  it.each([
    ['9', 404, 'This product is not available'],
    ['2147483648', 404, 'This product is not available'],
    ['0', 400, 'productId is not a valid id'],
    ['x', 400, 'productId is not a valid id'],
    ['', 400, 'productId is not a valid id'],
  ])('refuses productId %j with %i', async (productId, code, message) => {
    const { status, body } = await post(app, CONFIRM, { productId }, session);
    expect(status).toBe(200);
    expect(body).toEqual({ code, message });
  });

  it('is refused without a session', async () => {
    expect((await post(app, CONFIRM, { productId: '1' })).body.code).toBe(401);
  });
});
