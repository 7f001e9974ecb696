import type { FormItem } from '@tz-loan/contract/bank/calls';
import { ASYNC_MARKER_HEADER, ASYNC_MARKER_VALUE } from '@tz-loan/contract/platform/constants';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/loan.ts';
import { mobileMoneyBody } from '../../test/bank-forms.ts';
import { createTestApp, login } from '../../test/test-app.ts';

// The bank form and its refusals come in the borrower's language (PRODUCT.md §16): the `language`
// param, else Accept-Language, else English. Providers are brand names and read the same in both.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ AUTO_APPROVE_AFTER_SECONDS: 'off', AUTO_PAYOUT_AFTER_SECONDS: 'off' });
});
afterAll(() => app.close());

type Values = Record<string, string | number | undefined>;
const SW = { 'accept-language': 'sw-TZ,sw;q=0.9,en;q=0.5' };
const params = (values: Values) =>
  new URLSearchParams(
    Object.entries(values).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
  );

const post = async (path: string, query: Values, body: Values, headers: Record<string, string> = {}) => {
  const response = await app.inject({
    method: 'POST',
    url: `/tapi${path}?${params(query)}`,
    headers: {
      [ASYNC_MARKER_HEADER]: ASYNC_MARKER_VALUE,
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    payload: params(body).toString(),
  });
  return response.json();
};

/** One call asked with `language=sw`, with `Accept-Language: sw`, and with neither (English). */
const threeWays = async (path: string, query: Values, body: Values = {}) => ({
  kiswahili: [await post(path, { ...query, language: 'sw' }, body), await post(path, query, body, SW)],
  english: await post(path, query, body),
});

let phones = 0;
const newBorrower = () => login(app, `0719${String(++phones).padStart(6, '0')}`);

const item = (items: FormItem[], code: string, cardTypeMi = '') =>
  items.find((i) => i.code === code && (code !== 'bankCode' || i.cardTypeMi === cardTypeMi));

describe('card-init: the bank form', () => {
  it('titles, hints and account types in Kiswahili; provider names as they are; English by default', async () => {
    const session = await newBorrower();
    const { kiswahili, english } = await threeWays('/service/entry-order/card-init', session, {
      product_id: '1',
    });
    for (const { data } of kiswahili) {
      const items = data.items as FormItem[];
      expect(item(items, 'cardType')).toMatchObject({
        title: 'Aina ya akaunti',
        value: 'Pesa kwa simu',
        note: [
          { name: 'Pesa kwa simu', type: '1' },
          { name: 'Akaunti ya benki', type: '2' },
        ],
      });
      expect(item(items, 'bankCode', '1')).toMatchObject({
        title: 'Mtandao wa pesa kwa simu',
        subtitle: 'Chagua mtandao wako',
      });
      expect(item(items, 'bankCode', '1')?.note.map((o) => o.name)).toEqual([
        'M-Pesa',
        'Mixx by Yas',
        'Airtel Money',
        'HaloPesa',
      ]);
      expect(item(items, 'bankCode', '2')).toMatchObject({ title: 'Benki', subtitle: 'Chagua benki yako' });
      expect(item(items, 'userName')).toMatchObject({
        title: 'Jina la mwenye akaunti',
        subtitle: 'Jina kama lilivyosajiliwa kwenye akaunti',
      });
      expect(item(items, 'cardNo')).toMatchObject({
        title: 'Namba ya akaunti',
        subtitle: 'Tarakimu 9, au tarakimu 10 zinazoanza na 0',
      });
      expect(item(items, 'confirmCardNo')).toMatchObject({
        title: 'Rudia namba ya akaunti',
        subtitle: 'Weka namba ya akaunti tena',
      });
    }
    const items = english.data.items as FormItem[];
    expect(item(items, 'cardType')).toMatchObject({ title: 'Account type', value: 'Mobile money' });
    expect(item(items, 'bankCode', '1')?.subtitle).toBe('Choose your provider');
  });
});

describe('save-bank-info: the refusals', () => {
  it.each([
    ['Unknown field: isAdmin', 'Sehemu isiyojulikana: isAdmin', mobileMoneyBody({ isAdmin: '1' })],
    [
      'Product: the product id is not valid',
      'Mkopo: namba ya mkopo si sahihi',
      mobileMoneyBody({ product_id: 'x1' }),
    ],
    [
      'Account type: choose Mobile money or Bank account',
      'Aina ya akaunti: chagua Pesa kwa simu au Akaunti ya benki',
      mobileMoneyBody({ cardType: '3' }),
    ],
    [
      'Mobile money provider: choose one of the offered providers',
      'Mtandao wa pesa kwa simu: chagua mmojawapo wa mitandao iliyoorodheshwa',
      mobileMoneyBody({ bankCode: 'TZB001' }),
    ],
    [
      'Bank: choose one of the offered banks',
      'Benki: chagua mojawapo ya benki zilizoorodheshwa',
      mobileMoneyBody({ cardType: '2', bankCode: 'TZ0001' }),
    ],
    [
      'Channel number: Mixx by Yas uses channel 90007',
      'Namba ya chaneli: Mixx by Yas inatumia chaneli 90007',
      mobileMoneyBody({ channelNumber: '90006' }),
    ],
    [
      'Account holder name: enter the name on the account',
      'Jina la mwenye akaunti: weka jina lililo kwenye akaunti',
      mobileMoneyBody({ userName: ' ' }),
    ],
    [
      'Account holder name: use 2 to 60 characters',
      'Jina la mwenye akaunti: tumia herufi 2 hadi 60',
      mobileMoneyBody({ userName: 'N' }),
    ],
    [
      'Account holder name: use letters, spaces, apostrophes, dots and hyphens only',
      'Jina la mwenye akaunti: tumia herufi, nafasi, apostrofi, nukta na vistari tu',
      mobileMoneyBody({ userName: 'Neema 2' }),
    ],
    [
      'Account number: enter the account number',
      'Namba ya akaunti: weka namba ya akaunti',
      mobileMoneyBody({ cardNo: '' }),
    ],
    [
      'Account number: use 9 digits, or 10 digits starting with 0',
      'Namba ya akaunti: tumia tarakimu 9, au tarakimu 10 zinazoanza na 0',
      mobileMoneyBody({ cardNo: '12345678', confirmCardNo: '12345678' }),
    ],
    [
      'Repeat account number: enter the account number again',
      'Rudia namba ya akaunti: weka namba ya akaunti tena',
      mobileMoneyBody({ confirmCardNo: undefined }),
    ],
    [
      'Repeat account number: does not match the account number',
      'Rudia namba ya akaunti: haifanani na namba ya akaunti',
      mobileMoneyBody({ confirmCardNo: '0712345679' }),
    ],
  ])('%s, in Kiswahili too', async (english, kiswahili, body) => {
    const session = await newBorrower();
    const answers = await threeWays('/v3/certify/save-bank-info', session, body);
    for (const answer of answers.kiswahili) expect(answer).toEqual({ code: 400, message: kiswahili });
    expect(answers.english).toEqual({ code: 400, message: english });
  });
});

describe('cardChange: an order whose payout has not failed', () => {
  it('is refused in Kiswahili', async () => {
    const session = await newBorrower();
    const [order] = await app.db
      .insert(orders)
      .values({ borrowerId: Number(session.userId), productId: 1, amount: 500_000_00, status: 170 })
      .returning({ id: orders.id });
    const { kiswahili, english } = await threeWays(
      '/yours/cardChange',
      { ...session, orderId: order?.id },
      mobileMoneyBody(),
    );
    for (const answer of kiswahili) {
      expect(answer).toEqual({
        code: 409,
        message: 'Pesa za ombi hili hazijashindwa kutumwa; akaunti yake haiwezi kubadilishwa hapa',
      });
    }
    expect(english.message).toBe("This order's payout has not failed; its account cannot be changed here");
  });
});
