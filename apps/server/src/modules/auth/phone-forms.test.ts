import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, post } from '../../test/test-app.ts';

// PRODUCT.md §2: the 9-digit national number logs in like every other form of the same phone.
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ SMS_RESEND_SECONDS: '0' });
});
afterAll(() => app.close());

describe('a phone in any of its forms', () => {
  it('logs in as the one borrower, the 9-digit national form included', async () => {
    const forms = ['713500001', '0713500001', '255713500001', '+255713500001', '713 500 001'];
    const sessions = [];
    for (const phone of forms) sessions.push(await login(app, phone));
    expect(new Set(sessions.map((s) => s.userId)).size).toBe(1);
    expect(sessions.every((s) => s.mobilePhone === '255713500001')).toBe(true);
  });

  it('is refused with the same message in a form that is no Tanzanian mobile', async () => {
    const { body } = await post(app, '/credit-user/send-sms-code', { phone: '813500001' });
    expect(body.message).toBe('phone: Enter a Tanzanian mobile number, such as 0712345678');
  });
});
