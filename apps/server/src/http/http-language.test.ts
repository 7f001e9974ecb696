import { ASYNC_MARKER_HEADER, ASYNC_MARKER_VALUE } from '@tz-loan/contract/platform/constants';
import { Code } from '@tz-loan/contract/platform/envelope';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, testDbKind } from '../test/test-app.ts';

// The refusals of the HTTP layer a borrower reads (bad input, the contract's own messages, a busy
// server, the framework's) come in the reader's language (PRODUCT.md §16); staff read English.

const TOKEN = 'test-ops-token-0123456789abcdef';
const SW = { 'accept-language': 'sw-TZ,sw;q=0.9,en;q=0.5' };

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ OPS_TOKEN: TOKEN });
});
afterAll(() => app.close());

type Ask = { query?: Record<string, string>; headers?: Record<string, string>; payload?: string };
const post = async (path: string, body: Record<string, string>, { query = {}, headers = {} }: Ask = {}) => {
  const response = await app.inject({
    method: 'POST',
    url: `/tapi${path}?${new URLSearchParams(query)}`,
    headers: {
      [ASYNC_MARKER_HEADER]: ASYNC_MARKER_VALUE,
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    payload: new URLSearchParams(body).toString(),
  });
  return response.json();
};
const sw = { query: { language: 'sw' } };

describe('a refused input names its field in the reader language', () => {
  it("the contract's number rules: language=sw, Accept-Language sw, English by default", async () => {
    const session = await login(app, '0713600001');
    const score = (value: string, ask: Ask) =>
      post(
        '/v3/loan-details/google-score',
        { score: value },
        { ...ask, query: { ...session, ...ask.query } },
      );
    expect(await score('0', sw)).toEqual({ code: Code.badRequest, message: 'score isiwe chini ya 1' });
    expect((await score('9', sw)).message).toBe('score isizidi 5');
    expect((await score('x', { headers: SW })).message).toBe('score lazima iwe namba kamili');
    expect((await score('0', {})).message).toBe('score must be at least 1');
  });

  it("the contract's own messages (login, Pay Now) in Kiswahili, their English as before", async () => {
    const login = (body: Record<string, string>, ask: Ask = {}) => post('/credit-user/sms-login', body, ask);
    const cases: [Record<string, string>, string, string][] = [
      // A message that names its field already is not prefixed with it.
      [
        { phone: '0713600002', deviceId: 'd' },
        'Weka msimbo uliotumwa kwa SMS',
        'Enter the code from the SMS',
      ],
      [
        { phone: '0713600002', code: '12', deviceId: 'd' },
        'Msimbo uliotumwa kwa SMS una tarakimu 6',
        'The code from the SMS has 6 digits',
      ],
      [
        { phone: '12345', code: '123456', deviceId: 'd' },
        'phone: Weka namba ya simu ya Tanzania, kama 0712345678',
        'phone: Enter a Tanzanian mobile number, such as 0712345678',
      ],
      [{ phone: '0713600002', code: '123456' }, 'deviceId inahitajika', 'deviceId is required'],
      [
        { phone: '0713600002', code: '123456', deviceId: ' ' },
        'deviceId inahitajika',
        'deviceId is required',
      ],
    ];
    for (const [body, kiswahili, english] of cases) {
      expect(await login(body, sw)).toEqual({ code: Code.badRequest, message: kiswahili });
      expect(await login(body, { headers: SW })).toEqual({ code: Code.badRequest, message: kiswahili });
      expect(await login(body)).toEqual({ code: Code.badRequest, message: english });
    }
    const payNow = (body: Record<string, string>, ask: Ask = {}) =>
      post(
        '/v3/loan-details/generate-vcode-yd',
        { orderId: '1', amount: '100000', isDelay: '0', ...body },
        ask,
      );
    expect((await payNow({ bankCode: '' }, sw)).message).toBe('bankCode: Chagua njia ya kulipa');
    expect((await payNow({ bankCode: '' })).message).toBe('bankCode: Choose how to pay');
    const noOrder = { amount: '100000', isDelay: '0', bankCode: 'TZ0001' };
    expect((await post('/v3/loan-details/generate-vcode-yd', noOrder, sw)).message).toBe(
      'orderId inahitajika',
    );
    expect((await payNow({ bankCode: 'TZ0001', orderId: '0' }, sw)).message).toBe(
      'orderId si namba sahihi ya utambulisho',
    );
    expect((await payNow({ bankCode: 'TZ0001', isDelay: '2' }, sw)).message).toBe(
      'isDelay lazima iwe 0 au 1',
    );
    expect((await post('/v3/loan-details/generate-vcode-yd', noOrder)).message).toBe('orderId is required');
  });

  it("zod's own messages: a sentence naming the field in Kiswahili, zod's English as before", async () => {
    const tooLong = (ask: Ask) =>
      post(
        '/credit-user/send-sms-code',
        { phone: '0713600002' },
        { ...ask, query: { ...ask.query, productId: '1'.repeat(201) } },
      );
    expect(await tooLong(sw)).toEqual({ code: Code.badRequest, message: 'productId ni ndefu mno' });
    expect((await tooLong({})).message).toBe('productId: Too big: expected string to have <=200 characters');
  });
});

describe('the refusals of the HTTP layer', () => {
  it('a control byte, a missing marker header, a body that is not JSON, an unreadable address', async () => {
    const control = { phone: '0713600003', code: '123456', deviceId: 'dev\u0000ice' };
    expect((await post('/credit-user/sms-login', control, sw)).message).toBe(
      'deviceId: ina herufi isiyoruhusiwa',
    );
    expect((await post('/credit-user/sms-login', control)).message).toBe(
      'deviceId: A character that is not allowed was sent',
    );

    const unmarked = await app.inject({
      method: 'POST',
      url: '/tapi/credit-user/send-sms-code?language=sw',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'phone=0713600003',
    });
    expect(unmarked.json().message).toBe('Kichwa cha X-Requested-With hakipo kwenye ombi');

    const notJson = (query: string) =>
      app.inject({
        method: 'POST',
        url: `/tapi/credit-user/send-sms-code${query}`,
        headers: { [ASYNC_MARKER_HEADER]: ASYNC_MARKER_VALUE, 'content-type': 'application/json' },
        payload: '{"phone":',
      });
    expect((await notJson('?language=sw')).json()).toEqual({
      code: Code.badRequest,
      message: 'Maudhui ya ombi si sahihi',
    });
    expect((await notJson('')).json().message).toBe('The request body is not valid');

    const address = await app.inject({ method: 'GET', url: '/tapi/%E0%A4%A?language=sw' });
    expect(address.statusCode).toBe(400);
    expect(address.json()).toEqual({ code: Code.badRequest, message: 'Anwani si sahihi' });
    const byHeader = await app.inject({ method: 'GET', url: '/tapi/%E0%A4%A', headers: SW });
    expect(byHeader.json().message).toBe('Anwani si sahihi');
    expect((await app.inject({ method: 'GET', url: '/tapi/%E0%A4%A' })).json().message).toBe(
      'The address is not valid',
    );
  });

  it('an Idempotency-Key that is not one', async () => {
    const session = await login(app, '0713600004');
    const answer = await app.inject({
      method: 'POST',
      url: `/tapi/v3/loan-details/submit-utr?${new URLSearchParams({ ...session, language: 'sw' })}`,
      headers: {
        [ASYNC_MARKER_HEADER]: ASYNC_MARKER_VALUE,
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': 'short',
      },
      payload: 'orderId=1&utr=UTR123456&isDelay=0',
    });
    expect(answer.json()).toEqual({
      code: Code.badRequest,
      message: 'Kichwa cha Idempotency-Key kiwe na herufi, tarakimu au _.:- kati ya 8 na 128',
    });
  });

  it('the ops API stays English whatever the caller reads', async () => {
    const approve = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/tapi/ops/orders/abc/approve?language=sw',
        headers: { authorization: `Bearer ${TOKEN}`, ...headers },
        payload: {},
      });
    const sw = (await approve(SW)).json();
    expect(sw.code).toBe(Code.badRequest);
    expect(sw.message).toBe((await approve({})).json().message);
    expect(sw.message).toMatch(/^orderId/);
    expect(sw.message).not.toContain('si sahihi');
  });
});

describe.runIf(testDbKind === 'pglite')('the busy answer (503)', () => {
  let busyApp: FastifyInstance;
  beforeAll(async () => {
    busyApp = await createTestApp({ PGLITE_MAX_QUEUED: '2' });
  });
  afterAll(() => busyApp.close());

  const rush = async (query: string, headers: Record<string, string> = {}) => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        busyApp.inject({ method: 'GET', url: `/tapi/v3/loan-details/loan-details${query}`, headers }),
      ),
    );
    return answers.find((a) => a.statusCode === 503)?.json();
  };

  it('in Kiswahili with language=sw or Accept-Language sw, in English without', async () => {
    const kiswahili = {
      code: 503,
      message: 'Mfumo una shughuli nyingi. Tafadhali jaribu tena baada ya muda mfupi',
    };
    expect(await rush('?language=sw')).toEqual(kiswahili);
    expect(await rush('', SW)).toEqual(kiswahili);
    expect(await rush('')).toEqual({
      code: 503,
      message: 'The server is busy. Please try again in a moment',
    });
  });
});
