import { Code } from '@tz-loan/contract/platform/envelope';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, latestSmsCode, post } from '../../test/test-app.ts';

// Five wrong tries end a phone's codes, however many codes it asked for: wrong tries count per phone
// across its live codes, and a new code ends the older ones.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ SMS_RESEND_SECONDS: '0' });
});
afterAll(() => app.close());

const newCode = async (phone: string) => {
  expect((await post(app, '/credit-user/send-sms-code', { phone })).body.code).toBe(0);
  return latestSmsCode(app, phone);
};
const tryCode = (phone: string, code: string) =>
  post(app, '/credit-user/sms-login', { phone, code, deviceId: 'd' });
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('wrong tries on a phone', () => {
  it('two live codes do not beat the five-try limit: a new code ends the older one', async () => {
    const phone = '0713800001';
    const first = await newCode(phone);
    for (let i = 0; i < 4; i++) await tryCode(phone, wrongFor(first));
    const second = await newCode(phone);
    const wrong = ['000000', '111111', '222222'].find((c) => c !== first && c !== second) ?? '';
    for (let i = 0; i < 4; i++) await tryCode(phone, wrong);
    const late = await tryCode(phone, first);
    expect(late.body).toEqual({
      code: Code.badRequest,
      message: 'The code is wrong or has expired. Ask for a new one',
    });
  });

  it('count across every live code of the phone', async () => {
    const phone = '0713800002';
    const code = await newCode(phone);
    // Guesses that match no code at all still count against the phone.
    for (let i = 0; i < 5; i++) await tryCode(phone, wrongFor(code));
    expect((await tryCode(phone, code)).body.code).toBe(Code.badRequest);
    const fresh = await newCode(phone);
    expect((await tryCode(phone, fresh)).body.code).toBe(0);
  });
});
