import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRows, bankBody, mobileMoneyBody } from '../../test/bank-forms.ts';
import { createTestApp, login, post } from '../../test/test-app.ts';

let app: FastifyInstance;
let session: { userId: string; sessionId: string };
beforeAll(async () => {
  app = await createTestApp();
  session = await login(app, '0717000001');
});
afterAll(() => app.close());

type Body = Record<string, string | undefined>;
const refusals: [string, Body, string][] = [
  ['an unknown field (mass assignment)', mobileMoneyBody({ isAdmin: '1' }), 'Unknown field: isAdmin'],
  ['a borrower id in the body', mobileMoneyBody({ borrowerId: '1' }), 'Unknown field: borrowerId'],
  ['a malformed product id', mobileMoneyBody({ product_id: 'x1' }), 'Product: the product id is not valid'],
  [
    'no card type',
    mobileMoneyBody({ cardType: undefined }),
    'Account type: choose Mobile money or Bank account',
  ],
  [
    'an unknown card type',
    mobileMoneyBody({ cardType: '3' }),
    'Account type: choose Mobile money or Bank account',
  ],
  [
    'no provider',
    mobileMoneyBody({ bankCode: undefined }),
    'Mobile money provider: choose one of the offered providers',
  ],
  [
    'a provider not offered',
    mobileMoneyBody({ bankCode: 'TZ0009' }),
    'Mobile money provider: choose one of the offered providers',
  ],
  [
    'a bank with the mobile-money card type',
    mobileMoneyBody({ bankCode: 'TZB001' }),
    'Mobile money provider: choose one of the offered providers',
  ],
  [
    'a mobile-money provider with the bank card type',
    bankBody({ bankCode: 'TZ0001' }),
    'Bank: choose one of the offered banks',
  ],
  [
    "another provider's channel number",
    mobileMoneyBody({ channelNumber: '90006' }),
    'Channel number: Mixx by Yas uses channel 90007',
  ],
  [
    'no holder name',
    mobileMoneyBody({ userName: '  ' }),
    'Account holder name: enter the name on the account',
  ],
  [
    'a one-letter holder name',
    mobileMoneyBody({ userName: 'N' }),
    'Account holder name: use 2 to 60 characters',
  ],
  [
    'a 61-character holder name',
    mobileMoneyBody({ userName: 'N'.repeat(61) }),
    'Account holder name: use 2 to 60 characters',
  ],
  [
    'digits in the holder name',
    mobileMoneyBody({ userName: 'Neema 2' }),
    'Account holder name: use letters, spaces, apostrophes, dots and hyphens only',
  ],
  [
    'markup in the holder name',
    mobileMoneyBody({ userName: '<b>Neema</b>' }),
    'Account holder name: use letters, spaces, apostrophes, dots and hyphens only',
  ],
  [
    'a holder name without letters',
    mobileMoneyBody({ userName: "-- ''" }),
    'Account holder name: use letters, spaces, apostrophes, dots and hyphens only',
  ],
  ['no account number', mobileMoneyBody({ cardNo: '' }), 'Account number: enter the account number'],
  ...(['12345678', '1234567890', '01234567890', '07123 4567', '07123456a8'].map((cardNo) => [
    `account number ${cardNo}`,
    mobileMoneyBody({ cardNo, confirmCardNo: cardNo }),
    'Account number: use 9 digits, or 10 digits starting with 0',
  ]) as [string, Body, string][]),
  [
    'no repeat account number',
    mobileMoneyBody({ confirmCardNo: undefined }),
    'Repeat account number: enter the account number again',
  ],
  [
    'a repeat account number that differs',
    mobileMoneyBody({ confirmCardNo: '0712345679' }),
    'Repeat account number: does not match the account number',
  ],
  ['a value over 200 characters', mobileMoneyBody({ userName: 'a'.repeat(201) }), 'userName'],
];

describe('save-bank-info refuses bad input, naming the field, and writes nothing', () => {
  it.each(refusals)('%s', async (_name, body, message) => {
    const { status, body: answer } = await post(app, '/v3/certify/save-bank-info', body, session);
    expect(status).toBe(200);
    expect(answer.code).toBe(400);
    expect(answer.message).toContain(message);
    expect(await accountRows(app, session.userId)).toHaveLength(0);
  });

  it('refuses a bad input without touching the current account', async () => {
    const other = await login(app, '0717000002');
    await post(app, '/v3/certify/save-bank-info', mobileMoneyBody(), other);
    const bad = await post(app, '/v3/certify/save-bank-info', bankBody({ confirmCardNo: '1' }), other);
    expect(bad.body.code).toBe(400);
    const rows = await accountRows(app, other.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ accountNumber: '0712345678', replacedAt: null });
  });

  it('accepts both account number forms and names in other scripts', async () => {
    const other = await login(app, '0717000003');
    for (const [cardNo, userName] of [
      ['123456789', 'Anna-Maria St. John'],
      ['0123456789', 'Zoë N’dege'],
    ]) {
      const saved = await post(
        app,
        '/v3/certify/save-bank-info',
        bankBody({ cardNo, confirmCardNo: cardNo, userName }),
        other,
      );
      expect(saved.body.code).toBe(0);
    }
  });
});
