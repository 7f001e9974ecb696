import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowers, sessions } from '../../db/schema/auth.ts';
import { rightsRequests } from '../../db/schema/rights.ts';
import { createComplaintApp, makePhoto, saveComplaint, uploadPhoto } from '../../test/complaints.ts';
import { applicant, closeOrders, submit } from '../../test/loan-confirm.ts';
import { generate, paidOutLoan, payCode } from '../../test/repayment-loans.ts';
import { get, latestSmsCode, login, post } from '../../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await createComplaintApp({ SMS_RESEND_SECONDS: '0' }));
});
afterAll(() => app.close());

type Session = Record<string, string>;

const myData = async (session: Session) => (await get(app, '/v3/personal-center/my-data', session)).body;

/** A borrower who applied (consents), complained with a photo and has a settled loan with a payment. */
const busyBorrower = async () => {
  const { session, orderId, price } = await paidOutLoan(app);
  const trade = (await generate(app, session, { orderId, amount: price.payoff })).data;
  await payCode(app, trade.tradeNo);
  const photo = (await uploadPhoto(app, session, await makePhoto())).body.data.url as string;
  await saveComplaint(app, session, { problemImage: photo, problemDetail: 'My name is Asha Juma' });
  return { session, orderId, photo };
};

describe('my data', () => {
  it('gives the caller everything held about them, and nothing of anyone else', async () => {
    const other = await busyBorrower();
    const { session, orderId, photo } = await busyBorrower();
    const body = await myData(session);
    expect(body.code).toBe(0);
    const { profile, sections } = body.data;
    expect(profile).toMatchObject({ id: Number(session.userId), phone: session.mobilePhone });
    expect(sections.orders.map((o: { id: number }) => o.id)).toEqual([orderId]);
    expect(sections.instalments.length).toBeGreaterThan(0);
    expect(sections.ledger.length).toBeGreaterThan(0);
    expect(sections.payments).toHaveLength(1);
    expect(sections.payoutAccounts[0].accountNumber).toBe('****5678');
    expect(sections.complaints[0]).toMatchObject({
      detail: 'My name is Asha Juma',
      images: photo.split('?')[0],
    });
    expect(sections.sms.some((s: { text: string }) => s.text.includes('C20'))).toBe(true);
    expect(sections.sessions[0]).toMatchObject({ deviceId: 'test-device', active: true });
    expect(sections.devices).toEqual([expect.objectContaining({ deviceId: 'test-device' })]);
    const text = JSON.stringify(body.data);
    expect(text).not.toContain(session.sessionId);
    expect(text).not.toContain('0712345678');
    expect(text).not.toContain(other.session.mobilePhone);
    expect(text).not.toContain(`"id":${other.orderId},`);
  });

  it('lists the agreements accepted with an application', async () => {
    const session = await applicant(app, '0715300001');
    await submit(app, session);
    const { consents } = (await myData(session)).data.sections;
    expect(consents.map((c: { document: string }) => c.document)).toEqual(['1', '2']);
    expect(consents[0].textHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('downloads the same as a JSON file from a signed address with no session; a forged or altered one is not found', async () => {
    const session = await login(app, '0715300002');
    const other = await login(app, '0715300077');
    const link = (await post(app, '/v3/personal-center/my-data-link', {}, session)).body.data;
    expect(link.url).not.toContain('sessionId');
    expect(link.url).not.toContain(session.sessionId);
    const file = await app.inject({ method: 'GET', url: link.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(JSON.parse(file.body).profile.phone).toBe(session.mobilePhone);
    // Another borrower's id in a signed address: the signature no longer matches.
    const otherId = (await myData(other)).data.profile.id;
    const forged = link.url.replace(/b=\d+/, `b=${otherId}`);
    expect((await app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    const unsigned = link.url.replace(/&s=[^&]+/, '');
    expect((await app.inject({ method: 'GET', url: unsigned })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `${link.url}x` })).statusCode).toBe(404);
    const none = await app.inject({ method: 'GET', url: '/tapi/v3/personal-center/my-data.json' });
    expect(none.statusCode).toBe(404);
    // The session in the query, as the app sends it on calls, is no way in.
    const withSession = `/tapi/v3/personal-center/my-data.json?${new URLSearchParams(session)}`;
    expect((await app.inject({ method: 'GET', url: withSession })).statusCode).toBe(404);
    expect((await post(app, '/v3/personal-center/my-data-link', {}, {})).body.code).toBe(401);
    expect((await get(app, '/v3/personal-center/my-data', {})).body.code).toBe(401);
  });
});

describe('a correction request', () => {
  it('is recorded with a deadline 30 days on, in the export too', async () => {
    const session = await login(app, '0715300003');
    const { body } = await post(
      app,
      '/v3/personal-center/rights-request',
      { detail: ' My name is Asha ' },
      session,
    );
    expect(body.code).toBe(0);
    const due = new Date(body.data.dueAt).getTime();
    expect(Math.round((due - Date.now()) / 86_400_000)).toBe(30);
    const [row] = await app.db
      .select()
      .from(rightsRequests)
      .where(eq(rightsRequests.id, Number(body.data.requestId)));
    expect(row).toMatchObject({
      kind: 'correction',
      status: 'open',
      detail: 'My name is Asha',
      channel: 'app',
    });
    expect((await myData(session)).data.sections.requests).toHaveLength(1);
  });

  it('refuses an empty or overlong request with the field named', async () => {
    const session = await login(app, '0715300004');
    const empty = await post(app, '/v3/personal-center/rights-request', { detail: '  ' }, session);
    expect(empty.body).toMatchObject({ code: 400, message: 'detail is required' });
    const long = await post(app, '/v3/personal-center/rights-request', { detail: 'x'.repeat(1001) }, session);
    expect(long.body).toMatchObject({ code: 400, message: 'detail is too long' });
  });
});

describe('deleting an account', () => {
  it('is refused with the reason while a loan is open, and done once it is settled', async () => {
    const session = await applicant(app, '0715300005');
    const orderId = (await submit(app, session)).body.data.orderId;
    const refused = await post(app, '/v3/personal-center/delete-account', {}, session);
    expect(refused.body).toEqual({
      code: 409,
      message: `Your account cannot be deleted while loan ${orderId} is open. Settle it first, then ask again.`,
    });
    await closeOrders(app, Number(session.userId));
    const done = await post(app, '/v3/personal-center/delete-account', {}, { ...session, language: 'sw' });
    expect(done.body.code).toBe(0);
    const kept = done.body.data.kept as { what: string; until: string }[];
    const inSevenYears = String(new Date().getUTCFullYear() + 7);
    expect(kept[0]?.what).toContain('Mikopo yako');
    expect(kept.every((k) => k.until.startsWith(inSevenYears))).toBe(true);
    expect(done.body.data.erased.length).toBeGreaterThan(3);
  });

  it('closes the account at once: sessions end and login is refused', async () => {
    const { session } = await busyBorrower();
    const borrowerId = Number(session.userId);
    expect((await post(app, '/v3/personal-center/delete-account', {}, session)).body.code).toBe(0);
    expect(await app.db.select().from(sessions).where(eq(sessions.borrowerId, borrowerId))).toEqual([]);
    expect((await myData(session)).code).toBe(401);
    const phone = session.mobilePhone;
    await post(app, '/credit-user/send-sms-code', { phone });
    const code = await latestSmsCode(app, phone);
    const again = await post(app, '/credit-user/sms-login', { phone, code, deviceId: 'd' });
    expect(again.body.code).toBe(403);
    expect(again.body.message).toMatch(/^This account was closed on \d{4}-\d{2}-\d{2} at your request/);
    const [row] = await app.db.select().from(borrowers).where(eq(borrowers.id, borrowerId));
    expect(row).toMatchObject({ phone, language: null });
    expect(row?.closedAt).not.toBeNull();
  });

  it('frees the phone of an account with no loan: a later login is a new account', async () => {
    const session = await login(app, '0715300006');
    expect((await post(app, '/v3/personal-center/delete-account', {}, session)).body.code).toBe(0);
    const fresh = await login(app, '0715300006');
    expect(fresh.userId).not.toBe(session.userId);
  });
});

describe('the same requests from the web page, with the phone and its SMS code', () => {
  const web = (body: Record<string, string>) => post(app, '/v3/personal-center/rights-web-request', body);
  const codeFor = async (phone: string) => {
    await post(app, '/credit-user/send-sms-code', { phone });
    return latestSmsCode(app, phone);
  };

  it('records a correction for the phone’s account, with no session opened', async () => {
    const session = await login(app, '0715300010');
    const code = await codeFor('0715300010');
    const { body } = await web({ phone: '0715300010', code, kind: 'correction', detail: 'Wrong name' });
    expect(body.code).toBe(0);
    expect(body.data.closed).toBeNull();
    const [row] = await app.db
      .select()
      .from(rightsRequests)
      .where(eq(rightsRequests.id, Number(body.data.request.requestId)));
    expect(row).toMatchObject({ borrowerId: Number(session.userId), channel: 'web', detail: 'Wrong name' });
    const live = await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.borrowerId, Number(session.userId)));
    expect(live).toHaveLength(1);
  });

  it('refuses a wrong code, and a phone with no account, creating nothing', async () => {
    await login(app, '0715300011');
    const code = await codeFor('0715300011');
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await web({ phone: '0715300011', code: wrong, kind: 'deletion' });
    expect(refused.body.code).toBe(400);
    const unknown = await codeFor('0715300012');
    const none = await web({ phone: '0715300012', code: unknown, kind: 'deletion' });
    expect(none.body).toEqual({ code: 404, message: 'There is no account with this phone number' });
    expect(await app.db.select().from(borrowers).where(eq(borrowers.phone, '255715300012'))).toEqual([]);
  });

  it('closes the account as the app does, and refuses while a loan is open', async () => {
    const session = await applicant(app, '0715300013');
    await submit(app, session);
    const open = await web({ phone: '0715300013', code: await codeFor('0715300013'), kind: 'deletion' });
    expect(open.body.code).toBe(409);
    await closeOrders(app, Number(session.userId));
    const done = await web({ phone: '0715300013', code: await codeFor('0715300013'), kind: 'deletion' });
    expect(done.body.code).toBe(0);
    expect(done.body.data.closed.kept.length).toBeGreaterThan(0);
    expect((await myData(session)).code).toBe(401);
  });

  it('asks for the words of a correction before spending the code', async () => {
    await login(app, '0715300014');
    const code = await codeFor('0715300014');
    const empty = await web({ phone: '0715300014', code, kind: 'correction', detail: ' ' });
    expect(empty.body).toEqual({ code: 400, message: 'Say what is wrong and what it should say' });
    const again = await web({ phone: '0715300014', code, kind: 'correction', detail: 'My name' });
    expect(again.body.code).toBe(0);
  });
});
