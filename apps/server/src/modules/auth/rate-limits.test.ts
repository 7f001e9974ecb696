import { ASYNC_MARKER_HEADER, ASYNC_MARKER_VALUE } from '@tz-loan/contract/platform/constants';
import { Code } from '@tz-loan/contract/platform/envelope';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSms } from '../../db/schema/sandbox.ts';
import { createTwinTestApps } from '../../test/test-app.ts';

// Against SMS pumping and code guessing: code requests and login tries are limited per client address
// and per device, besides the per-phone rules, and the limits hold across API processes sharing one
// database (they are counted there, not in one process's memory).

const LIMITS = {
  SMS_RESEND_SECONDS: '0',
  // A day's window: a run never straddles two.
  RATE_WINDOW_SECONDS: '86400',
  SMS_LIMIT_PER_ADDRESS: '6',
  SMS_LIMIT_PER_DEVICE: '3',
  LOGIN_LIMIT_PER_ADDRESS: '8',
  LOGIN_LIMIT_PER_DEVICE: '4',
};
let twins: Awaited<ReturnType<typeof createTwinTestApps>>;
beforeAll(async () => {
  twins = await createTwinTestApps(LIMITS);
});
afterAll(() => twins.close());

let phoneSeq = 0;
const nextPhone = () =>
  `0716${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(3, '0')}`;

const call = async (
  app: FastifyInstance,
  path: string,
  body: Record<string, string>,
  { address = '10.1.0.1', deviceId }: { address?: string; deviceId?: string } = {},
) => {
  const response = await app.inject({
    method: 'POST',
    url: `/tapi${path}${deviceId ? `?deviceId=${deviceId}` : ''}`,
    remoteAddress: address,
    headers: {
      [ASYNC_MARKER_HEADER]: ASYNC_MARKER_VALUE,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(body).toString(),
  });
  return { status: response.statusCode, body: response.json() };
};
const askCode = (app: FastifyInstance, phone: string, client?: { address?: string; deviceId?: string }) =>
  call(app, '/credit-user/send-sms-code', { phone }, client);
const guess = (app: FastifyInstance, phone: string, deviceId: string, address?: string) =>
  call(app, '/credit-user/sms-login', { phone, code: '000000', deviceId }, { address });
const sentTo = async (app: FastifyInstance, phone: string) =>
  (
    await app.db
      .select()
      .from(sandboxSms)
      .where(eq(sandboxSms.phone, `255${phone.slice(1)}`))
  ).length;

describe('code requests', () => {
  it('from one address, for many phones, on two processes: refused past the limit, nothing sent', async () => {
    const { first, second } = twins;
    const address = '10.1.1.1';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => askCode(i % 2 ? first : second, nextPhone(), { address })),
    );
    const ok = answers.filter((a) => a.body.code === 0);
    const refused = answers.filter((a) => a.body.code === Code.tooManyRequests);
    expect(ok).toHaveLength(6);
    expect(refused).toHaveLength(14);
    expect(refused[0]?.body.message).toMatch(
      /^Too many codes were asked for from this network\. Please try again in \d+ minutes?$/,
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const phone = nextPhone();
    expect((await askCode(first, phone, { address })).body.code).toBe(Code.tooManyRequests);
    expect(await sentTo(first, phone)).toBe(0);
    // Another address is not held back by this one.
    expect((await askCode(second, nextPhone(), { address: '10.1.1.2' })).body.code).toBe(0);
  });

  it('from one device, whatever address it comes from', async () => {
    const deviceId = `device-${process.pid}-a`;
    const codes = [];
    for (let i = 0; i < 5; i++) {
      const app = i % 2 ? twins.first : twins.second;
      codes.push((await askCode(app, nextPhone(), { address: `10.1.2.${i}`, deviceId })).body);
    }
    expect(codes.map((c) => c.code)).toEqual([0, 0, 0, Code.tooManyRequests, Code.tooManyRequests]);
    expect(codes[3]?.message).toMatch(/^Too many codes were asked for from this device\./);
  });
});

describe('login tries', () => {
  it('from one address, across many phones and two processes: refused past the limit', async () => {
    const address = '10.1.3.1';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        guess(i % 2 ? twins.first : twins.second, nextPhone(), `dev-${process.pid}-${i}`, address),
      ),
    );
    const refused = answers.filter((a) => a.body.code === Code.tooManyRequests);
    expect(refused).toHaveLength(22);
    expect(refused[0]?.body.message).toMatch(/^Too many login tries from this network\. Please try again in/);
  });

  it('from one device: refused past the limit, even with the right code', async () => {
    const deviceId = `device-${process.pid}-b`;
    const phone = nextPhone();
    expect((await askCode(twins.first, phone, { address: '10.1.4.1' })).body.code).toBe(0);
    for (let i = 0; i < 4; i++) await guess(twins.second, nextPhone(), deviceId, `10.1.4.${10 + i}`);
    const [row] = await twins.first.db
      .select()
      .from(sandboxSms)
      .where(eq(sandboxSms.phone, `255${phone.slice(1)}`));
    const right = await call(twins.first, '/credit-user/sms-login', {
      phone,
      code: row?.code ?? '',
      deviceId,
    });
    expect(right.body.code).toBe(Code.tooManyRequests);
    expect(right.body.message).toMatch(/^Too many login tries from this device\./);
  });
});
