import { Code } from '@tz-loan/contract/platform/envelope';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPayoutAccount, CHOICE_1, submit, writtenFor } from '../../test/loan-confirm.ts';
import { createTestApp, login, post } from '../../test/test-app.ts';

// A loan is paid out to the borrower's payout account: an application without one would only fail
// its payout later (151). The server refuses it at submit, in words, and writes nothing.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ AUTO_APPROVE_AFTER_SECONDS: 'off', AUTO_PAYOUT_AFTER_SECONDS: 'off' });
});
afterAll(() => app.close());

const NO_ACCOUNT = {
  code: Code.badRequest,
  message: 'Add your payout account (the account your loan will be paid to) before you apply',
};

describe('applying with no payout account', () => {
  it('is refused with a clear message and writes nothing, then goes through once one is bound', async () => {
    const session = await login(app, '0715800001');
    expect((await submit(app, session)).body).toEqual(NO_ACCOUNT);
    expect((await writtenFor(app, Number(session.userId))).orders).toEqual([]);
    await addPayoutAccount(app, Number(session.userId));
    expect((await submit(app, session)).body.code).toBe(0);
  });

  it('is refused on the older screen too, in its envelope', async () => {
    const session = await login(app, '0715800002');
    const { productId, amount, periods } = CHOICE_1;
    const { body } = await post(
      app,
      '/gopia/goya/depush',
      { productId, amount, periods, unit: '1' },
      session,
    );
    expect(body).toEqual({ code: String(NO_ACCOUNT.code), message: NO_ACCOUNT.message });
    expect((await writtenFor(app, Number(session.userId))).orders).toEqual([]);
  });
});
