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

  it('sends the borrower back saying the payment failed (payment=failed), and moves nothing', async () => {
    const { orderId, payUrl } = await payPage();
    const back = `/squidChive?orderId=${orderId}&productId=2`;
    const failed = await submit(payUrl, `action=fail&return=${encodeURIComponent(back)}`);
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe(`${back}&payment=failed`);
    expect(await entriesOf(app, orderId)).toEqual([]);
  });
});

describe('the sandbox pay page in the reader language', () => {
  const payPageFor = async (query: Record<string, string>, headers: Record<string, string> = {}) => {
    const { session, orderId } = await paidOutLoan(app);
    const response = await app.inject({
      method: 'POST',
      url: `/tapi/v3/loan-details/generate-vcode-yd?${new URLSearchParams({ ...session, ...query })}`,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      payload: `orderId=${orderId}&amount=300000&bankCode=WEB&isDelay=0&cardNo=`,
    });
    return response.json().data.payUrl as string;
  };

  it('the language the app named travels in the pay page address, and the page and its forms keep it', async () => {
    const payUrl = await payPageFor({ language: 'sw' });
    expect(payUrl).toMatch(/^\/sandbox\/pay\/[^?]+\?language=sw$/);
    // The browser's own languages do not overrule the app's choice.
    const form = await app.inject({ method: 'GET', url: payUrl, headers: { 'accept-language': 'en' } });
    expect(form.body).toContain('<html lang="sw">');
    expect(form.body).toContain('<h1>Ukurasa wa malipo wa majaribio</h1>');
    expect(form.body).toContain('Mtoa huduma wa malipo wa majaribio: hakuna pesa halisi inayohamishwa.');
    expect(form.body).toContain('>Lipa 3.000,00 TZS</button>');
    expect(form.body).toContain('>Lipa sehemu</button>');
    expect(form.body).toContain('>Fanya malipo yashindikane</button>');
    const action = /action="([^"]+)"/.exec(form.body)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(action).toContain('language=sw');
    const refused = await submit(action, 'action=part&amount=999999');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<h1>Kiasi hakikubaliki</h1>');
    expect(refused.body).toContain('Weka shilingi kamili, zisizozidi 3.000,00 TZS.');
    expect(refused.body).toContain('>Jaribu tena</a>');
    const failed = await submit(action, 'action=fail');
    expect(failed.body).toContain('<h1>Malipo yameshindikana</h1>');
    const again = await app.inject({ method: 'GET', url: payUrl });
    expect(again.body).toContain('Malipo haya yameshindikana.');
  });

  it('without a language param: by Accept-Language, and English by default', async () => {
    const payUrl = await payPageFor({}, { 'accept-language': 'sw-TZ,sw;q=0.9' });
    expect(payUrl).not.toContain('language=');
    const sw = await app.inject({
      method: 'GET',
      url: payUrl,
      headers: { 'accept-language': 'sw-TZ,sw;q=0.9' },
    });
    expect(sw.body).toContain('<h1>Ukurasa wa malipo wa majaribio</h1>');
    const en = await app.inject({ method: 'GET', url: payUrl });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('<h1>Sandbox pay page</h1>');
    expect(en.body).toContain('>Pay 3.000,00 TZS</button>');
    const missing = await app.inject({ method: 'GET', url: '/sandbox/pay/nope?language=sw' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Kiungo hiki cha malipo si sahihi.');
  });
});
