import { ASYNC_MARKER_HEADER, ASYNC_MARKER_VALUE } from '@tz-loan/contract/platform/constants';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicant, CHOICE_1 } from '../../test/loan-confirm.ts';
import { bindAccount, insertOrder, testLifecycle } from '../../test/loan-orders.ts';
import { generate, paidOutLoan, payCode, REPAY_ENV } from '../../test/repayment-loans.ts';
import { createTestApp, login } from '../../test/test-app.ts';
import { notice } from './details/notices.ts';

// What the loan screens read from the server comes in the borrower's language (PRODUCT.md §16): the
// `language` param, else Accept-Language, else English.

let app: FastifyInstance;
let lifecycle: ReturnType<typeof testLifecycle>;
beforeAll(async () => {
  app = await createTestApp(REPAY_ENV);
  lifecycle = testLifecycle(app.db);
});
afterAll(() => app.close());

type Query = Record<string, string | number>;
type Headers = Record<string, string>;
const params = (values: Query) =>
  new URLSearchParams(Object.entries(values).map(([k, v]): [string, string] => [k, String(v)]));

const call = async (method: 'GET' | 'POST', path: string, query: Query, body: Query, headers: Headers) => {
  const response = await app.inject({
    method,
    url: `${path}?${params(method === 'GET' ? { ...query, ...body } : query)}`,
    headers: {
      ...(method === 'POST'
        ? { [ASYNC_MARKER_HEADER]: ASYNC_MARKER_VALUE, 'content-type': 'application/x-www-form-urlencoded' }
        : {}),
      ...headers,
    },
    ...(method === 'POST' ? { payload: params(body).toString() } : {}),
  });
  return response;
};

const SW = { 'accept-language': 'sw-TZ,sw;q=0.9,en;q=0.5' };

/**
 * One call asked three ways: `language=sw`, `Accept-Language: sw`, and neither (English). The
 * Kiswahili answers come first, so a test checks both with one loop.
 */
const threeWays = async (method: 'GET' | 'POST', path: string, query: Query, body: Query = {}) => {
  const json = async (extra: Query, headers: Headers = {}) =>
    (await call(method, `/tapi${path}`, { ...query, ...extra }, body, headers)).json();
  return {
    kiswahili: [await json({ language: 'sw' }), await json({}, SW)],
    english: await json({}),
  };
};

const texts = (rows: { text: string }[]) => rows.map((r) => r.text);
const rowValue = (rows: { text: string; value: string }[], text: string) =>
  rows.find((r) => r.text === text)?.value;
const MONEY = '[\\d.]+,\\d\\d TZS';
const RATE = '\\d+,\\d\\d%';

let phones = 0;
const nextPhone = () => `0718${String(++phones).padStart(6, '0')}`;

describe('loan confirmation', () => {
  it('rows, the retention dialog and the rate in Kiswahili; English by default', async () => {
    const session = await login(app, nextPhone());
    const { kiswahili, english } = await threeWays('POST', '/v3/loan-confirm/loan-detail-confirm', session, {
      productId: 2,
    });
    for (const { data } of kiswahili) {
      expect(texts(data.details)).toEqual([
        'Kiasi cha mkopo',
        'Muda wa mkopo',
        'Idadi ya awamu',
        'Riba',
        'Jinsi riba inavyohesabiwa',
        'Ada ya huduma',
        'Gharama kwa mwaka (APR)',
        'Jumla ya kulipa',
        'Tarehe ya kwanza ya kulipa',
      ]);
      expect(rowValue(data.details, 'Muda wa mkopo')).toBe('siku 120');
      expect(data.popTitle).toBe('Mkopo wako uko karibu kuwa tayari');
      expect(data.popContent).toBe(
        'Umebakiza hatua moja tu kupata 800.000,00 TZS. Ukiondoka sasa, utahitaji kuanza upya.',
      );
      expect(data.pRateDsc).toMatch(new RegExp(`^Gharama kwa mwaka ${RATE}$`));
      expect(data.productName).toBe('Mwezi Plus');
    }
    expect(english.data.details[1]).toEqual({ text: 'Loan term', value: '120 days' });
    expect(english.data.popTitle).toBe('Your loan is almost ready');
    expect(english.data.pRateDsc).toMatch(new RegExp(`^APR ${RATE}$`));
  });

  it('the older confirmation (/gopia/goya/satire): button, promotion and rows', async () => {
    const session = await login(app, nextPhone());
    const { kiswahili, english } = await threeWays('POST', '/gopia/goya/satire', session, { productId: 1 });
    for (const { attach } of kiswahili) {
      expect(attach.buttonText).toBe('Omba sasa');
      expect(attach.promo.buttonText).toBe('Sawa');
      expect(attach.promo.message).toMatch(
        new RegExp(`^Ofa yako iko tayari: 600\\.000,00 TZS kwa siku 91, Gharama kwa mwaka ${RATE}\\.$`),
      );
      expect(attach.details[0].text).toBe('Kiasi cha mkopo');
    }
    expect(english.attach).toMatchObject({ buttonText: 'Apply now', promo: { buttonText: 'OK' } });
    expect(english.attach.promo.message).toMatch(
      new RegExp(`^Your offer is ready: 600\\.000,00 TZS for 91 days, APR ${RATE}\\.$`),
    );
    expect(english.attach.details[0].text).toBe('Loan amount');
  });
});

describe('contracts', () => {
  it('their titles in the list, in both variants', async () => {
    const session = await login(app, nextPhone());
    const query = { ...session, productId: 1, scene: 3 };
    for (const path of ['/v3/contract/contract', '/gopia/goya/cultures']) {
      const { kiswahili, english } = await threeWays('GET', path, query);
      for (const answer of kiswahili) {
        expect((answer.data ?? answer.attach).list).toEqual([
          { title: 'Mkataba wa mkopo', position: '1' },
          { title: 'Ratiba ya marejesho na taarifa muhimu', position: '2' },
        ]);
      }
      expect((english.data ?? english.attach).list.map((c: { title: string }) => c.title)).toEqual([
        'Loan Agreement',
        'Repayment Schedule and Key Facts',
      ]);
    }
  });

  it('an unknown contract is refused in Kiswahili', async () => {
    const session = await login(app, nextPhone());
    const { kiswahili, english } = await threeWays('GET', '/v3/contract/contract-jump', {
      ...session,
      productId: 1,
      scene: 3,
      position: 9,
    });
    for (const answer of kiswahili) expect(answer).toEqual({ code: 404, message: 'Mkataba huu haupatikani' });
    expect(english).toEqual({ code: 404, message: 'This contract is not available' });
  });

  const page = async (query: Query, headers: Headers = {}) => {
    const response = await call('GET', '/tapi/v3/contract/view', query, {}, headers);
    return { status: response.statusCode, html: response.body };
  };

  it('the loan agreement page is written in the reader language and says so in <html lang>', async () => {
    const session = await applicant(app, nextPhone());
    const query = { ...session, productId: 1, position: 1 };
    for (const { html } of [await page({ ...query, language: 'sw' }), await page(query, SW)]) {
      expect(html).toContain('<html lang="sw">');
      expect(html).toContain('<title>Mkataba wa mkopo</title>');
      expect(html).toContain('<h1>Mkataba wa mkopo</h1>');
      expect(html).toContain(
        `Mkataba huu ni kati ya Mkopeshaji, <strong>${app.config.lender.name}</strong>, kampuni ya mikopo isiyo benki iliyosajiliwa yenye namba ya leseni`,
      );
      expect(html).toMatch(/<th>Muda wa mkopo<\/th><td>siku 91<\/td>/);
      expect(html).toContain('<th>Adhabu ya kuchelewa</th>');
      expect(html).toContain('<th>Na.</th><th>Kiasi (TZS)</th><th>Tarehe ya kulipa</th>');
      expect(html).toContain('<h2>Masharti</h2>');
      expect(html).toContain('Mikopo huchukua siku 91 hadi 120.');
      expect(html).toContain('Mkopaji anathibitisha kuwa na umri wa miaka 18 au zaidi.');
      expect(html).toContain('Unaweza kusogeza muda wa kulipa wakati malipo yanadaiwa au yamechelewa');
      // The lender's registered name is its own, in any language.
      expect(html.replaceAll(app.config.lender.name, '')).not.toMatch(/Borrower|Lender|Terms|Key facts/);
    }
    const { html } = await page(query);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('This agreement is made between the Lender');
  });

  it('the key facts page of an order, before payout, in Kiswahili', async () => {
    const session = await applicant(app, nextPhone());
    const submitted = await call('POST', '/tapi/v3/loan-confirm/loan-detail-push-yd', session, CHOICE_1, {});
    const { orderId } = submitted.json().data;
    const { html } = await page({ ...session, productId: 1, position: 2, orderId, language: 'sw' });
    expect(html).toContain('<html lang="sw">');
    expect(html).toContain('Hizi ni taarifa muhimu za mkopo kati ya Mkopeshaji');
    expect(html).toContain(`<th>Namba ya ombi</th><td>${orderId}</td>`);
    expect(html).toMatch(/<td>siku 91 baada ya mkopo kutolewa<\/td>/);
    expect(html).toContain('<th>Jumla</th>');
    expect(html).toContain('Masharti kamili yako kwenye Mkataba wa mkopo.');
    expect(html).toMatch(/Ombi lilitumwa tarehe \d{4}-\d\d-\d\d\./);
  });

  it('a page in place of the contract (ended session, bad address, not theirs) in Kiswahili', async () => {
    const ended = await page({ productId: 1, position: 1 }, SW);
    expect(ended.status).toBe(401);
    expect(ended.html).toContain('<html lang="sw">');
    expect(ended.html).toContain('<h1>Muda wako wa kuingia umeisha</h1>');
    expect(ended.html).toContain('Rudi kwenye programu na uingie tena ili usome mkataba huu.');

    const session = await applicant(app, nextPhone());
    const bad = await page({ ...session, productId: 'x', position: 1, language: 'sw' });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('<h1>Mkataba huu haupatikani</h1>');
    expect(bad.html).toContain('productId si namba sahihi ya utambulisho');

    const missing = await page({ ...session, productId: 1, position: 1, orderId: 99999999, language: 'sw' });
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<p>Oda hii haipo</p>');
    expect((await page({ productId: 1, position: 1 })).html).toContain('Your session has expired');
  });
});

describe('applying: the refusals', () => {
  const submit = (session: Query, body: Query = CHOICE_1) =>
    threeWays('POST', '/v3/loan-confirm/loan-detail-push-yd', session, body);

  it('an amount, a number of instalments or a term unit the product does not offer', async () => {
    const session = await applicant(app, nextPhone());
    const amount = await submit(session, { ...CHOICE_1, amount: 100_00 });
    for (const answer of amount.kiswahili) {
      expect(answer).toEqual({ code: 400, message: 'Kiasi kiwe kati ya 400.000,00 na 600.000,00 TZS' });
    }
    expect(amount.english.message).toBe('amount must be between 400.000,00 and 600.000,00 TZS');
    const periods = await submit(session, { ...CHOICE_1, periods: 2 });
    for (const answer of periods.kiswahili) {
      expect(answer.message).toBe('Idadi ya awamu ya mkopo huu lazima iwe 1');
    }
    expect(periods.english.message).toBe('periods must be 1 for this product');
  });

  it('no payout account, and a loan already in progress', async () => {
    const noAccount = await submit(await login(app, nextPhone()));
    for (const answer of noAccount.kiswahili) {
      expect(answer.message).toBe('Ongeza akaunti ya kupokea mkopo kabla ya kuomba');
    }
    expect(noAccount.english.message).toBe(
      'Add your payout account (the account your loan will be paid to) before you apply',
    );

    const session = await applicant(app, nextPhone());
    const first = await call('POST', '/tapi/v3/loan-confirm/loan-detail-push-yd', session, CHOICE_1, {});
    const again = await submit(session, { ...CHOICE_1, amount: 50_000_000 });
    for (const answer of again.kiswahili) {
      expect(answer).toEqual({
        code: 409,
        message: 'Tayari una mkopo unaoendelea. Unaweza kuomba tena ukishaumaliza.',
        data: first.json().data,
      });
    }
    expect(again.english.message).toBe(
      'You already have a loan in progress. You can apply again when it is finished.',
    );
  });
});

describe('products: the recommend list and the product screen', () => {
  it('the recommend list: description, rate and button', async () => {
    const session = await login(app, nextPhone());
    const { kiswahili, english } = await threeWays('POST', '/v3/product/recommend', session);
    for (const { data } of kiswahili) {
      const [first, second] = data.products;
      expect(first).toMatchObject({
        productName: 'Haraka Loan',
        description: 'Siku 91, awamu 1',
        buttonText: 'Omba',
      });
      expect(first.rate).toMatch(new RegExp(`^Gharama kwa mwaka ${RATE}$`));
      expect(second.description).toBe('Siku 120, awamu 4');
    }
    expect(english.data.products[0]).toMatchObject({
      description: '91 days, 1 instalment',
      buttonText: 'Apply',
    });
  });

  it('the product screen: terms and the representative example', async () => {
    const session = await login(app, nextPhone());
    const { kiswahili, english } = await threeWays('POST', '/v3/product/detail', session, { productId: 2 });
    for (const { data } of kiswahili) {
      expect(texts(data.terms)).toEqual([
        'Kiasi',
        'Muda wa mkopo',
        'Idadi ya awamu',
        'Riba kwa mwaka',
        'Ada ya huduma',
        'Gharama kwa mwaka (APR)',
      ]);
      expect(rowValue(data.terms, 'Muda wa mkopo')).toBe('siku 120');
      expect(rowValue(data.terms, 'Ada ya huduma')).toBe('0,60% ya kiasi, mara moja');
      expect(texts(data.example)).toEqual([
        'Kiasi',
        'Riba',
        'Ada ya huduma',
        'Jumla ya kulipa',
        'Awamu 1/4 (siku ya 30)',
        'Awamu 2/4 (siku ya 60)',
        'Awamu 3/4 (siku ya 90)',
        'Awamu 4/4 (siku ya 120)',
      ]);
    }
    expect(rowValue(english.data.terms, 'Service fee')).toBe('0,60% of the amount, once');
    expect(english.data.example.at(-1).text).toBe('Instalment 4/4 (day 120)');
  });
});

describe('loan details', () => {
  /** A borrower with an order of `productId` moved to a stored status. */
  const orderAt = async (step: 'review' | 'rejected' | 'approved' | 'failed', { account = true } = {}) => {
    const session = await login(app, nextPhone());
    const borrowerId = Number(session.userId);
    if (account) await bindAccount(app.db, borrowerId, '0712345678');
    const { id } = await insertOrder(app.db, { borrowerId, productId: 1 });
    if (step === 'rejected') await lifecycle.reject(id, 'ops:test');
    if (step === 'approved' || step === 'failed') await lifecycle.approve(id, 'ops:test');
    if (step === 'failed') await lifecycle.settlePayout(id, 'fail', 'ops:test');
    return { session, orderId: id };
  };
  const details = (session: Query, orderId: number) =>
    threeWays('GET', '/v3/loan-details/loan-details', { ...session, orderId });

  it('21: under review, with its rows', async () => {
    const { session, orderId } = await orderAt('review');
    const { kiswahili, english } = await details(session, orderId);
    for (const { data } of kiswahili) {
      expect(data.noticeStatusText).toBe('Inakaguliwa');
      expect(data.noticeDesText).toBe('Tunakagua ombi lako. Uamuzi utaonekana hapa.');
      const rows = data.userOrderDetail.detail;
      expect(texts(rows)).toEqual([
        'Kiasi cha mkopo',
        'Jumla ya kulipa',
        'Gharama kwa mwaka (APR)',
        'Muda wa mkopo',
        'Jinsi riba inavyohesabiwa',
        'Tarehe ya kuomba',
        'Tarehe ya kulipa',
        'Akaunti',
      ]);
      expect(rowValue(rows, 'Jinsi riba inavyohesabiwa')).toMatch(
        /^[0-9,]+% kwa mwaka, kwa siku, juu ya kiasi unachodaiwa/,
      );
      expect(rowValue(rows, 'Tarehe ya kulipa')).toBe('Siku 91 baada ya mkopo kutolewa');
      expect(rowValue(rows, 'Akaunti')).toBe('M-Pesa ****5678');
    }
    expect(english.data.noticeStatusText).toBe('Under review');
    expect(rowValue(english.data.userOrderDetail.detail, 'Due date')).toBe('91 days after the payout');
  });

  it('40: not approved, with the recommended products in Kiswahili', async () => {
    const { session, orderId } = await orderAt('rejected');
    const { kiswahili, english } = await details(session, orderId);
    for (const { data } of kiswahili) {
      expect(data.noticeStatusText).toBe('Halijaidhinishwa');
      expect(data.noticeDesText).toBe('Hatukuweza kuidhinisha ombi hili. Unaweza kuomba tena.');
      expect(data.recProducts[0]).toMatchObject({ description: 'Siku 120, awamu 4', buttonText: 'Omba' });
    }
    expect(english.data.recProducts[0].buttonText).toBe('Apply');
  });

  it('110 and 151: the money on its way; the bank-card prompt of a failed payout', async () => {
    const approved = await orderAt('approved');
    for (const { data } of (await details(approved.session, approved.orderId)).kiswahili) {
      expect(data.noticeStatusText).toBe('Limeidhinishwa');
      expect(data.noticeDesText).toBe('Pesa yako iko njiani kwenda M-Pesa ****5678.');
    }
    const failed = await orderAt('failed');
    const { kiswahili, english } = await details(failed.session, failed.orderId);
    for (const { data } of kiswahili) {
      expect(data).toMatchObject({
        noticeStatusText: 'Imeshindikana kutuma pesa',
        noticeDesText:
          'Hatukuweza kutuma pesa kwenda M-Pesa ****5678. Tafadhali badilisha akaunti ya kupokea mkopo.',
        cardNeedPop: 1,
        cardPopTitle: 'Imeshindikana kutuma pesa',
        cardPopMsg:
          'Hatukuweza kutuma mkopo wako kwenda M-Pesa ****5678. Tafadhali badilisha akaunti ya kupokea mkopo ili tujaribu tena.',
      });
    }
    expect(english.data.cardPopTitle).toBe('Payout failed');
  });

  it('170: the next payment; 180: overdue, with the penalty rows', async () => {
    const repaying = await paidOutLoan(app, { productId: 2 });
    for (const { data } of (await details(repaying.session, repaying.orderId)).kiswahili) {
      expect(data.noticeStatusText).toBe('Marejesho yanaendelea');
      expect(data.noticeDesText).toMatch(
        new RegExp(`^Malipo yajayo: ${MONEY} tarehe \\d{4}-\\d\\d-\\d\\d\\.$`),
      );
      expect(texts(data.userOrderDetail.detail)).toContain('Tarehe ya kulipa 4/4');
    }
    const overdue = await paidOutLoan(app, { productId: 1, daysAgo: 91 + 3 + 3 });
    const { kiswahili, english } = await details(overdue.session, overdue.orderId);
    for (const { data } of kiswahili) {
      expect(data.noticeStatusText).toBe('Imechelewa');
      expect(data.noticeDesText).toMatch(
        new RegExp(
          `^${MONEY} ilipaswa kulipwa tarehe \\d{4}-\\d\\d-\\d\\d\\. Tafadhali lipa haraka iwezekanavyo\\.$`,
        ),
      );
      const rows = data.userOrderDetail.detail;
      expect(rowValue(rows, 'Adhabu ya kuchelewa')).toMatch(
        new RegExp(`^${MONEY} \\(${RATE} kwa siku ya kiasi kilichochelewa, baada ya siku 3 za nyongeza\\)$`),
      );
      expect(rowValue(rows, 'Adhabu iliyobaki kulipa')).toMatch(new RegExp(`^${MONEY}$`));
    }
    expect(rowValue(english.data.userOrderDetail.detail, 'Overdue penalty')).toMatch(
      new RegExp(`^${MONEY} \\(${RATE} a day of the overdue amount, after 3 days of grace\\)$`),
    );
  });

  it('174: payment due; 200: settled', async () => {
    const due = await paidOutLoan(app, { productId: 1, daysAgo: 91 });
    for (const { data } of (await details(due.session, due.orderId)).kiswahili) {
      expect(data.noticeStatusText).toBe('Muda wa kulipa umefika');
      expect(data.noticeDesText).toMatch(
        new RegExp(
          `^Unadaiwa ${MONEY} tarehe \\d{4}-\\d\\d-\\d\\d\\. Tafadhali lipa kufikia \\d{4}-\\d\\d-\\d\\d ili mkopo usichelewe\\.$`,
        ),
      );
    }
    const settled = await paidOutLoan(app, { productId: 1 });
    const trade = await generate(app, settled.session, {
      orderId: settled.orderId,
      amount: settled.price.payoff,
    });
    await payCode(app, trade.data.tradeNo);
    const { kiswahili, english } = await details(settled.session, settled.orderId);
    for (const { data } of kiswahili) {
      expect(data.noticeStatusText).toBe('Imelipwa yote');
      expect(data.noticeDesText).toBe('Umelipa mkopo huu wote. Asante.');
    }
    expect(english.data.noticeStatusText).toBe('Settled');
  });

  it('every status has its Kiswahili title and description', () => {
    const said = [21, 40, 110, 151, 170, 174, 180, 200].map((status) => {
      const input = { status, account: null, next: { owed: 100_00, dueDate: '2025-03-10' }, graceDays: 3 };
      return { sw: notice(input, 'sw'), en: notice(input, 'en') };
    });
    for (const { sw, en } of said) {
      expect(sw[0]).not.toBe(en[0]);
      expect(sw[1]).not.toBe('');
      expect(sw[1]).not.toBe(en[1]);
    }
    expect(said.map(({ sw }) => sw[0])).toEqual([
      'Inakaguliwa',
      'Halijaidhinishwa',
      'Limeidhinishwa',
      'Imeshindikana kutuma pesa',
      'Marejesho yanaendelea',
      'Muda wa kulipa umefika',
      'Imechelewa',
      'Imelipwa yote',
    ]);
  });
});

describe('union error info (/riceLemonK)', () => {
  const info = (session: Query, productId: number) =>
    threeWays('POST', '/service/new/union-error-info', session, { productId });

  it('the reason and the title in Kiswahili, for each reason', async () => {
    const session = await login(app, nextPhone());
    const generic = await info(session, 2);
    for (const { data } of generic.kiswahili) {
      expect(data.noticeMessage).toBe('Imeshindikana');
      expect(data.errMessage).toBe(
        'Hatukuweza kufungua mkopo huu kwa sasa. Tafadhali jaribu tena au chagua mkopo mwingine.',
      );
      expect(data.family[0]).toMatchObject({ buttonText: 'Omba' });
    }
    expect(generic.english.data.noticeMessage).toBe('Failed');
    for (const { data } of (await info(session, 99)).kiswahili) {
      expect(data.errMessage).toBe('Bidhaa hii ya mkopo haipatikani');
    }
    await insertOrder(app.db, { borrowerId: Number(session.userId) });
    for (const { data } of (await info(session, 1)).kiswahili) {
      expect(data.errMessage).toBe('Tayari una mkopo unaoendelea. Unaweza kuomba mwingine ukishaumaliza.');
    }
  });
});
