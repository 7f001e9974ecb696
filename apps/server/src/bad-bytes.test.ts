import { Code } from '@tz-loan/contract/platform/envelope';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from './db/schema/auth.ts';
import { opsActions } from './db/schema/ops.ts';
import { paymentNotifications, trades } from './db/schema/repayment.ts';
import { NOTIFY_PATH } from './modules/repayment/notifications/routes.ts';
import { generate, paidOutLoan, REPAY_ENV } from './test/repayment-loans.ts';
import { createTestApp, latestSmsCode, post } from './test/test-app.ts';

// PRODUCT.md §8: bad input gets a clear message in the envelope and changes nothing; never a 5xx.
// NUL and other control bytes are refused at the edge, in every field of every call.

const TOKEN = 'test-ops-token-0123456789abcdef';
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ ...REPAY_ENV, OPS_TOKEN: TOKEN });
});
afterAll(() => app.close());

const CONTROL = 'A character that is not allowed was sent';

describe('NUL and control bytes', () => {
  it('in a login form field: a 400 envelope, and no session written', async () => {
    const phone = '0713900001';
    await post(app, '/credit-user/send-sms-code', { phone });
    const code = await latestSmsCode(app, phone);
    const before = (await app.db.select().from(sessions)).length;
    for (const deviceId of ['dev\u0000ice', 'dev\u001bice', 'dev\u007fice']) {
      const answer = await post(app, '/credit-user/sms-login', { phone, code, deviceId });
      expect(answer.status).toBeLessThan(500);
      expect(answer.body).toMatchObject({ code: Code.badRequest });
      expect(answer.body.message).toContain(CONTROL);
      expect(answer.body.message).toContain('deviceId');
    }
    expect(await app.db.select().from(sessions)).toHaveLength(before);
    // The code was not used up by the refused tries.
    expect((await post(app, '/credit-user/sms-login', { phone, code, deviceId: 'd' })).body.code).toBe(0);
  });

  it('in a common param of the query, or a JSON body', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/tapi/v3/home/index?sessionId=abc%00def',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ code: Code.badRequest });
    expect(answer.json().message).toContain('sessionId');
    const json = await app.inject({
      method: 'POST',
      url: '/tapi/credit-user/send-sms-code',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: JSON.stringify({ phone: ['0713900002\u0000'] }),
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ code: Code.badRequest, message: expect.stringContaining('phone') });
  });

  it("Pay Now's wallet number: a NUL, markup or anything but the masked or typed number is refused", async () => {
    const { session, orderId } = await paidOutLoan(app);
    for (const cardNo of ['****\u00002345', '****<b>x</b>', '****', '*1234', '12*456789', '****12345']) {
      const answer = await generate(app, session, { orderId, amount: 2_000_00, cardNo });
      expect(answer.code, cardNo).toBe(Code.badRequest);
    }
    expect(await app.db.select().from(trades).where(eq(trades.orderId, orderId))).toEqual([]);
    expect((await generate(app, session, { orderId, amount: 2_000_00, cardNo: '****5678' })).code).toBe(0);
  });

  it('in an unsigned provider notification: refused and still recorded', async () => {
    for (const raw of ['{"a":"\\u0000"}', '{"a":"\u0000"}']) {
      const answer = await app.inject({
        method: 'POST',
        url: NOTIFY_PATH,
        headers: { 'content-type': 'application/json' },
        payload: raw,
      });
      expect(answer.statusCode).toBe(401);
    }
    const logged = await app.db
      .select()
      .from(paymentNotifications)
      .orderBy(desc(paymentNotifications.id))
      .limit(2);
    expect(logged.map((l) => l.reason)).toEqual(['bad signature', 'bad signature']);
  });

  it('in a staff action id: refused in the envelope, and the attempt is audited', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/tapi/ops/orders/12%0034/approve',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: {},
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ code: Code.badRequest });
    const [row] = await app.db.select().from(opsActions).orderBy(desc(opsActions.id)).limit(1);
    expect(row).toMatchObject({ actor: 'ops:demo', command: 'approve', ok: false });
    expect(row?.target).toBe('12\\u000034');
  });
});

describe('addresses the router cannot read', () => {
  it.each([
    ['/%', 400],
    ['/tapi/%', 400],
    ['/tapi/%E0%A4%A', 400],
    [`/tapi/ops/orders/${'9'.repeat(150)}/approve`, 414],
    [`/sandbox/pay/${'a'.repeat(150)}`, 414],
  ])('%s answers the envelope', async (url, status) => {
    const answer = await app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toEqual({ code: Code.badRequest, message: expect.any(String) });
    expect(answer.body).not.toMatch(/FST_|statusCode|"error"/);
  });
});
