import { createHash } from 'node:crypto';
import { Code } from '@tz-loan/contract/platform/envelope';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowers, sessions, smsCodes } from '../../db/schema/auth.ts';
import { hashToken } from '../../shared/sessions.ts';
import { createTestApp, latestSmsCode, login, post } from '../../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ SMS_RESEND_SECONDS: '0' });
});
afterAll(() => app.close());

const userInfo = (common: Record<string, string>) => post(app, '/v3/user/info', {}, common);

describe('SMS login', () => {
  it('logs a new phone in and creates one borrower, in the international form', async () => {
    const session = await login(app, '0713000001');
    expect(session.mobilePhone).toBe('255713000001');
    expect(session.sessionId.length).toBeGreaterThanOrEqual(43);
    const { body } = await userInfo({ sessionId: session.sessionId, userId: session.userId });
    expect(body).toMatchObject({ code: 0, data: { userId: session.userId, mobilePhone: '255713000001' } });
  });

  it('stores the session token only as its hash', async () => {
    const session = await login(app, '0713000002');
    const rows = await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.borrowerId, Number(session.userId)));
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(session.sessionId)]);
    expect(JSON.stringify(rows)).not.toContain(session.sessionId);
  });

  it('refuses a wrong code, and a used one', async () => {
    const phone = '0713000003';
    await post(app, '/credit-user/send-sms-code', { phone });
    const code = await latestSmsCode(app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await post(app, '/credit-user/sms-login', { phone, code: wrong, deviceId: 'd' });
    expect(refused.body).toEqual({
      code: Code.badRequest,
      message: 'The code is wrong or has expired. Ask for a new one',
    });
    expect((await post(app, '/credit-user/sms-login', { phone, code, deviceId: 'd' })).body.code).toBe(0);
    expect((await post(app, '/credit-user/sms-login', { phone, code, deviceId: 'd' })).body.code).toBe(
      Code.badRequest,
    );
  });

  it('kills the codes after five wrong tries, so guessing stops', async () => {
    const phone = '0713000004';
    await post(app, '/credit-user/send-sms-code', { phone });
    const code = await latestSmsCode(app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await post(app, '/credit-user/sms-login', { phone, code: wrong, deviceId: 'd' });
    const late = await post(app, '/credit-user/sms-login', { phone, code, deviceId: 'd' });
    expect(late.body.code).toBe(Code.badRequest);
  });

  it('refuses malformed phones and codes with a clear message and sends nothing', async () => {
    const phone = await post(app, '/credit-user/send-sms-code', { phone: '12345' });
    expect(phone.body).toEqual({
      code: Code.badRequest,
      message: 'phone: Enter a Tanzanian mobile number, such as 0712345678',
    });
    const code = await post(app, '/credit-user/sms-login', {
      phone: '0713000005',
      code: '12',
      deviceId: 'd',
    });
    expect(code.body).toEqual({ code: Code.badRequest, message: 'The code from the SMS has 6 digits' });
    const device = await post(app, '/credit-user/sms-login', { phone: '0713000005', code: '123456' });
    expect(device.body).toEqual({ code: Code.badRequest, message: 'deviceId is required' });
  });

  it('makes a caller wait before another code for the same phone', async () => {
    const strict = await createTestApp({ SMS_RESEND_SECONDS: '60' });
    try {
      expect((await post(strict, '/credit-user/send-sms-code', { phone: '0713000006' })).body.code).toBe(0);
      const again = await post(strict, '/credit-user/send-sms-code', { phone: '0713000006' });
      expect(again.body.code).toBe(Code.tooManyRequests);
      expect(again.body.message).toMatch(/^Please wait \d+ seconds before asking for another code$/);
    } finally {
      await strict.close();
    }
  });

  it('gives two concurrent logins of one phone the same single borrower', async () => {
    const phone = '0713000007';
    await post(app, '/credit-user/send-sms-code', { phone });
    const first = await latestSmsCode(app, phone);
    // A new code ends the older ones: a second live code is written here, as a code from before that
    // rule would be, so that two logins can race to create the borrower.
    const second = first === '123456' ? '654321' : '123456';
    await app.db.insert(smsCodes).values({
      phone: '255713000007',
      codeHash: createHash('sha256').update(`255713000007:${second}`).digest('hex'),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const [a, b] = await Promise.all(
      [first, second].map((code) => post(app, '/credit-user/sms-login', { phone, code, deviceId: 'd' })),
    );
    expect(a?.body.code).toBe(0);
    expect(b?.body.code).toBe(0);
    expect(a?.body.data.userId).toBe(b?.body.data.userId);
    expect(a?.body.data.sessionId).not.toBe(b?.body.data.sessionId);
    const rows = await app.db.select().from(borrowers).where(eq(borrowers.phone, '255713000007'));
    expect(rows).toHaveLength(1);
  });

  it('lets only one of two concurrent logins use the same code', async () => {
    const phone = '0713000008';
    await post(app, '/credit-user/send-sms-code', { phone });
    const code = await latestSmsCode(app, phone);
    const results = await Promise.all(
      [1, 2, 3].map(() => post(app, '/credit-user/sms-login', { phone, code, deviceId: 'd' })),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([0, Code.badRequest, Code.badRequest]);
  });
});

describe('session rules', () => {
  it('refuses a call without a session, with a clear code and no data', async () => {
    const { body } = await userInfo({});
    expect(body).toEqual({ code: Code.notLoggedIn, message: 'Please log in to continue' });
  });

  it('refuses an unknown session', async () => {
    const { body } = await userInfo({ sessionId: 'not-a-session' });
    expect(body).toEqual({ code: Code.notLoggedIn, message: 'Your session has ended. Please log in again' });
  });

  it('refuses an expired session', async () => {
    const session = await login(app, '0713000010');
    await app.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(session.sessionId)));
    const { body } = await userInfo({ sessionId: session.sessionId });
    expect(body.code).toBe(Code.notLoggedIn);
    expect(body.data).toBeUndefined();
  });

  it('refuses a logged-out session', async () => {
    const session = await login(app, '0713000011');
    expect((await post(app, '/credit-user/logout', {}, { sessionId: session.sessionId })).body.code).toBe(0);
    const { body } = await userInfo({ sessionId: session.sessionId });
    expect(body.code).toBe(Code.notLoggedIn);
  });

  it("refuses another borrower's userId beside a valid session", async () => {
    const mine = await login(app, '0713000012');
    const theirs = await login(app, '0713000013');
    const { body } = await userInfo({ sessionId: mine.sessionId, userId: theirs.userId });
    expect(body).toEqual({
      code: Code.forbidden,
      message: 'This session belongs to another user. Please log in again',
    });
  });
});
