import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../../db/schema/outbox.ts';
import { payments } from '../../../db/schema/repayment.ts';
import { type AfricasTalkingFake, startAfricasTalkingFake } from '../../../test/fakes/africastalking-fake.ts';
import { type AzamPayFake, startAzamPayFake } from '../../../test/fakes/azampay-fake.ts';
import { paidOutLoan, REPAY_ENV } from '../../../test/repayment-loans.ts';
import { createTestApp, get, post } from '../../../test/test-app.ts';
import { MOBILE_MONEY_CALLBACK_PATH } from '../../notifications/mobile-money/paths.ts';

// The server with both real adapters, each pointed at a local fake speaking its provider's protocol.
const AT = { username: 'mfano', apiKey: 'atsk_fake_key_0123456789' };
const AZAM = { appName: 'mfano', clientId: 'client-0123', clientSecret: 'azam-secret-0123456789' };

let app: FastifyInstance;
let sms: AfricasTalkingFake;
let azam: AzamPayFake;
beforeAll(async () => {
  sms = await startAfricasTalkingFake({ ...AT, reports: 'never' });
  azam = await startAzamPayFake(AZAM);
  app = await createTestApp({
    ...REPAY_ENV,
    SMS_PROVIDER: 'africastalking',
    AT_USERNAME: AT.username,
    AT_API_KEY: AT.apiKey,
    AT_SMS_URL: sms.url,
    MOBILE_MONEY_PROVIDER: 'azampay',
    AZAMPAY_APP_NAME: AZAM.appName,
    AZAMPAY_CLIENT_ID: AZAM.clientId,
    AZAMPAY_CLIENT_SECRET: AZAM.clientSecret,
    AZAMPAY_AUTH_URL: azam.url,
    AZAMPAY_CHECKOUT_URL: azam.url,
    AZAMPAY_DISBURSE_URL: azam.url,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  azam.state.callbackUrl = `${address}${MOBILE_MONEY_CALLBACK_PATH}`;
  sms.setReports('never', `${address}/tapi/sms/delivery`);
});
afterAll(async () => {
  await app.close();
  await Promise.all([sms.close(), azam.close()]);
});

/** Logs in with the code the Africa's Talking fake received. */
const logIn = async (_app: FastifyInstance, phone: string) => {
  expect((await post(app, '/credit-user/send-sms-code', { phone })).body.code).toBe(0);
  const text = [...sms.accepted].reverse().find((m) => m.to === `+255${phone.slice(1)}`)?.message ?? '';
  const code = /\d{4,6}/.exec(text)?.[0];
  const { body } = await post(app, '/credit-user/sms-login', { phone, code, deviceId: 'test-device' });
  expect(body.code).toBe(0);
  return body.data as { userId: string; sessionId: string; mobilePhone: string };
};

describe("the real providers' adapters in the server (fakes of Africa's Talking and AzamPay)", () => {
  it("sends the login code through Africa's Talking and records its delivery report once", async () => {
    await logIn(app, '0713000001');
    const message = sms.accepted.at(-1);
    expect(message?.to).toBe('+255713000001');
    const [row] = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.providerRef, message?.messageId ?? ''));
    expect(row).toMatchObject({ kind: 'sms', state: 'done' });
    // The code is not kept once sent.
    const code = /\d{4,6}/.exec(message?.message ?? '')?.[0] ?? 'none';
    expect(JSON.stringify(row?.payload)).not.toContain(code);
    if (!message) throw new Error('no message');
    await sms.report(message, 'Success');
    await sms.report(message, 'Buffered');
    const [after] = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, row?.id ?? 0));
    expect(after?.delivery).toBe('delivered');
  });

  it('pays an instalment by an AzamPay push: one checkout, applied once from duplicate callbacks', async () => {
    const { session, orderId } = await paidOutLoan(app, { logIn });
    const started = await post(
      app,
      '/v3/repay/push',
      { orderId, amount: 5_000_00, isDelay: '0', wallet: 'TZ0003', phone: '0781234567' },
      session,
    );
    expect(started.body.code).toBe(0);
    const { tradeNo } = started.body.data;
    await vi.waitFor(() => expect(azam.pushesFor(tradeNo)).toBe(1));
    const push = azam.transactions.get(tradeNo);
    expect(push).toMatchObject({ amount: 5_000, accountNumber: '255781234567', provider: 'Airtel' });
    azam.settle(tradeNo, 'succeeded');
    expect(await azam.deliverCallback(tradeNo)).toBe(200);
    expect(await azam.deliverCallback(tradeNo)).toBe(200);
    const state = await get(app, '/v3/repay/push', { ...session, orderId, tradeNo });
    expect(state.body.data.push).toMatchObject({ state: 'paid', receipt: expect.any(String) });
    const paid = await app.db
      .select()
      .from(payments)
      .where(eq(payments.reference, `push:${tradeNo}`));
    expect(paid.map((p) => p.amount)).toEqual([5_000_00]);
    // No secret went into a URL.
    for (const request of azam.requests) {
      expect(request.url).not.toContain(AZAM.clientSecret);
    }
    for (const request of sms.requests) expect(request.url).not.toContain(AT.apiKey);
  });

  it('a declined push at AzamPay ends declined with nothing taken; a forged success is refused', async () => {
    const { session, orderId } = await paidOutLoan(app, { logIn });
    const { tradeNo } = (
      await post(
        app,
        '/v3/repay/push',
        { orderId, amount: 2_000_00, isDelay: '0', wallet: 'TZ0001', phone: '0741234567' },
        session,
      )
    ).body.data;
    await vi.waitFor(() => expect(azam.pushesFor(tradeNo)).toBe(1));
    // A stranger claims success; AzamPay's status says it is still pending: refused.
    const forged = azam.callbackBody(tradeNo).replace('"pending"', '"success"');
    expect(await azam.deliverCallback(tradeNo, forged)).toBe(401);
    azam.settle(tradeNo, 'declined');
    expect(await azam.deliverCallback(tradeNo)).toBe(200);
    const state = await get(app, '/v3/repay/push', { ...session, orderId, tradeNo });
    expect(state.body.data.push.state).toBe('declined');
    expect(await app.db.select().from(payments).where(eq(payments.orderId, orderId))).toEqual([]);
  });
});
