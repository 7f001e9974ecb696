import { Code } from '@tz-loan/contract/platform/envelope';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, login, post } from '../../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ AUTO_APPROVE_AFTER_SECONDS: 'off', AUTO_PAYOUT_AFTER_SECONDS: 'off' });
});
afterAll(() => app.close());

const PATH = '/consent/marketing-sms';

describe('the marketing SMS opt-in', () => {
  it('is off until the borrower turns it on; a repeat keeps the time of the decision; it can be withdrawn', async () => {
    const session = await login(app, '0718500001');
    expect((await get(app, PATH, session)).body.data).toEqual({ marketingSms: '0', changedAt: '' });

    const on = (await post(app, PATH, { marketingSms: '1' }, session)).body.data;
    expect(on.marketingSms).toBe('1');
    expect(Date.parse(on.changedAt)).toBeGreaterThan(Date.now() - 60_000);
    const again = (await post(app, PATH, { marketingSms: '1' }, session)).body.data;
    expect(again).toEqual(on);
    expect((await get(app, PATH, session)).body.data).toEqual(on);

    const off = (await post(app, PATH, { marketingSms: '0' }, session)).body.data;
    expect(off.marketingSms).toBe('0');
    expect(off.changedAt >= on.changedAt).toBe(true);
  });

  it("is one borrower's own: another's choice does not show", async () => {
    const first = await login(app, '0718500002');
    const second = await login(app, '0718500003');
    await post(app, PATH, { marketingSms: '1' }, first);
    expect((await get(app, PATH, second)).body.data.marketingSms).toBe('0');
  });

  it('refuses a bad value with 4xx and no session with its code', async () => {
    const session = await login(app, '0718500004');
    for (const value of ['yes', '2', '']) {
      const { status, body } = await post(app, PATH, { marketingSms: value }, session);
      expect(status).toBeLessThan(500);
      expect(body.code).not.toBe(Code.ok);
    }
    expect((await get(app, PATH, session)).body.data.marketingSms).toBe('0');
    const { body } = await get(app, PATH);
    expect(body.code).not.toBe(Code.ok);
  });
});
