import type { FormItem } from '@tz-loan/contract/bank/calls';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankBody, mobileMoneyBody } from '../../test/bank-forms.ts';
import { createTestApp, login, post } from '../../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const cardInit = async (session: Record<string, string>) => {
  const { body } = await post(app, '/service/entry-order/card-init', { product_id: '1' }, session);
  expect(body.code).toBe(0);
  return body.data.items as FormItem[];
};
const item = (items: FormItem[], code: string, cardTypeMi = '') =>
  items.find((i) => i.code === code && (code !== 'bankCode' || i.cardTypeMi === cardTypeMi));

describe('card-init', () => {
  it('gives the empty form: card type tabs, the providers of each type, the text items', async () => {
    const items = await cardInit(await login(app, '0716000001'));
    expect(items.map((i) => `${i.code}${i.cardTypeMi}`)).toEqual([
      'cardType',
      'bankCode1',
      'bankCode2',
      'userName',
      'cardNo',
      'confirmCardNo',
    ]);
    expect(item(items, 'cardType')).toMatchObject({
      cate: 'enum',
      value: 'Mobile money',
      type: '1',
      note: [
        { name: 'Mobile money', type: '1' },
        { name: 'Bank account', type: '2' },
      ],
    });
    expect(item(items, 'bankCode', '1')).toMatchObject({
      title: 'Mobile money provider',
      cate: 'enum',
      value: '',
      type: '',
      channelNumber: '90006',
      note: [
        { name: 'M-Pesa', type: 'TZ0001', channelNumber: '90006' },
        { name: 'Mixx by Yas', type: 'TZ0002', channelNumber: '90007' },
        { name: 'Airtel Money', type: 'TZ0003', channelNumber: '90008' },
        { name: 'HaloPesa', type: 'TZ0004', channelNumber: '90009' },
      ],
    });
    const banks = item(items, 'bankCode', '2');
    expect(banks).toMatchObject({ title: 'Bank', channelNumber: '' });
    expect(banks?.note.map((o) => o.type)).toEqual(['TZB001', 'TZB002', 'TZB003', 'TZB004']);
    expect(banks?.note.every((o) => o.channelNumber === undefined)).toBe(true);
    expect(item(items, 'userName')).toMatchObject({ cate: 'text', title: 'Account holder name', value: '' });
    expect(item(items, 'cardNo')).toMatchObject({
      cate: 'text',
      inputType: 1,
      title: 'Account number',
      subtitle: '9 digits, or 10 digits starting with 0',
      value: '',
    });
    expect(item(items, 'confirmCardNo')).toMatchObject({ inputType: 1, title: 'Repeat account number' });
  });

  it("prefills the borrower's current account, the number whole (the only place it is)", async () => {
    const session = await login(app, '0716000002');
    expect((await post(app, '/v3/certify/save-bank-info', mobileMoneyBody(), session)).body.code).toBe(0);
    const items = await cardInit(session);
    expect(item(items, 'cardType')).toMatchObject({ value: 'Mobile money', type: '1' });
    expect(item(items, 'bankCode', '1')).toMatchObject({
      value: 'Mixx by Yas',
      type: 'TZ0002',
      channelNumber: '90007',
    });
    expect(item(items, 'bankCode', '2')).toMatchObject({ value: '', type: '' });
    expect(item(items, 'userName')?.value).toBe('Neema Mushi');
    expect(item(items, 'cardNo')?.value).toBe('0712345678');
    expect(item(items, 'confirmCardNo')?.value).toBe('0712345678');

    await post(app, '/v3/certify/save-bank-info', bankBody(), session);
    const after = await cardInit(session);
    expect(item(after, 'cardType')).toMatchObject({ value: 'Bank account', type: '2' });
    expect(item(after, 'bankCode', '2')).toMatchObject({
      value: 'NMB Bank',
      type: 'TZB002',
      channelNumber: '',
    });
    expect(item(after, 'bankCode', '1')).toMatchObject({ value: '', type: '', channelNumber: '90006' });
    expect(item(after, 'cardNo')?.value).toBe('123456789');
  });

  it('is refused without a session', async () => {
    expect((await post(app, '/service/entry-order/card-init', {})).body.code).toBe(401);
  });
});

it("does not show one borrower's account in another's form", async () => {
  const a = await login(app, '0716000013');
  const b = await login(app, '0716000014');
  await post(app, '/v3/certify/save-bank-info', mobileMoneyBody(), a);
  expect(item(await cardInit(b), 'cardNo')?.value).toBe('');
});
