import { ASYNC_MARKER_HEADER, ASYNC_MARKER_VALUE } from '@tz-loan/contract/platform/constants';
import { Code } from '@tz-loan/contract/platform/envelope';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidOutLoan, REPAY_ENV } from '../../test/repayment-loans.ts';
import { createTestApp } from '../../test/test-app.ts';

// What the repayment screens read from the server comes in the borrower's language (PRODUCT.md §16):
// the `language` param, else Accept-Language, else English.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp(REPAY_ENV);
});
afterAll(() => app.close());

type Query = Record<string, string | number>;
const call = async (
  method: 'GET' | 'POST',
  path: string,
  { query = {}, body = {}, headers = {} }: { query?: Query; body?: Query; headers?: Record<string, string> },
) => {
  const params = (values: Query) =>
    new URLSearchParams(Object.entries(values).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await app.inject({
    method,
    url: `/tapi${path}?${params(method === 'GET' ? { ...query, ...body } : query)}`,
    headers: {
      ...(method === 'POST'
        ? { [ASYNC_MARKER_HEADER]: ASYNC_MARKER_VALUE, 'content-type': 'application/x-www-form-urlencoded' }
        : {}),
      ...headers,
    },
    ...(method === 'POST' ? { payload: params(body).toString() } : {}),
  });
  return response.json();
};

const SW = { 'accept-language': 'sw-TZ,sw;q=0.9,en;q=0.5' };
const MONEY = '[\\d.]+,\\d\\d TZS';

/** A loan of product 1 (one instalment) three days past its grace days: due, with a penalty. */
const overdueLoan = () => paidOutLoan(app, { productId: 1, daysAgo: 91 + 3 + 3 });

describe('the instalment plan', () => {
  it('in Kiswahili with language=sw or Accept-Language sw, in English without', async () => {
    const { session, orderId } = await overdueLoan();
    const plan = (query: Query, headers?: Record<string, string>) =>
      call('POST', '/v3/installment/loan-play-detail-yd', {
        query: { ...session, ...query },
        body: { orderId },
        headers,
      });

    for (const { data } of [await plan({ language: 'sw' }), await plan({}, SW)]) {
      expect(data.note).toBe(
        'Awamu hulipwa kwa mfuatano, kuanzia ya mapema zaidi. Ukilipa zaidi ya unachodaiwa, ziada huhifadhiwa kama salio lako.',
      );
      expect(data.repayPlanDetail.repayWaitDetail[0].status).toMatch(
        new RegExp(`^Imechelewa · adhabu ${MONEY}$`),
      );
      // Brand names read the same in both languages.
      const names = data.bankList.map((c: { name: string }) => c.name);
      expect(names).toEqual(expect.arrayContaining(['M-Pesa', 'Lipa QR']));
      expect(names.at(-1)).toBe('Kadi au benki (ukurasa wa malipo)');
    }

    const { data } = await plan({});
    expect(data.note).toBe(
      'Instalments are paid in order, the earliest first. Anything paid beyond what you owe is kept as a credit.',
    );
    expect(data.repayPlanDetail.repayWaitDetail[0].status).toMatch(
      new RegExp(`^Overdue · penalty ${MONEY}$`),
    );
    expect(data.bankList.at(-1).name).toBe('Card or bank (pay page)');
  });

  it('an instalment not due yet, in Kiswahili', async () => {
    const { session, orderId } = await paidOutLoan(app, { productId: 2 });
    const { data } = await call('POST', '/v3/installment/loan-play-detail-yd', {
      query: { ...session, language: 'sw' },
      body: { orderId },
    });
    expect(data.repayPlanDetail.repayWaitDetail[0].status).toBe('Bado haijafika tarehe');
  });
});

describe('the roll-over (deferral) detail', () => {
  it('names its rows, the fee and the moved due date in the reader language', async () => {
    const { session, orderId } = await overdueLoan();
    const detail = (query: Query, headers?: Record<string, string>) =>
      call('POST', '/v3/loan-details/delay-detail-yd', {
        query: { ...session, ...query },
        body: { orderId },
        headers,
      });

    for (const { data } of [await detail({ language: 'sw' }), await detail({}, SW)]) {
      expect(data.detail.map((r: { text: string }) => r.text)).toEqual([
        'Ada ya kusogeza muda wa kulipa',
        'Siku zinazoongezwa',
        'Tarehe ya kulipa sasa',
        'Tarehe mpya ya kulipa',
        'Adhabu ya kuchelewa (haisogezwi)',
        'Deni lililobaki',
      ]);
      expect(data.detail[0].value).toMatch(
        new RegExp(`^${MONEY}: \\d+,\\d\\d% ya ${MONEY} unayodaiwa bado kwenye awamu$`),
      );
      expect(data.detail[1].value).toMatch(/^Siku \d+$/);
      expect(data.repayDetail[0].text).toMatch(/^Tarehe ya kulipa \d{4}-\d\d-\d\d$/);
    }

    const { data } = await detail({});
    expect(data.detail.map((r: { text: string }) => r.text)).toEqual([
      'Roll-over fee',
      'Days added',
      'Due date now',
      'Due date after',
      'Overdue penalty (not moved by the roll-over)',
      'Still owed',
    ]);
    expect(data.detail[0].value).toMatch(
      new RegExp(`^${MONEY}: \\d+,\\d\\d% of the ${MONEY} still owed on the instalments$`),
    );
    expect(data.detail[1].value).toMatch(/^\d+ days$/);
    expect(data.repayDetail[0].text).toMatch(/^Due \d{4}-\d\d-\d\d$/);
  });
});

describe('Pay Now, the code page and the payment reference', () => {
  it('a pay code: the notice, the steps and the code page tips in Kiswahili; English by default', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const payNow = (query: Query, amount: number, bankCode = 'TZ0001') =>
      call('POST', '/v3/loan-details/generate-vcode-yd', {
        query: { ...session, ...query },
        body: { orderId, amount, bankCode, isDelay: '0', cardNo: '' },
      });

    const sw = (await payNow({ language: 'sw' }, 2_000_00)).data;
    expect(sw.notice).toMatch(new RegExp(`^Lipa ${MONEY} kwa M-Pesa ukitumia namba ya malipo \\d{9}\\.$`));
    const [inApp, atAgent] = sw.repaymentInfo.defDetail.payNotice['M-Pesa'];
    expect(inApp.name).toBe('Kwenye programu');
    expect(inApp.step).toContain('Piga *150*00# au fungua programu ya M-Pesa');
    expect(inApp.step).toContain('Namba ya kampuni 888999');
    expect(inApp.step).toContain('Thibitisha kwa namba yako ya siri');
    expect(atAgent.name).toBe('Kwa wakala');
    expect(atAgent.step[0]).toBe(`Mpe wakala namba ya malipo ${sw.repaymentInfo.defDetail.payCode}`);

    const code = await call('GET', '/v3/loan-details/repayment-code', {
      query: { ...session, tradeNo: sw.tradeNo },
      headers: SW,
    });
    expect(code.data.tips).toEqual([
      'Lipa kwa M-Pesa au kwa wakala yeyote',
      'Chagua Lipa Bili, weka namba ya kampuni 888999 na namba ya malipo kama namba ya kumbukumbu',
      'Mkopo wako unasasishwa mara tu malipo yanapofika',
    ]);

    const en = (await payNow({}, 2_000_00)).data;
    expect(en.notice).toMatch(new RegExp(`^Pay ${MONEY} with M-Pesa using pay code \\d{9}\\.$`));
    expect(en.repaymentInfo.defDetail.payNotice['M-Pesa'][0].name).toBe('In the app');

    const qr = (await payNow({ language: 'sw' }, 2_500_00, 'QR')).data;
    expect(qr.notice).toMatch(
      new RegExp(`^Skani msimbo wa QR kwa programu ya pesa kwa simu na ulipe ${MONEY}\\.$`),
    );
  });

  it('refusals and the reference answer in Kiswahili; English by default', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const sw = { ...session, language: 'sw' };
    const utr = (query: Query, reference: string) =>
      call('POST', '/v3/loan-details/submit-utr', { query, body: { orderId, utr: reference, isDelay: '0' } });

    expect(await utr(sw, 'UTRLANG001')).toEqual({
      code: Code.conflict,
      message: 'Chagua Lipa sasa kwanza, kisha tuma namba ya muamala wa malipo hayo',
    });
    expect((await utr(session, 'UTRLANG001')).message).toBe(
      'Choose Pay Now first, then send the reference of that payment',
    );

    const tooLittle = await call('POST', '/v3/loan-details/generate-vcode-yd', {
      query: sw,
      body: { orderId, amount: 99_00, bankCode: 'TZ0001', isDelay: '0' },
    });
    expect(tooLittle).toEqual({
      code: Code.badRequest,
      message: expect.stringMatching(new RegExp(`^Kiasi kiwe kati ya 1\\.000,00 TZS na ${MONEY}$`)),
    });
    const unknownChannel = await call('POST', '/v3/loan-details/generate-vcode-yd', {
      query: sw,
      body: { orderId, amount: 2_000_00, bankCode: 'XX', isDelay: '0' },
    });
    expect(unknownChannel.message).toBe('Chagua njia ya kulipa kwenye orodha');

    await call('POST', '/v3/loan-details/generate-vcode-yd', {
      query: session,
      body: { orderId, amount: 2_000_00, bankCode: 'TZ0001', isDelay: '0' },
    });
    expect(await utr(sw, 'UTRLANG001')).toEqual({
      code: 0,
      message: 'Namba ya muamala imepokelewa. Tutathibitisha malipo yako hivi punde.',
      data: {},
    });
    expect((await utr(session, 'UTRLANG001')).message).toBe(
      'Reference received. We will confirm your payment shortly.',
    );
  });

  it('a repayment refusal by Accept-Language: a loan with nothing due cannot be rolled over', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const ask = (headers: Record<string, string>) =>
      call('POST', '/v3/loan-details/delay-detail-yd', { query: session, body: { orderId }, headers });
    expect(await ask(SW)).toEqual({
      code: Code.conflict,
      message: 'Huwezi kusogeza muda wa kulipa mkopo huu sasa: inawezekana tarehe ya kulipa ikishafika',
    });
    expect((await ask({})).message).toBe(
      'This loan cannot be rolled over now: a roll-over is possible once a payment is due',
    );
  });
});
