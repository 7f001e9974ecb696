import { RepayType } from '@tz-loan/contract/repayment/paths';
import { USSD_PIN_TRIES, USSD_SCREEN_MAX } from '@tz-loan/contract/ussd/paths';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints } from '../../db/schema/complaint.ts';
import { trades } from '../../db/schema/repayment.ts';
import { ussdPins } from '../../db/schema/ussd.ts';
import { saveComplaint } from '../../test/complaints.ts';
import { generate, paidOutLoan, payCode, REPAY_ENV } from '../../test/repayment-loans.ts';
import { createTestApp, get, login, post } from '../../test/test-app.ts';
import { dial, newSession, setPin, USSD_ENV } from '../../test/ussd.ts';

// PRODUCT.md §22: the USSD menu, answered from the gateway's `text` and the database alone.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ ...REPAY_ENV, ...USSD_ENV });
});
afterAll(() => app.close());

type Session = Record<string, string>;

/** Every answer: a CON or END screen of at most USSD_SCREEN_MAX characters, none cut to fit. */
const screens: string[] = [];
const ask = async (phone: string, text: string, sessionId = newSession()) => {
  const answer = await dial(app, { sessionId, phone, text });
  expect(answer.status).toBe(200);
  expect(answer.type).toMatch(/^text\/plain/);
  expect(answer.body).toMatch(/^(CON|END) /);
  screens.push(answer.body);
  return answer.body;
};

const pushesOf = async (orderId: number) =>
  app.db
    .select()
    .from(trades)
    .where(and(eq(trades.orderId, orderId), eq(trades.repayType, RepayType.push)));

const borrowerWithPin = async () => {
  const loan = await paidOutLoan(app);
  const set = await setPin(app, loan.session, '2468');
  expect(set, JSON.stringify(set)).toMatchObject({ code: 0 });
  return { ...loan, phone: loan.session.mobilePhone ?? '' };
};

describe('the USSD PIN, set in the app', () => {
  it('is set with the SMS code sent to the own phone, stored hashed, and reported without its hash', async () => {
    const session: Session = await login(app, '0655990001');
    const before = await get(app, '/v3/personal-center/ussd-pin', session);
    expect(before.body.data).toEqual({ set: false, locked: false, setAt: null, serviceCode: '*150*00#' });
    expect((await setPin(app, session, '1357')).code).toBe(0);
    const wrong = await post(app, '/v3/personal-center/ussd-pin', { code: '000000', pin: '9999' }, session);
    expect(wrong.body.code).not.toBe(0);
    const after = await get(app, '/v3/personal-center/ussd-pin', session);
    expect(after.body.data).toMatchObject({ set: true, locked: false });
    const [row] = await app.db
      .select()
      .from(ussdPins)
      .where(eq(ussdPins.borrowerId, Number(session.userId)));
    expect(row?.hash).not.toContain('1357');
    expect(row?.salt).toBeTruthy();
  });

  it('refuses a PIN that is not 4 digits, and a wrong code', async () => {
    const session: Session = await login(app, '0655990002');
    const short = await post(app, '/v3/personal-center/ussd-pin', { code: '123456', pin: '12' }, session);
    expect(short.body.code).not.toBe(0);
    const wrong = await post(app, '/v3/personal-center/ussd-pin', { code: '000000', pin: '1234' }, session);
    expect(wrong.body.code).not.toBe(0);
    expect((await get(app, '/v3/personal-center/ussd-pin', session)).body.data.set).toBe(false);
  });
});

describe('the menu (every path, both languages)', () => {
  it('walks every screen in Kiswahili, then in English after choosing it', async () => {
    const { phone, session, orderId, price } = await borrowerWithPin();
    // A payment, for the receipt.
    const trade = (await generate(app, session, { orderId, amount: 2_000_00 })).data;
    await payCode(app, trade.tradeNo);
    await saveComplaint(app, session, {});
    const [complaint] = await app.db
      .select()
      .from(complaints)
      .where(eq(complaints.borrowerId, Number(session.userId)));
    const digits = (complaint?.reference ?? '').replace(/\D/g, '');
    const number = String(Number(digits.slice(4)));

    expect(await ask(phone, '')).toMatch(/^CON Chagua:\n1 Mkopo wangu\n2 Lipa/);
    expect(await ask(phone, '1')).toMatch(
      /^END .*\nDeni leo: [\d.]+,\d\d TZS\nRejesho lijalo: .* kufikia \d{4}-\d\d-\d\d\nHali: Marejesho yanaendelea$/,
    );
    expect(await ask(phone, '1*0')).toMatch(/^CON Chagua:/);
    expect(await ask(phone, '2')).toMatch(/^CON Lipa:\n1 Rejesho lijalo [\d.]+,\d\d TZS/);
    expect(await ask(phone, '2*0')).toMatch(/^CON Chagua:/);
    expect(await ask(phone, '2*1')).toMatch(/^CON Lipa .* kutoka 0717 .*Weka PIN/s);
    expect(await ask(phone, '2*1*0')).toMatch(/^CON Lipa:/);
    expect(await ask(phone, '2*2')).toMatch(/^CON Weka kiasi kwa TZS, kuanzia 1.000,00 TZS hadi /);
    expect(await ask(phone, '2*2*5000')).toMatch(/^CON Lipa 5.000,00 TZS kutoka 0717/);
    expect(await ask(phone, '2*3')).toMatch(/^CON Pata namba ya malipo ya /);
    expect(await ask(phone, '3')).toMatch(
      /^END Risiti R\d{8}\n.*\nUmelipa: 2.000,00 TZS\nKumb: .*\nSalio baada: /,
    );
    expect(await ask(phone, '4')).toMatch(/^CON Weka namba ya lalamiko/);
    expect(await ask(phone, `4*${digits}`)).toBe(
      `END Lalamiko ${complaint?.reference}: linashughulikiwa. Tutajibu kufikia ${complaint?.replyBy}.`,
    );
    expect(await ask(phone, `4*${number}`)).toContain(complaint?.reference);
    expect(await ask(phone, '4*2026999999')).toMatch(/^END Huna lalamiko/);
    expect(await ask(phone, '5')).toBe('CON Lugha:\n1 Kiswahili\n2 English\n0 Rudi');
    expect(await ask(phone, '9')).toMatch(/^END Chaguo hilo halipo/);
    // A money action with the right PIN, each in its own session.
    expect(await ask(phone, '2*3*2468')).toMatch(/^END Namba ya malipo \d+ ya [\d.]+,\d\d TZS/);

    // Choosing English shows the first screen in it, and the phone keeps it.
    expect(await ask(phone, '5*2')).toMatch(/^CON Choose:\n1 My loan\n2 Pay/);
    expect(await ask(phone, '')).toMatch(/^CON Choose:/);
    expect(await ask(phone, '1')).toMatch(/\nOwed today: .*\nNext: .* by \d{4}-\d\d-\d\d\nStatus: Repaying$/);
    expect(await ask(phone, '2')).toMatch(/^CON Pay:\n1 Next instalment /);
    expect(await ask(phone, '2*1')).toMatch(/^CON Pay .* from 0717 .*Enter your 4-digit USSD PIN/s);
    expect(await ask(phone, '2*2')).toMatch(/^CON Enter the amount in TZS/);
    expect(await ask(phone, '2*2*5000')).toMatch(/^CON Pay 5.000,00 TZS from/);
    expect(await ask(phone, '2*3')).toMatch(/^CON Get a pay code for/);
    expect(await ask(phone, '3')).toMatch(
      /^END Receipt R\d{8}\n.*\nPaid: 2.000,00 TZS\nRef: .*\nBalance after: /,
    );
    expect(await ask(phone, '4')).toMatch(/^CON Enter the complaint reference/);
    expect(await ask(phone, `4*${digits}`)).toMatch(/^END Complaint C\d{4}-\d{6}: being processed/);
    expect(await ask(phone, '5')).toBe('CON Language:\n1 Kiswahili\n2 English\n0 Back');
    expect(await ask(phone, '2*2*5000*2468')).toBe(
      'END Check your phone: Mixx by Yas will ask for your wallet PIN to pay 5.000,00 TZS.',
    );
    expect(await ask(phone, '7*1')).toMatch(/^END That choice is not on the menu/);
    // And back to Kiswahili, with the rest of the path read in it.
    expect(await ask(phone, '5*1*1')).toMatch(/\nHali: /);
    expect(await ask(phone, '')).toMatch(/^CON Chagua:/);
    expect(price.payoff).toBeGreaterThan(0);
  });

  it('says that a phone without a loan has nothing to pay, and no receipt', async () => {
    const session: Session = await login(app, '0655990003');
    const phone = session.mobilePhone ?? '';
    expect(await ask(phone, '1')).toBe('END Huna mkopo wa kulipa kwa sasa.');
    expect(await ask(phone, '2')).toBe('END Huna mkopo wa kulipa kwa sasa.');
    expect(await ask(phone, '3')).toBe('END Bado hujafanya malipo yoyote.');
    expect(await ask(phone, '5*2*1')).toBe('END You have no loan to pay now.');
  });

  it('tells a phone with no account to get the app, in the language it chose', async () => {
    const phone = '255655990999';
    expect(await ask(phone, '')).toMatch(/^END Namba hii haina akaunti kwetu/);
    expect(await ask(phone, '1')).toMatch(/^END Namba hii haina akaunti/);
    expect(await ask(phone, '5')).toMatch(/^CON Lugha:/);
    expect(await ask(phone, '5*2')).toMatch(/^END This number has no account with us/);
    expect(await ask(phone, '')).toMatch(/^END This number has no account with us/);
  });

  it('asks for the PIN to be set in the app before any money action', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const phone = session.mobilePhone ?? '';
    expect(await ask(phone, '2*1')).toBe(
      'END Weka PIN yako ya USSD kwenye programu kwanza: Mimi > PIN ya USSD.',
    );
    expect(await ask(phone, '2*3*1234')).toMatch(/^END Weka PIN yako ya USSD/);
    expect(await pushesOf(orderId)).toEqual([]);
  });
});

describe('the PIN on USSD', () => {
  it('locks after 5 wrong PINs in a row, a retry of one request counting once; setting it again unlocks it', async () => {
    const { phone, session, orderId } = await borrowerWithPin();
    const sessions = Array.from({ length: USSD_PIN_TRIES }, () => newSession());
    const first = sessions[0] ?? '';
    expect(await ask(phone, '2*1*1111', first)).toBe(
      'END PIN si sahihi. Yamebaki majaribio 4 kabla haijafungwa.',
    );
    // The gateway's retry of the same request: the same answer, not a second wrong try.
    expect(await ask(phone, '2*1*1111', first)).toBe(
      'END PIN si sahihi. Yamebaki majaribio 4 kabla haijafungwa.',
    );
    // A right PIN clears the count (and starts the push).
    expect(await ask(phone, '2*1*2468')).toMatch(/^END Angalia simu yako/);
    // Four wrong at once, then the fifth: the count is kept under concurrency.
    await Promise.all(sessions.slice(1).map((id) => ask(phone, '2*1*1111', id)));
    const [row] = await app.db
      .select()
      .from(ussdPins)
      .where(eq(ussdPins.borrowerId, Number(session.userId)));
    expect(row?.failedTries).toBe(USSD_PIN_TRIES - 1);
    expect(await ask(phone, '2*1*3333')).toMatch(/^END PIN yako ya USSD imefungwa baada ya makosa 5/);
    // Locked: even the right PIN is refused, and the first step says so too.
    expect(await ask(phone, '2*1*2468')).toMatch(/imefungwa/);
    expect(await ask(phone, '2*1')).toMatch(/imefungwa/);
    expect((await get(app, '/v3/personal-center/ussd-pin', session)).body.data.locked).toBe(true);
    expect(await pushesOf(orderId)).toHaveLength(1);

    expect((await setPin(app, session, '8642')).code).toBe(0);
    expect((await get(app, '/v3/personal-center/ussd-pin', session)).body.data.locked).toBe(false);
    expect(await ask(phone, '2*2*1000*2468')).toMatch(/^END PIN si sahihi/);
  });

  it('sends one push for a repeated final step, even at once', async () => {
    const { phone, orderId } = await borrowerWithPin();
    const sessionId = newSession();
    const answers = await Promise.all([ask(phone, '2*1*2468', sessionId), ask(phone, '2*1*2468', sessionId)]);
    expect(await ask(phone, '2*1*2468', sessionId)).toBe(answers[0]);
    expect(answers[0]).toMatch(/^END Angalia simu yako: Mixx by Yas itaomba PIN ya pochi yako kulipa/);
    expect(answers[1]).toBe(answers[0]);
    expect(await pushesOf(orderId)).toHaveLength(1);
  });

  it('makes one pay code for a repeated final step', async () => {
    const { phone, orderId } = await borrowerWithPin();
    const sessionId = newSession();
    const first = await ask(phone, '2*3*2468', sessionId);
    expect(await ask(phone, '2*3*2468', sessionId)).toBe(first);
    const codes = await app.db
      .select()
      .from(trades)
      .where(and(eq(trades.orderId, orderId), eq(trades.repayType, RepayType.payCode)));
    expect(codes).toHaveLength(1);
    expect(first).toContain(codes[0]?.payCode ?? '-');
  });
});

describe('what the menu cannot read', () => {
  it('ends with a clear screen in the phone’s language, never a failure', async () => {
    const { phone } = await borrowerWithPin();
    await ask(phone, '5*2');
    const unreadable = 'END We could not read your request. Please dial again.';
    for (const text of ['a', '1**2', '*', '1*', `${'1*'.repeat(200)}1`, '1\u00002', '\u0007', '2*2*-5']) {
      expect(await ask(phone, text), JSON.stringify(text)).toBe(unreadable);
    }
    for (const text of ['2*2*99999999999', '2*2*0000', '2*2*1', '2*2*999999999']) {
      expect(await ask(phone, text), text).toMatch(/^END Enter a whole amount in TZS from 1.000,00 TZS to /);
    }
    expect(await ask(phone, '1*1')).toMatch(/^END That choice is not on the menu/);
    expect(await ask(phone, '2*1*2468*1')).toMatch(/^END That choice is not on the menu/);
  });

  it('ends a request with missing fields, an oversized or foreign body the same way', async () => {
    const send = (payload: string, type = 'application/x-www-form-urlencoded') =>
      app.inject({ method: 'POST', url: '/ussd', headers: { 'content-type': type }, payload });
    const cases = [
      await send(''),
      await send('sessionId=abc&text='),
      await send('phoneNumber=%2B255712345678&text='),
      await send('sessionId=abc&phoneNumber=12&text='),
      await send('sessionId=a%20b&phoneNumber=%2B255712345678&text='),
      await send(`sessionId=abc&phoneNumber=%2B255712345678&text=${'1'.repeat(100_000)}`),
      await send('{"sessionId":"abc"}', 'application/json'),
      await send('sessionId=abc', 'text/plain'),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('END Hatukuweza kusoma ombi lako. Tafadhali piga tena.');
    }
  });
});

describe('every screen', () => {
  it(`holds at most ${USSD_SCREEN_MAX} characters after its prefix, none cut to fit`, () => {
    expect(screens.length).toBeGreaterThan(50);
    for (const screen of screens) {
      expect(screen.length - 'END '.length, screen).toBeLessThanOrEqual(USSD_SCREEN_MAX);
      expect(screen.endsWith('..'), screen).toBe(false);
    }
  });
});
