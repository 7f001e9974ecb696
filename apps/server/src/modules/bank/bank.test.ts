import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutAccounts } from '../../db/schema/bank.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { accountRows, bankBody, mobileMoneyBody } from '../../test/bank-forms.ts';
import { createTestApp, login, post } from '../../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('save-bank-info', () => {
  it('saves a mobile-money account and answers it masked; bank-account shows it masked', async () => {
    const session = await login(app, '0716000003');
    expect((await post(app, '/v3/certify/bank-account', {}, session)).body.data).toEqual({ account: null });
    const saved = await post(app, '/v3/certify/save-bank-info', mobileMoneyBody(), session);
    const account = { cardType: '1', bankCode: 'TZ0002', bankName: 'Mixx by Yas', cardNo: '****5678' };
    expect(saved.body).toEqual({ code: 0, message: 'success', data: { account } });
    const bound = await post(app, '/v3/certify/bank-account', {}, session);
    expect(bound.body.data).toEqual({ account });
    expect(JSON.stringify([saved.body, bound.body])).not.toContain('712345678');
    const [row] = await accountRows(app, session.userId);
    expect(row).toMatchObject({
      cardType: '1',
      bankCode: 'TZ0002',
      bankName: 'Mixx by Yas',
      channelNumber: '90007',
      userName: 'Neema Mushi',
      accountNumber: '0712345678',
      replacedAt: null,
    });
  });

  it('fills the provider channel when none is sent, and keeps none for a bank', async () => {
    const session = await login(app, '0716000004');
    await post(app, '/v3/certify/save-bank-info', mobileMoneyBody({ channelNumber: undefined }), session);
    expect((await accountRows(app, session.userId))[0]?.channelNumber).toBe('90007');
    // The mobile-money tab's channel the client kept is ignored for a bank.
    await post(app, '/v3/certify/save-bank-info', bankBody({ channelNumber: '90006' }), session);
    const current = (await accountRows(app, session.userId)).find((r) => r.replacedAt === null);
    expect(current).toMatchObject({ cardType: '2', bankCode: 'TZB002', channelNumber: '' });
  });

  it('trims values', async () => {
    const session = await login(app, '0716000005');
    const body = mobileMoneyBody({
      userName: '  Neema Mushi ',
      cardNo: ' 0712345678',
      confirmCardNo: '0712345678 ',
    });
    expect((await post(app, '/v3/certify/save-bank-info', body, session)).body.code).toBe(0);
    expect((await accountRows(app, session.userId))[0]).toMatchObject({
      userName: 'Neema Mushi',
      accountNumber: '0712345678',
    });
  });

  it('saving the same values again keeps the one account (no new row)', async () => {
    const session = await login(app, '0716000006');
    const first = await post(app, '/v3/certify/save-bank-info', mobileMoneyBody(), session);
    const second = await post(
      app,
      '/v3/certify/save-bank-info',
      mobileMoneyBody({ product_id: '3' }),
      session,
    );
    expect(second.body).toEqual(first.body);
    expect(await accountRows(app, session.userId)).toHaveLength(1);
  });

  it('saving other values replaces the account: the old one kept as replaced, one current', async () => {
    const session = await login(app, '0716000007');
    await post(app, '/v3/certify/save-bank-info', mobileMoneyBody(), session);
    const changed = await post(app, '/v3/certify/save-bank-info', bankBody(), session);
    expect(changed.body.data.account).toEqual({
      cardType: '2',
      bankCode: 'TZB002',
      bankName: 'NMB Bank',
      cardNo: '****6789',
    });
    const rows = await accountRows(app, session.userId);
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.replacedAt === null).map((r) => r.accountNumber)).toEqual(['123456789']);
    expect(rows.find((r) => r.accountNumber === '0712345678')?.replacedAt).toBeInstanceOf(Date);
    // A change of the holder's name alone is a new account too.
    await post(app, '/v3/certify/save-bank-info', bankBody({ userName: 'Juma Kweka' }), session);
    expect((await accountRows(app, session.userId)).filter((r) => r.replacedAt === null)).toHaveLength(1);
    expect(await accountRows(app, session.userId)).toHaveLength(3);
  });

  it("keeps each borrower's account apart", async () => {
    const a = await login(app, '0716000008');
    const b = await login(app, '0716000009');
    await post(app, '/v3/certify/save-bank-info', mobileMoneyBody(), a);
    expect((await post(app, '/v3/certify/bank-account', {}, b)).body.data.account).toBeNull();
  });

  it('replays the first answer for a repeated Idempotency-Key', async () => {
    const session = await login(app, '0716000010');
    const send = () =>
      app.inject({
        method: 'POST',
        url: `/tapi/v3/certify/save-bank-info?${new URLSearchParams(session)}`,
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Idempotency-Key': 'bank-save-key-1' },
        payload: mobileMoneyBody(),
      });
    const first = await send();
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await accountRows(app, session.userId)).toHaveLength(1);
  });
});

describe('a second current account', () => {
  it('is refused by the database, and the refusal is recognised on this driver', async () => {
    const session = await login(app, '0716000012');
    await post(app, '/v3/certify/save-bank-info', mobileMoneyBody(), session);
    const error = await app.db
      .insert(payoutAccounts)
      .values({
        borrowerId: Number(session.userId),
        cardType: '2',
        bankCode: 'TZB001',
        bankName: 'x',
        accountNumber: '123456789',
      })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });
});
