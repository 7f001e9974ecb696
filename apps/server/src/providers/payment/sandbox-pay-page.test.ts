import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesOf, generate, paidOutLoan, REPAY_ENV, tradeOf } from '../../test/repayment-loans.ts';
import { createTestApp } from '../../test/test-app.ts';

// The sandbox's hosted pay page takes a `return` address from the app: it is checked before any
// money moves, and only a path of this app is followed.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp(REPAY_ENV);
});
afterAll(() => app.close());

const payPage = async () => {
  const { session, orderId } = await paidOutLoan(app);
  const page = (await generate(app, session, { orderId, amount: 3_000_00, bankCode: 'WEB' })).data;
  return { orderId, payUrl: page.payUrl as string, tradeNo: page.tradeNo as string };
};

const submit = (payUrl: string, payload: string) =>
  app.inject({
    method: 'POST',
    url: payUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });

// Raw form values: a newline and a tab, which a browser strips from a URL (`/\t/evil` is `//evil`).
const HOSTILE_RETURNS = [
  '/%0A/x',
  '/%09/evil.example/x',
  '/%0D%0ALocation:%20https://evil.example',
  '//evil.example',
  '/%5Cevil.example',
  'https://evil.example/squidChive',
  'javascript:alert(1)',
  '/squidChive%00',
  '/squid Chive',
];

describe('the sandbox pay page return address', () => {
  it.each(HOSTILE_RETURNS)('refuses return=%s before any money moves', async (hostile) => {
    const { orderId, payUrl, tradeNo } = await payPage();
    const paid = await submit(payUrl, `action=full&return=${hostile}`);
    expect(paid.headers.location).toBeUndefined();
    if (hostile.includes('%00')) {
      // A NUL is refused at the edge, before the page: the envelope names the field.
      expect(paid.json()).toMatchObject({ code: 400, message: expect.stringContaining('return') });
    } else {
      expect(paid.statusCode).toBe(400);
      expect(paid.body).toContain('This return address is not accepted');
    }
    expect(await entriesOf(app, orderId)).toEqual([]);
    expect((await tradeOf(app, tradeNo)).state).toBe('open');
    const form = await app.inject({ method: 'GET', url: `${payUrl}?return=${hostile}` });
    expect(hostile.includes('%00') ? form.json().code : form.statusCode).toBe(400);
    expect(form.body).not.toContain('evil.example');
  });

  it('pays, then sends the borrower back to the path of this app it was given', async () => {
    const { orderId, payUrl } = await payPage();
    const back = `/squidChive?orderId=${orderId}&productId=2`;
    const form = await app.inject({ method: 'GET', url: `${payUrl}?return=${encodeURIComponent(back)}` });
    expect(form.statusCode).toBe(200);
    const paid = await submit(payUrl, `action=full&return=${encodeURIComponent(back)}`);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(back);
    expect((await entriesOf(app, orderId)).map((e) => e.amount)).toEqual([3_000_00]);
  });
});
