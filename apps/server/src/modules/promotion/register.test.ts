import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowers } from '../../db/schema/auth.ts';
import { promotionRegistrations } from '../../db/schema/promotion.ts';
import { askCode, freshPhone, newCaptcha, registerPhone, sentCode } from '../../test/promotion-landing.ts';
import { createTestApp, login, post } from '../../test/test-app.ts';

// register (PRODUCT.md §14): one phone, one borrower, as login makes them; the borrower keeps where
// they came from; a registered phone is told to download the app and log in (11).

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const ALREADY = 'This number is already registered. Please download the app and log in';
const borrowersOf = (phone: string) => app.db.select().from(borrowers).where(eq(borrowers.phone, phone));

const withCode = async (phone: { local: string; stored: string }, fields = {}) => {
  expect((await askCode(app, phone.local, { fields })).body.code).toBe(0);
  return sentCode(app, phone.stored);
};

describe('register', () => {
  it('creates the borrower with the attribution; the borrower then logs in by SMS as the same one', async () => {
    const phone = freshPhone();
    const smsCode = await withCode(phone, { id: 2, utm_tag: 'radio' });
    const attribution = {
      id: 2,
      user_from: 'facebook',
      app_from: 'tz-app',
      utm_tag: 'radio',
      invite_code: 'ASHA42',
      userName: 'Asha',
      appName: 'SandboxLoan',
      merchantNumber: 'M-7',
    };
    const answer = await registerPhone(app, phone.local, smsCode, attribution);
    expect(answer.body).toEqual({ code: 0, message: 'Registration successful', data: {} });
    const [borrower] = await borrowersOf(phone.stored);
    const [kept] = await app.db
      .select()
      .from(promotionRegistrations)
      .where(eq(promotionRegistrations.borrowerId, borrower?.id ?? 0));
    expect(kept).toMatchObject({
      templateId: 2,
      userFrom: 'facebook',
      appFrom: 'tz-app',
      utmTag: 'radio',
      inviteCode: 'ASHA42',
      userName: 'Asha',
      appName: 'SandboxLoan',
      merchantNumber: 'M-7',
    });
    const session = await login(app, phone.local);
    expect(session.userId).toBe(String(borrower?.id));
    expect(await borrowersOf(phone.stored)).toHaveLength(1);
  });

  it('says it in Kiswahili', async () => {
    const phone = freshPhone();
    const smsCode = await withCode(phone);
    const { sid, text } = await newCaptcha(app);
    const answer = await post(
      app,
      '/api/v2/youmi/promotion/register',
      { phone: phone.local, capcode: text, sid, smsCode, id: 1 },
      { language: 'sw' },
    );
    expect(answer.body).toEqual({ code: 0, message: 'Usajili umekamilika', data: {} });
  });

  it('20 concurrent registrations of one phone: one borrower, the others told it is registered', async () => {
    const phone = freshPhone();
    const smsCode = await withCode(phone);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => registerPhone(app, phone.local, smsCode)),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === 11)).toHaveLength(19);
    expect(await borrowersOf(phone.stored)).toHaveLength(1);
    const [borrower] = await borrowersOf(phone.stored);
    expect(
      await app.db
        .select()
        .from(promotionRegistrations)
        .where(eq(promotionRegistrations.borrowerId, borrower?.id ?? 0)),
    ).toHaveLength(1);
  });

  it('a registered phone: 11 from get-sms (no SMS sent) and from register', async () => {
    const phone = freshPhone();
    await login(app, phone.local);
    const asked = await askCode(app, phone.local);
    expect(asked.body).toEqual({ code: 11, message: ALREADY });
    const registered = await registerPhone(app, phone.local, '123456');
    expect(registered.body).toEqual({ code: 11, message: ALREADY });
    expect((await registerPhone(app, phone.local, '123456')).body.code).toBe(11);
    expect(await borrowersOf(phone.stored)).toHaveLength(1);
  });

  it('a wrong SMS code is refused and creates nothing; the fifth wrong try ends the code', async () => {
    const phone = freshPhone();
    const smsCode = await withCode(phone);
    const wrong = smsCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const answer = await registerPhone(app, phone.local, wrong);
      expect(answer.body).toEqual({
        code: 400,
        message: 'The code is wrong or has expired. Ask for a new one',
      });
    }
    expect((await registerPhone(app, phone.local, smsCode)).body.code).toBe(400);
    expect(await borrowersOf(phone.stored)).toHaveLength(0);
  });

  it('a code asked for another phone does not register this one', async () => {
    const [mine, theirs] = [freshPhone(), freshPhone()];
    const theirCode = await withCode(theirs);
    expect((await registerPhone(app, mine.local, theirCode)).body.code).toBe(400);
    expect(await borrowersOf(mine.stored)).toHaveLength(0);
  });
});
