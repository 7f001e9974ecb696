import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionCaptchas } from '../../db/schema/promotion.ts';
import { codeSentBy, freshPhone, landingPost, newCaptcha, sentCode } from '../../test/promotion-landing.ts';
import { createTestApp, get } from '../../test/test-app.ts';

// The captcha (PRODUCT.md §14): 4 characters in a picture, single-use, for 5 minutes. A code request
// spends it (a wrong answer: 101, the client shows a new one) or binds it to its phone for the one
// registration that follows; a registration try spends it (-1 when wrong).

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const picture = (sid: string, language?: string) =>
  app.inject({
    method: 'GET',
    url: `/tapi/api/v2/youmi/promotion/captcha?sid=${sid}${language ? `&language=${language}` : ''}`,
  });
/** The same answer with its first character changed. */
const wrongly = (text: string) => `${text.startsWith('A') ? 'C' : 'A'}${text.slice(1)}`;
const expire = (sid: string) =>
  app.db
    .update(promotionCaptchas)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(promotionCaptchas.sid, sid));

describe('the picture', () => {
  it('is an SVG of 4 characters drawn as paths, never cached, the same for one sid', async () => {
    const { sid, text } = await newCaptcha(app);
    expect(text).toMatch(/^[A-Z3-9]{4}$/);
    const first = await picture(sid);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).toMatch(/^<svg [^>]*>.*<\/svg>$/);
    expect(first.body).not.toContain('<text');
    expect(first.body).not.toContain(text);
    expect((await picture(sid)).body).toBe(first.body);
  });

  it('of a sid that is unknown, expired or spent: 404 in words; a malformed sid: 400', async () => {
    const unknown = await picture('A'.repeat(22));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 404, message: 'This picture has expired. Tap it for a new one' });
    expect((await picture('A'.repeat(22), 'sw')).json().message).toBe(
      'Muda wa picha hii umeisha. Igonge upate nyingine',
    );
    const { sid } = await newCaptcha(app);
    await expire(sid);
    expect((await picture(sid)).statusCode).toBe(404);
    expect((await picture('%00')).json().code).toBe(400);
    expect((await picture('<script>')).json()).toEqual({ code: 400, message: 'sid is not valid' });
  });
});

describe('get-sms checks the captcha', () => {
  it('a wrong answer: 101, and the captcha is spent (the right answer then fails too)', async () => {
    const { local } = freshPhone();
    const { sid, text } = await newCaptcha(app);
    const wrong = await landingPost(app, 'get-sms', { phone: local, capcode: wrongly(text), sid });
    expect(wrong.body).toEqual({
      code: 101,
      message: 'The characters do not match the picture. Enter the ones in the new picture',
    });
    expect((await landingPost(app, 'get-sms', { phone: local, capcode: text, sid })).body.code).toBe(101);
    expect((await picture(sid)).statusCode).toBe(404);
    expect(await codeSentBy(app, `255${local.slice(1)}`)).toBe('');
  });

  it('is answered case-insensitively, once: the same captcha cannot ask for a second code', async () => {
    const { local } = freshPhone();
    const { sid, text } = await newCaptcha(app);
    expect(
      (await landingPost(app, 'get-sms', { phone: local, capcode: text.toLowerCase(), sid })).body.code,
    ).toBe(0);
    const other = freshPhone().local;
    expect((await landingPost(app, 'get-sms', { phone: other, capcode: text, sid })).body.code).toBe(101);
    expect((await landingPost(app, 'get-sms', { phone: local, capcode: text, sid })).body.code).toBe(101);
  });

  it('an expired captcha is refused, however right the answer', async () => {
    const { local } = freshPhone();
    const { sid, text } = await newCaptcha(app);
    await expire(sid);
    expect((await landingPost(app, 'get-sms', { phone: local, capcode: text, sid })).body.code).toBe(101);
    expect((await get(app, '/dev/promotion-captcha', { sid })).body.code).toBe(404);
  });

  it('of concurrent requests with one captcha, one gets through', async () => {
    const { sid, text } = await newCaptcha(app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        landingPost(app, 'get-sms', { phone: freshPhone().local, capcode: text, sid }),
      ),
    );
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, ...Array(9).fill(101)]);
  });
});

describe('register checks the captcha', () => {
  it('a wrong answer: -1; the captcha is spent', async () => {
    const { local } = freshPhone();
    const { sid, text } = await newCaptcha(app);
    const fields = { phone: local, sid, smsCode: '123456', id: 1 };
    const wrong = await landingPost(app, 'register', { ...fields, capcode: wrongly(text) });
    expect(wrong.body.code).toBe(-1);
    expect(wrong.body.message).toBe(
      'The characters do not match the picture. Enter the ones in the new picture',
    );
    expect((await landingPost(app, 'register', { ...fields, capcode: text })).body.code).toBe(-1);
  });

  it('takes the captcha get-sms used, for the same phone and for one try only', async () => {
    const phone = freshPhone();
    const { sid, text } = await newCaptcha(app);
    expect((await landingPost(app, 'get-sms', { phone: phone.local, capcode: text, sid })).body.code).toBe(0);
    const other = await landingPost(app, 'register', {
      phone: freshPhone().local,
      capcode: text,
      sid,
      smsCode: '123456',
      id: 1,
    });
    expect(other.body.code).toBe(-1);
    const smsCode = await sentCode(app, phone.stored);
    const wrongCode = smsCode === '000000' ? '111111' : '000000';
    const first = await landingPost(app, 'register', {
      phone: phone.local,
      capcode: text,
      sid,
      smsCode: wrongCode,
      id: 1,
    });
    expect(first.body).toEqual({ code: 400, message: 'The code is wrong or has expired. Ask for a new one' });
    const again = await landingPost(app, 'register', {
      phone: phone.local,
      capcode: text,
      sid,
      smsCode,
      id: 1,
    });
    expect(again.body.code).toBe(-1);
    // A fresh captcha and the code still live: registered.
    const next = await newCaptcha(app);
    const done = await landingPost(app, 'register', {
      phone: phone.local,
      capcode: next.text,
      sid: next.sid,
      smsCode,
      id: 1,
    });
    expect(done.body).toEqual({ code: 0, message: 'Registration successful', data: {} });
  });
});
