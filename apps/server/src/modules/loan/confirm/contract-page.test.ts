import { formatDate } from '@tz-loan/contract/platform/date';
import { formatMoney } from '@tz-loan/contract/platform/money';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instalments, products } from '../../../db/schema/loan.ts';
import { priceLoan } from '../../../domain/pricing.ts';
import { applicant, type Session, submit } from '../../../test/loan-confirm.ts';
import { createTestApp } from '../../../test/test-app.ts';

const DAY = 86_400_000;
let app: FastifyInstance;
let mine: Session;

const page = async (params: Record<string, string>) => {
  const response = await app.inject({
    method: 'GET',
    url: `/tapi/v3/contract/view?${new URLSearchParams(params)}`,
  });
  return { status: response.statusCode, html: response.body, headers: response.headers };
};

beforeAll(async () => {
  app = await createTestApp();
  mine = await applicant(app, '0715500001');
});
afterAll(() => app.close());

describe('contract page', () => {
  it('says how interest is counted, in both languages, with this loan as the example (PRODUCT.md §19)', async () => {
    const facts = await page({ productId: '2', position: '2', ...mine });
    expect(facts.html).toMatch(
      /How interest is counted<\/th><td>11,00% a year, by the day, on what is still owed/,
    );
    const agreement = await page({ productId: '2', position: '1', ...mine });
    expect(agreement.html).toContain('counted by the day on what is still owed of the amount borrowed');
    expect(agreement.html).toMatch(
      /this loan of 800\.000,00 TZS over 120 days costs 18\.228,56 TZS in interest/,
    );
    const swahili = await page({ productId: '2', position: '1', ...mine, language: 'sw' });
    expect(swahili.html).toContain('inayohesabiwa kwa siku juu ya kiasi cha mkopo ambacho bado kinadaiwa');
  });

  it("renders this borrower's offer as a readable page under the CSP, its style its only inline part", async () => {
    const { status, html, headers } = await page({ productId: '2', position: '2', ...mine });
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['cache-control']).toBe('no-store');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('name="viewport"');
    expect(headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(html).not.toMatch(/\sstyle=|<script/);
    expect(html).toContain('0715 500 001');
    expect(html).toContain('Mwezi Plus');
    const price = priceLoan({
      amount: 800_000_00,
      termDays: 120,
      periods: 4,
      interestRateBp: 1100,
      serviceFeeBp: 60,
      interestMethod: 'reducing',
    });
    expect(html).toContain('800.000,00 TZS');
    expect(html).toContain(`${formatMoney(price.totalRepayable)} TZS`);
    for (const line of price.instalments) {
      expect(html).toContain(
        `<td>${formatMoney(line.amount)}</td><td>${formatDate(Date.now() + line.dueOffsetDays * DAY)}</td>`,
      );
    }
    // Its style comes with it: nothing else to fetch before the agreement can be read in its frame.
    expect(html).toContain('<style>*{box-sizing:border-box}');
    expect(html).not.toMatch(/<link|<script|\ssrc=|\sstyle=/);
  });

  it('states the loan agreement terms, the lender, and fits a frame when embedded', async () => {
    const { html } = await page({ productId: '1', position: '1', embed: '1', ...mine });
    for (const text of [
      '400.000,00 TZS',
      '800.000,00 TZS',
      '91 to 120 days',
      'below 14,60%',
      '18 years of age',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('registered non-bank lender');
    expect(html).toContain('<body class="embed">');
    expect(html).not.toContain('<header>');
  });

  it('escapes every string it shows', async () => {
    await app.db.insert(products).values({
      id: 77,
      name: '<script>alert("x")</script> & Co',
      logo: '',
      amountMin: 400_000_00,
      amountMax: 500_000_00,
      termDays: 91,
      periods: 1,
      interestRateBp: 1000,
      serviceFeeBp: 50,
      overduePenaltyDailyBp: 5,
    });
    const { html } = await page({ productId: '77', position: '1', ...mine });
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(html).not.toContain('<script>');
  });

  it("shows an order's figures as written at submit, not as priced today", async () => {
    const session = await applicant(app, '0715500003');
    const { orderId } = (await submit(app, session)).body.data;
    await app.db.update(products).set({ interestRateBp: 1400 }).where(eq(products.id, 1));
    try {
      const price = priceLoan({
        amount: 600_000_00,
        termDays: 91,
        periods: 1,
        interestRateBp: 1000,
        serviceFeeBp: 50,
        interestMethod: 'reducing',
      });
      const before = await page({ productId: '1', position: '2', orderId, ...session });
      expect(before.html).toContain(
        `<td>${formatMoney(price.totalRepayable)}</td><td>91 days after payout</td>`,
      );
      expect(before.html).toContain(`Order number</th><td>${orderId}</td>`);
      await app.db
        .update(instalments)
        .set({ dueDate: '2030-01-31' })
        .where(eq(instalments.orderId, Number(orderId)));
      const after = await page({ productId: '1', position: '2', orderId, ...session });
      expect(after.html).toContain(`<td>${formatMoney(price.totalRepayable)}</td><td>2030-01-31</td>`);
    } finally {
      await app.db.update(products).set({ interestRateBp: 1000 }).where(eq(products.id, 1));
    }
  });

  it('answers a plain page, never figures or a stack, without a session or for another borrower', async () => {
    const noSession = await page({ productId: '1', position: '1' });
    expect(noSession.status).toBe(401);
    expect(noSession.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(noSession.html).toContain('Your session has expired');
    expect((await page({ productId: '1', position: '1', sessionId: 'nope' })).status).toBe(401);
    const order = await submit(app, await applicant(app, '0715500004'));
    const other = await page({ productId: '1', position: '1', orderId: order.body.data.orderId, ...mine });
    expect(other.status).toBe(404);
    expect(other.html).toContain('This order does not exist');
    expect(other.html).not.toContain('TZS');
    const bad = await page({ productId: 'x', position: '1', ...mine });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('productId is not a valid id');
  });
});

describe("the lender the contracts name (PRODUCT.md §15's settings)", () => {
  const LENDER = {
    LENDER_NAME: 'Mfano & <Sons> Finance Ltd',
    LENDER_LICENCE: 'MSP2/"123"',
    LENDER_ADDRESS: "Plot 12, O'Brien Street, Dar es Salaam",
    LENDER_TELEPHONE: '+255 22 123 4567',
    LENDER_EMAIL: 'huduma@mfano.co.tz',
  };
  const ESCAPED = [
    'Mfano &amp; &lt;Sons&gt; Finance Ltd',
    'MSP2/&quot;123&quot;',
    'Plot 12, O&#39;Brien Street, Dar es Salaam',
    '+255 22 123 4567',
    'huduma@mfano.co.tz',
  ];

  it('names it by its registered name, licence, address, telephone and e-mail, escaped, in en and sw', async () => {
    const own = await createTestApp(LENDER);
    try {
      const session = await applicant(own, '0715500009');
      const { orderId } = (await submit(own, session)).body.data;
      for (const language of ['en', 'sw']) {
        const pages: Record<string, string>[] = [
          { productId: '1', position: '1' },
          { productId: '1', position: '1', embed: '1' },
          { productId: '2', position: '2' },
          { productId: '1', position: '1', orderId },
          { productId: '1', position: '2', orderId },
        ];
        for (const params of pages) {
          const response = await own.inject({
            method: 'GET',
            url: `/tapi/v3/contract/view?${new URLSearchParams({ ...params, ...session, language })}`,
          });
          expect(response.statusCode).toBe(200);
          const html = response.body;
          expect(html).toContain(`<html lang="${language}">`);
          for (const text of ESCAPED) expect(html).toContain(text);
          expect(html).not.toContain('<Sons>');
          expect(html).not.toContain('Sandbox Lender');
        }
      }
      const sw = await own.inject({
        method: 'GET',
        url: `/tapi/v3/contract/view?${new URLSearchParams({ productId: '1', position: '1', ...session, language: 'sw' })}`,
      });
      expect(sw.body).toContain('Mkopeshaji');
      expect(sw.body).toContain('leseni');
    } finally {
      await own.close();
    }
  });
});
