import { PROMOTION_CODES } from '@tz-loan/contract/promotion/paths';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionEvents } from '../../db/schema/promotion.ts';
import { askCode, freshPhone, landingPost, newCaptcha } from '../../test/promotion-landing.ts';
import { createTestApp, get } from '../../test/test-app.ts';

// The landing's config and its tracking (PRODUCT.md §14), and what bad input gets: a clear message in
// the envelope, never a 5xx.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const TEMPLATE = '/api/v2/youmi/service/channel/channel-template';

describe('channel-template', () => {
  it("answers a demo template's landing config in the reader's language", async () => {
    const en = await get(app, TEMPLATE, { templateId: 1 });
    expect(en.body.code).toBe(0);
    expect(en.body.data).toEqual({
      id: 1,
      title: 'Borrow up to 600.000,00 TZS',
      banner: '/promotion/banner-1.svg',
      benefits: expect.arrayContaining(['Apply in minutes on your phone; we review every application']),
      buttonText: 'Register now',
      colour: '#0a7d3b',
      androidUrl: expect.stringMatching(/^https:\/\/play\.google\.com\//),
      iosUrl: expect.stringMatching(/^https:\/\/apps\.apple\.com\//),
    });
    const sw = await get(app, TEMPLATE, { templateId: 2, language: 'sw' });
    expect(sw.body.data.title).toBe('Kopa hadi 800.000,00 TZS, lipa kwa awamu 4');
    expect(sw.body.data.buttonText).toBe('Pata mkopo wangu');
    expect(sw.body.data.benefits).toHaveLength(3);
  });

  it('the demo templates promise nothing the review may not keep, and write amounts as the app does', async () => {
    for (const templateId of [1, 2])
      for (const language of ['en', 'sw']) {
        const { title, benefits } = (await get(app, TEMPLATE, { templateId, language })).body.data;
        const texts = [title, ...benefits].join(' | ');
        // 'in minutes' only with the review beside it: the money is not paid in minutes.
        if (/minutes|dakika/.test(texts))
          expect(texts).toMatch(/review every application|tunakagua kila ombi/);
        // Every amount as PRODUCT.md §4 shows it: 600.000,00 TZS.
        for (const amount of texts.match(/\d[\d.,]*\s*TZS|TZS\s*\d[\d.,]*/g) ?? [])
          expect(amount).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} TZS$/);
      }
  });

  it('a template id that does not exist: a clear refusal, not an error', async () => {
    const { status, body } = await get(app, TEMPLATE, { templateId: 99 });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 404, message: 'This promotion does not exist or has ended' });
    expect((await get(app, TEMPLATE, { templateId: 99, language: 'sw' })).body.message).toBe(
      'Ofa hii haipo au imeisha',
    );
    // An id past the 32-bit template ids names none either, and never reaches the database.
    expect((await get(app, TEMPLATE, { templateId: '999999999999' })).body.code).toBe(404);
    expect(
      (await get(app, '/api/v2/youmi/promotion/track-visit', { page_id: '99999999999' })).body.code,
    ).toBe(404);
    expect((await get(app, TEMPLATE, { templateId: 'abc' })).body).toEqual({
      code: 400,
      message: 'templateId is not a valid id',
    });
    expect((await get(app, TEMPLATE, {})).body.code).toBe(400);
  });
});

describe('track-visit and track-click', () => {
  it('record each with the attribution; a phone only when it is one', async () => {
    const visit = {
      page_id: 2,
      user_from: 'fb',
      app_from: 'app-a',
      utm_tag: 'summer',
      client_type: 'Android',
    };
    expect(
      (await get(app, '/api/v2/youmi/promotion/track-visit', { ...visit, page_type: 1 })).body.code,
    ).toBe(0);
    const click = { ...visit, page_type: 1, phone: '0712 345 678' };
    expect((await get(app, '/api/v2/youmi/promotion/track-click', click)).body.code).toBe(0);
    expect((await get(app, '/api/v2/youmi/promotion/track-click', { ...click, phone: '12' })).body.code).toBe(
      0,
    );
    const rows = await app.db.select().from(promotionEvents);
    expect(
      rows.map((r) => [r.kind, r.templateId, r.utmTag, r.userFrom, r.appFrom, r.clientType, r.phone]),
    ).toEqual([
      ['visit', 2, 'summer', 'fb', 'app-a', 'android', null],
      ['click', 2, 'summer', 'fb', 'app-a', 'android', '255712345678'],
      ['click', 2, 'summer', 'fb', 'app-a', 'android', null],
    ]);
  });

  it('refuse an unknown template and a wrong page_type, recording nothing', async () => {
    const before = (await app.db.select().from(promotionEvents)).length;
    expect((await get(app, '/api/v2/youmi/promotion/track-visit', { page_id: 7 })).body.code).toBe(404);
    expect(
      (await get(app, '/api/v2/youmi/promotion/track-visit', { page_id: 1, page_type: 2 })).body,
    ).toEqual({
      code: 400,
      message: 'page_type must be 1',
    });
    expect(await app.db.select().from(promotionEvents)).toHaveLength(before);
  });
});

describe('bad input: a clear 400, never a 5xx', () => {
  it('a phone that is not a Tanzanian mobile, in both languages', async () => {
    const { sid, text } = await newCaptcha(app);
    for (const phone of ['13812345678', '0812345678', '', '07123']) {
      const answer = await landingPost(app, 'get-sms', { phone, capcode: text, sid });
      expect(answer.body).toEqual({
        code: 400,
        message: 'phone: Enter a Tanzanian mobile number, such as 0712345678',
      });
    }
    const sw = await landingPost(app, 'get-sms', { phone: '1381', capcode: text, sid }, { language: 'sw' });
    expect(sw.body.message).toBe('phone: Weka namba ya simu ya Tanzania, kama 0712345678');
    // None of those spent the captcha: the phone was refused before it was looked at.
    expect(
      (await landingPost(app, 'get-sms', { phone: freshPhone().local, capcode: text, sid })).body.code,
    ).toBe(0);
  });

  it('NUL bytes, huge values and missing fields', async () => {
    const { local } = freshPhone();
    const { sid, text } = await newCaptcha(app);
    const cases: [Record<string, string>, RegExp][] = [
      [
        { phone: `0712\u0000345678`, capcode: text, sid },
        /^phone: A character that is not allowed was sent$/,
      ],
      [{ phone: local, capcode: text, sid, utm_tag: 'x'.repeat(5_000) }, /^utm_tag is too long$/],
      [{ phone: local, capcode: 'A'.repeat(500), sid }, /^capcode is too long$/],
      [{ phone: local, capcode: text, sid: 'x'.repeat(500) }, /^sid is not valid$/],
      [{ phone: local, capcode: text }, /^sid is required$/],
      [{ phone: local, capcode: '', sid }, /^Enter the characters shown in the picture$/],
    ];
    for (const [fields, message] of cases) {
      const answer = await landingPost(app, 'get-sms', fields);
      expect(answer.status).toBe(200);
      expect(answer.body.code).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    const register = await landingPost(app, 'register', {
      phone: local,
      capcode: text,
      sid,
      smsCode: '12',
      id: 1,
    });
    expect(register.body).toEqual({ code: 400, message: 'smsCode: The code from the SMS has 6 digits' });
    const noTemplate = await landingPost(app, 'register', {
      phone: local,
      capcode: text,
      sid,
      smsCode: '123456',
    });
    expect(noTemplate.body).toEqual({ code: 400, message: 'id is required' });
  });

  it('get-sms naming a template that does not exist: a clear refusal, the captcha kept', async () => {
    const { local } = freshPhone();
    const { sid, text } = await newCaptcha(app);
    const answer = await landingPost(app, 'get-sms', { phone: local, capcode: text, sid, id: 42 });
    expect(answer.body).toEqual({ code: 404, message: 'This promotion does not exist or has ended' });
    expect((await landingPost(app, 'get-sms', { phone: local, capcode: text, sid, id: 1 })).body.code).toBe(
      0,
    );
  });

  it('the calls need no session', async () => {
    const { local } = freshPhone();
    const answer = await askCode(app, local, { fields: { id: 2 } });
    expect(answer.body.code).toBe(0);
    expect(answer.body.data).toEqual({ resendAfterSeconds: 60 });
    expect(answer.body.message).toBe('The code was sent by SMS');
    expect(PROMOTION_CODES.captchaWrong).toBe(101);
  });
});
