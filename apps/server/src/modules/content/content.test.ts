import { ASYNC_MARKER_HEADER, ASYNC_MARKER_VALUE } from '@tz-loan/contract/platform/constants';
import { formatMoney } from '@tz-loan/contract/platform/money';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/content.ts';
import { DEMO_PRODUCTS } from '../../db/seed.ts';
import { formatRateBp, priceLoan } from '../../domain/pricing.ts';
import { createTestApp, login, post } from '../../test/test-app.ts';

const TOKEN = 'content-test-ops-token-0123456789abcdef';
const COMPLETE = { name: 'Asha Mrisho', telephone: '0712 345 678', suggestion: 'Please add Airtel Money.' };
type Fields = Partial<Record<keyof typeof COMPLETE, string>>;

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ OPS_TOKEN: TOKEN, CONTACT_LIMIT_PER_ADDRESS: '1000' });
});
afterAll(() => app.close());

const form = (fields: Fields) =>
  new URLSearchParams(
    Object.entries(fields).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, v]])),
  ).toString();

/** The contact form as the site's script sends it. */
const send = async (
  fields: Fields,
  { query = '', headers = {} }: { query?: string; headers?: object } = {},
) => {
  const response = await app.inject({
    method: 'POST',
    url: `/tapi/content/contact-message${query}`,
    headers: {
      [ASYNC_MARKER_HEADER]: ASYNC_MARKER_VALUE,
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    payload: form(fields),
  });
  return { status: response.statusCode, body: response.json() as { code: number; message: string } };
};

/** The same form posted by a page that runs no script: a plain HTML form, no marker header. */
const postPlainForm = async (fields: Fields, query = '') => {
  const response = await app.inject({
    method: 'POST',
    url: `/tapi/content/contact-form${query}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(fields),
  });
  return { status: response.statusCode, location: response.headers.location, body: response.body };
};

const stored = () => app.db.select().from(contactMessages).orderBy(asc(contactMessages.id));

const staffMessages = async (query = '', token = TOKEN) => {
  const response = await app.inject({
    method: 'GET',
    url: `/tapi/ops/messages${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, body: response.json() };
};

describe("the lender's details and the representative example (/tapi/content/lender)", () => {
  it('names the lender from the settings: the demo values say they are a sandbox', async () => {
    const { body } = await app.inject({ method: 'GET', url: '/tapi/content/lender' }).then((r) => ({
      body: r.json(),
    }));
    expect(body.code).toBe(0);
    expect(body.data.lender).toEqual({
      name: 'Sandbox Lender Ltd (demo)',
      licence: 'SANDBOX-0000 (a demo, not a licence)',
      address: 'Sandbox office, Plot 0, Dar es Salaam, Tanzania (demo)',
      telephone: '+255 22 000 0000',
      email: 'support@sandbox-lender.example',
    });
  });

  it("a lender's own settings replace them", async () => {
    const own = await createTestApp({
      LENDER_NAME: 'Mfano Finance Ltd',
      LENDER_LICENCE: 'MSP2-123',
      LENDER_ADDRESS: 'Plot 12, Samora Avenue, Dar es Salaam',
      LENDER_TELEPHONE: '+255 22 123 4567',
      LENDER_EMAIL: 'huduma@mfano.co.tz',
    });
    try {
      const body = (await own.inject({ method: 'GET', url: '/tapi/content/lender' })).json();
      expect(body.data.lender).toEqual({
        name: 'Mfano Finance Ltd',
        licence: 'MSP2-123',
        address: 'Plot 12, Samora Avenue, Dar es Salaam',
        telephone: '+255 22 123 4567',
        email: 'huduma@mfano.co.tz',
      });
    } finally {
      await own.close();
    }
  });

  it('the example is the real pricing of the first demo product, as its product page shows it', async () => {
    const { data } = (await app.inject({ method: 'GET', url: '/tapi/content/lender' })).json();
    const p = DEMO_PRODUCTS[0];
    const price = priceLoan({ ...p, amount: p.amountMax });
    expect(data.example).toEqual({
      productName: p.name,
      amount: p.amountMax,
      termDays: p.termDays,
      periods: p.periods,
      interest: price.interest,
      serviceFee: price.serviceFee,
      totalRepayable: price.totalRepayable,
      aprBp: price.aprBp,
    });
    // The product page (/wucheng) and the recommend list quote the same loan.
    const session = await login(app, '0717000201');
    const detail = (await post(app, '/v3/product/detail', { productId: p.id }, session)).body.data;
    const row = (text: string) => detail.example.find((r: { text: string }) => r.text === text)?.value;
    expect(row('Amount')).toBe(`${formatMoney(data.example.amount)} TZS`);
    expect(row('Interest')).toBe(`${formatMoney(data.example.interest)} TZS`);
    expect(row('Service fee')).toBe(`${formatMoney(data.example.serviceFee)} TZS`);
    expect(row('Total repayable')).toBe(`${formatMoney(data.example.totalRepayable)} TZS`);
    const listed = (await post(app, '/v3/product/recommend', {}, session)).body.data.products[0];
    expect(listed.rate).toBe(`APR ${formatRateBp(data.example.aprBp)}`);
    expect(data.example.aprBp).toBeLessThan(1460);
  });
});

describe('the contact form (/tapi/content/contact-message)', () => {
  it('stores a complete message, trimmed, with the language it was sent in, and says Success!', async () => {
    const before = (await stored()).length;
    const { status, body } = await send({ ...COMPLETE, name: '  Asha Mrisho ' }, { query: '?language=sw' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, message: 'Imefanikiwa!' });
    const rows = await stored();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ ...COMPLETE, language: 'sw' });
    expect((await send(COMPLETE)).body).toMatchObject({ code: 0, message: 'Success!' });
  });

  it.each([
    ['no name', { ...COMPLETE, name: undefined }],
    ['a blank telephone', { ...COMPLETE, telephone: '   ' }],
    ['no suggestion', { ...COMPLETE, suggestion: '' }],
    ['nothing at all', {}],
  ])(
    'refuses %s with "Please provide complete information!", in the reader\'s language',
    async (_, fields) => {
      const before = (await stored()).length;
      expect((await send(fields)).body).toEqual({
        code: 400,
        message: 'Please provide complete information!',
      });
      expect((await send(fields, { query: '?language=sw' })).body).toEqual({
        code: 400,
        message: 'Tafadhali jaza taarifa zote!',
      });
      expect((await send(fields, { headers: { 'accept-language': 'sw-TZ,sw;q=0.9' } })).body.message).toBe(
        'Tafadhali jaza taarifa zote!',
      );
      expect(await stored()).toHaveLength(before);
    },
  );

  it('refuses control bytes and over-long fields, naming the field; nothing is stored', async () => {
    const before = (await stored()).length;
    expect((await send({ ...COMPLETE, name: 'Asha\u0000' })).body).toEqual({
      code: 400,
      message: 'name: A character that is not allowed was sent',
    });
    expect((await send({ ...COMPLETE, suggestion: 'Hi \u001b[31m' })).body.code).toBe(400);
    expect((await send({ ...COMPLETE, suggestion: 'a'.repeat(1001) })).body).toEqual({
      code: 400,
      message: 'suggestion is too long',
    });
    expect((await send({ ...COMPLETE, name: 'a'.repeat(101) }, { query: '?language=sw' })).body).toEqual({
      code: 400,
      message: 'name ni ndefu mno',
    });
    expect((await send({ ...COMPLETE, telephone: '0'.repeat(31) })).body.code).toBe(400);
    expect(await stored()).toHaveLength(before);
  });

  it('keeps a suggestion of several lines, and takes 1000 characters', async () => {
    const suggestion = `Line one\nLine two\r\n${'x'.repeat(980)}`;
    expect((await send({ ...COMPLETE, suggestion })).body.code).toBe(0);
    expect((await stored()).at(-1)?.suggestion).toBe(suggestion);
  });

  it('refuses a telephone number nobody could call back', async () => {
    for (const telephone of ['call me', '12345', '+255 712 345 678 999 99']) {
      expect((await send({ ...COMPLETE, telephone })).body).toEqual({
        code: 400,
        message: 'Please enter a telephone number we can call back',
      });
    }
    expect((await send({ ...COMPLETE, telephone: '+255 (22) 123-4567' })).body.code).toBe(0);
  });
});

describe('the contact form of a page without scripts (/tapi/content/contact-form)', () => {
  it('stores a complete message and sends the browser back to the contact section saying so', async () => {
    const before = (await stored()).length;
    const answer = await postPlainForm(COMPLETE, '?language=sw');
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/?section=contact&contact=sent&language=sw');
    expect(await stored()).toHaveLength(before + 1);
    expect((await stored()).at(-1)?.language).toBe('sw');
  });

  it('answers every refusal with the page address too, never JSON; nothing is stored', async () => {
    const before = (await stored()).length;
    const cases: [Fields, string][] = [
      [{ ...COMPLETE, suggestion: ' ' }, 'incomplete'],
      [{}, 'incomplete'],
      [{ ...COMPLETE, name: 'Asha\u0000' }, 'invalid'],
      [{ ...COMPLETE, suggestion: 'a'.repeat(1001) }, 'invalid'],
      [{ ...COMPLETE, telephone: 'call me' }, 'invalid'],
    ];
    for (const [fields, outcome] of cases) {
      const answer = await postPlainForm(fields);
      expect(answer.status).toBe(303);
      expect(answer.location).toBe(`/?section=contact&contact=${outcome}`);
      expect(answer.body).toBe('');
    }
    expect(await stored()).toHaveLength(before);
  });

  it('reads whatever a client sends as a form to refuse, never failing: JSON, a list, nothing', async () => {
    const answers = await Promise.all(
      [
        { headers: { 'content-type': 'application/json' }, payload: '[1,2]' },
        { headers: { 'content-type': 'application/json' }, payload: '"text"' },
        { headers: { 'content-type': 'application/json' }, payload: '{"name":{"a":1},"telephone":2}' },
        { headers: {}, payload: undefined },
      ].map((request) => app.inject({ method: 'POST', url: '/tapi/content/contact-form', ...request })),
    );
    expect(answers.map((a) => [a.statusCode, a.headers.location])).toEqual([
      [303, '/?section=contact&contact=invalid'],
      [303, '/?section=contact&contact=invalid'],
      [303, '/?section=contact&contact=invalid'],
      [303, '/?section=contact&contact=incomplete'],
    ]);
  });

  it('keeps only a language it knows in the address it sends back to', async () => {
    expect((await postPlainForm({}, '?language=xx&sessionId=s')).location).toBe(
      '/?section=contact&contact=incomplete',
    );
  });
});

describe("the staff's reading (GET /tapi/ops/messages)", () => {
  it('lists the messages newest first, with who, telephone, suggestion, language and when', async () => {
    await send({ name: 'Juma Ali', telephone: '0754 000 111', suggestion: 'Faster payouts, please' });
    const { status, body } = await staffMessages('?limit=2');
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.messages).toHaveLength(2);
    const [newest, older] = body.data.messages;
    expect(newest).toMatchObject({
      name: 'Juma Ali',
      telephone: '0754 000 111',
      suggestion: 'Faster payouts, please',
      language: 'en',
    });
    expect(newest.id).toBeGreaterThan(older.id);
    expect(Number.isNaN(Date.parse(newest.createdAt))).toBe(false);
  });

  it('needs the ops token', async () => {
    const { status, body } = await staffMessages('', 'wrong-token-0123456789abcdef');
    expect(status).toBe(401);
    expect(body.code).toBe(401);
  });
});
