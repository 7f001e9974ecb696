import { ASYNC_MARKER_HEADER, ASYNC_MARKER_VALUE } from '@tz-loan/contract/platform/constants';
import { Code } from '@tz-loan/contract/platform/envelope';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, SMS_WAIT } from '../../test/test-app.ts';

// The login SMS is written in the language of the request that asks for it, and every login refusal
// (the 429s included) in the reader's language (PRODUCT.md §16).

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({
    SMS_RESEND_SECONDS: '60',
    RATE_WINDOW_SECONDS: '86400',
    SMS_LIMIT_PER_DEVICE: '2',
    LOGIN_LIMIT_PER_DEVICE: '1',
  });
});
afterAll(() => app.close());

const SW = { 'accept-language': 'sw-TZ,sw;q=0.9,en;q=0.5' };

const call = async (
  path: string,
  body: Record<string, string>,
  { query = {}, headers = {} }: { query?: Record<string, string>; headers?: Record<string, string> } = {},
) => {
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

/** The SMS just sent to a phone that had none before, once it is there. */
const lastSms = async (phone: string) => {
  let sms: { text: string; code: string } | undefined;
  await expect
    .poll(async () => (sms = (await get(app, '/dev/sms-outbox', { phone })).body.data.messages[0]), SMS_WAIT)
    .toBeDefined();
  return sms as { text: string; code: string };
};

describe('the login SMS', () => {
  it('in Kiswahili with language=sw, by Accept-Language, and in English by default', async () => {
    await call('/credit-user/send-sms-code', { phone: '0713500001' }, { query: { language: 'sw' } });
    const sw = await lastSms('0713500001');
    expect(sw.text).toBe(`Msimbo wako wa kuingia ni ${sw.code}. Muda wake unaisha baada ya dakika 5.`);

    await call('/credit-user/send-sms-code', { phone: '0713500002' }, { headers: SW });
    expect((await lastSms('0713500002')).text).toMatch(/^Msimbo wako wa kuingia ni \d{6}\./);

    await call('/credit-user/send-sms-code', { phone: '0713500003' });
    const en = await lastSms('0713500003');
    expect(en.text).toBe(`Your login code is ${en.code}. It expires in 5 minutes.`);
  });
});

describe('login refusals', () => {
  it('asking again too soon (429)', async () => {
    const phone = '0713500004';
    await call('/credit-user/send-sms-code', { phone });
    expect(await call('/credit-user/send-sms-code', { phone }, { query: { language: 'sw' } })).toEqual({
      code: Code.tooManyRequests,
      message: expect.stringMatching(/^Tafadhali subiri sekunde \d+ kabla ya kuomba msimbo mwingine$/),
    });
    expect((await call('/credit-user/send-sms-code', { phone })).message).toMatch(
      /^Please wait \d+ seconds before asking for another code$/,
    );
  });

  it('too many codes from one device, too many tries from one device (429)', async () => {
    const device = { deviceId: 'language-device-1' };
    await call('/credit-user/send-sms-code', { phone: '0713500005' }, { query: device });
    await call('/credit-user/send-sms-code', { phone: '0713500006' }, { query: device });
    const codes = await call(
      '/credit-user/send-sms-code',
      { phone: '0713500007' },
      { query: device, headers: SW },
    );
    expect(codes).toEqual({
      code: Code.tooManyRequests,
      message: expect.stringMatching(
        /^Misimbo mingi mno imeombwa kutoka kifaa hiki\. Tafadhali jaribu tena baada ya dakika \d+$/,
      ),
    });
    expect(
      (await call('/credit-user/send-sms-code', { phone: '0713500008' }, { query: device })).message,
    ).toMatch(/^Too many codes were asked for from this device\. Please try again in \d+ minutes?$/);

    const login = { phone: '0713500005', code: '000000', deviceId: 'language-device-2' };
    expect(await call('/credit-user/sms-login', login, { query: { language: 'sw' } })).toEqual({
      code: Code.badRequest,
      message: 'Msimbo si sahihi au muda wake umeisha. Omba msimbo mpya',
    });
    expect((await call('/credit-user/sms-login', login, { query: { language: 'sw' } })).message).toMatch(
      /^Majaribio mengi mno ya kuingia kutoka kifaa hiki\. Tafadhali jaribu tena baada ya dakika \d+$/,
    );
    expect((await call('/credit-user/sms-login', login)).message).toMatch(
      /^Too many login tries from this device\. Please try again in \d+ minutes?$/,
    );
  });
});
