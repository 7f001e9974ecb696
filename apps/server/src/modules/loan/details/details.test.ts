import { SERVICE_TELEPHONE } from '@tz-loan/contract/platform/constants';
import { Code } from '@tz-loan/contract/platform/envelope';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../db/schema/auth.ts';
import { products, productVersions } from '../../../db/schema/loan.ts';
import { addDays, tanzaniaToday } from '../../../domain/loan-status.ts';
import { hashToken } from '../../../shared/sessions.ts';
import { bindAccount, insertOrder, testLifecycle } from '../../../test/loan-orders.ts';
import { createTestApp, get, login, post } from '../../../test/test-app.ts';
import type { createLifecycleService } from '../lifecycle/service.ts';
import { cardPrompt, notice } from './notices.ts';

let app: FastifyInstance;
let lifecycle: ReturnType<typeof createLifecycleService>;
let phoneSeq = 0;
const OPS = 'ops:test';

beforeAll(async () => {
  app = await createTestApp({ AUTO_APPROVE_AFTER_SECONDS: 'off', AUTO_PAYOUT_AFTER_SECONDS: 'off' });
  lifecycle = testLifecycle(app.db);
});
afterAll(() => app.close());

/** A logged-in borrower with an order of `productId` moved to the wanted stored status. */
const orderAt = async (
  step: 'review' | 'rejected' | 'approved' | 'failed' | 'paid',
  { productId = 1, account = '0712345678' as string | null } = {},
) => {
  phoneSeq += 1;
  const session = await login(app, `07160${String(phoneSeq).padStart(5, '0')}`);
  const borrowerId = Number(session.userId);
  if (account) await bindAccount(app.db, borrowerId, account);
  const { id } = await insertOrder(app.db, { borrowerId, productId });
  if (step === 'rejected') await lifecycle.reject(id, OPS);
  if (step !== 'review' && step !== 'rejected') await lifecycle.approve(id, OPS);
  if (step === 'failed') await lifecycle.settlePayout(id, 'fail', OPS);
  if (step === 'paid') await lifecycle.settlePayout(id, 'auto', OPS);
  return { session, orderId: id };
};

const details = async (session: Record<string, string>, orderId: number | string) =>
  (await get(app, '/v3/loan-details/loan-details', { ...session, orderId })).body;

const row = (data: { userOrderDetail: { detail: { text: string; value: string }[] } }, text: string) =>
  data.userOrderDetail.detail.find((r) => r.text === text)?.value;

describe('loan details per status', () => {
  it('21: under review, figures and the due date to come, no prompts, no market', async () => {
    const { session, orderId } = await orderAt('review');
    const { code, data } = await details(session, orderId);
    expect(code).toBe(0);
    expect(data).toMatchObject({
      orderId: String(orderId),
      orderStatus: 21,
      noticeStatusText: 'Under review',
      productId: '1',
      productName: 'Haraka Loan',
      amount: 400_000_00,
      loanMarket: 0,
      recProducts: [],
      inside: '0',
      h5Url: '',
      isDelay: '0',
      telephone: SERVICE_TELEPHONE,
      isScore: 0,
      playeduL: '',
      reyMsg: '',
      cardNeedPop: 0,
      cardPopTitle: '',
      cardPopMsg: '',
    });
    expect(row(data, 'Loan amount')).toBe('400.000,00 TZS');
    expect(row(data, 'Total repayable')).toBe('411.972,60 TZS');
    expect(row(data, 'Due date')).toBe('91 days after the payout');
    expect(row(data, 'Account')).toBe('M-Pesa ****5678');
    expect(row(data, 'APR')).toMatch(/^\d+,\d\d%$/);
    expect(row(data, 'Apply time')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(data.plan).toEqual([
      { periodNo: 1, amount: 411_972_60, penalty: 0, dueTime: '', state: 'pending' },
    ]);
  });

  it('40: not approved, with the other products on the loan market', async () => {
    const { session, orderId } = await orderAt('rejected');
    const { data } = await details(session, orderId);
    expect(data).toMatchObject({ orderStatus: 40, noticeStatusText: 'Not approved', loanMarket: 1 });
    expect(data.recProducts.map((p: { productId: string }) => p.productId)).toEqual(['2', '3']);
  });

  it('110: approved, the money on its way to the masked account', async () => {
    const { session, orderId } = await orderAt('approved');
    const { data } = await details(session, orderId);
    expect(data).toMatchObject({
      orderStatus: 110,
      noticeStatusText: 'Approved',
      noticeDesText: 'Your money is on its way to M-Pesa ****5678.',
      cardNeedPop: 0,
    });
    expect(JSON.stringify(data)).not.toContain('0712345678');
  });

  it('151: the bank-card prompt names the masked account and asks to change it', async () => {
    const { session, orderId } = await orderAt('failed', { account: '0712345000' });
    const { data } = await details(session, orderId);
    expect(data).toMatchObject({
      orderStatus: 151,
      noticeStatusText: 'Payout failed',
      cardNeedPop: 1,
      cardPopTitle: 'Payout failed',
      cardPopMsg:
        'We could not send your loan to M-Pesa ****5000. Please change your payout account so we can try again.',
    });
  });

  it('170: repaying, next payment and date, the rating dialog until the borrower rates', async () => {
    const { session, orderId } = await orderAt('paid', { productId: 2 });
    const { data } = await details(session, orderId);
    const first = addDays(tanzaniaToday(new Date()), 30);
    expect(data).toMatchObject({ orderStatus: 170, noticeStatusText: 'Repaying', isScore: 1, isDelay: '0' });
    expect(data.noticeDesText).toMatch(new RegExp(`^Next payment [\\d.]+,\\d\\d TZS on ${first}\\.$`));
    expect(data.plan.map((p: { state: string }) => p.state)).toEqual([
      'unpaid',
      'unpaid',
      'unpaid',
      'unpaid',
    ]);
    expect(row(data, 'Due date 1/4')).toBe(first);
    await post(app, '/v3/loan-details/google-score', { score: 5 }, session);
    expect((await details(session, orderId)).data.isScore).toBe(0);
  });

  it('174 on the due date and through the grace days; 180 the day after; isDelay when deferral is allowed', async () => {
    const { session, orderId } = await orderAt('paid');
    await lifecycle.shift(orderId, 91, OPS);
    const due = (await details(session, orderId)).data;
    expect(due).toMatchObject({
      orderStatus: 174,
      noticeStatusText: 'Payment due',
      isDelay: '1',
      isScore: 0,
    });
    expect(due.plan[0].state).toBe('due');
    await lifecycle.shift(orderId, 3, OPS);
    expect((await details(session, orderId)).data.orderStatus).toBe(174);
    await lifecycle.shift(orderId, 1, OPS);
    const late = (await details(session, orderId)).data;
    expect(late).toMatchObject({
      orderStatus: 180,
      noticeStatusText: 'Overdue',
      isDelay: '1',
      loanMarket: 0,
    });
  });

  it('isDelay stays 0 when the product cannot be rolled over', async () => {
    // A loan reads the roll-over of the product version it was signed with.
    await app.db.update(products).set({ deferralDays: 0 }).where(eq(products.id, 3));
    await app.db.update(productVersions).set({ deferralDays: 0 }).where(eq(productVersions.productId, 3));
    const { session, orderId } = await orderAt('paid', { productId: 3 });
    await lifecycle.shift(orderId, 200, OPS);
    expect((await details(session, orderId)).data).toMatchObject({ orderStatus: 180, isDelay: '0' });
  });
});

describe('loan details: whose order', () => {
  it("answers another borrower's order exactly as an unknown one", async () => {
    const { orderId } = await orderAt('review');
    const stranger = (await orderAt('review')).session;
    const theirs = await details(stranger, orderId);
    const unknown = await details(stranger, 987654321);
    expect(theirs).toEqual({ code: Code.notFound, message: 'This order does not exist' });
    expect(unknown).toEqual(theirs);
    expect(await details(stranger, '999999999999999999')).toEqual(theirs);
  });

  it('refuses a malformed orderId naming the field, and a call without a session', async () => {
    const { session } = await orderAt('review');
    expect(await details(session, 'abc')).toEqual({
      code: Code.badRequest,
      message: 'orderId is not a valid id',
    });
    expect((await get(app, '/v3/loan-details/loan-details', { orderId: 1 })).body.code).toBe(
      Code.notLoggedIn,
    );
  });
});

describe('loan details: the session, checked inside the details statement', () => {
  const ENDED = { code: Code.notLoggedIn, message: 'Your session has ended. Please log in again' };

  it("refuses an expired or logged-out session on the borrower's own order", async () => {
    const expired = await orderAt('paid');
    await app.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(expired.session.sessionId)));
    expect(await details(expired.session, expired.orderId)).toEqual(ENDED);

    const loggedOut = await orderAt('paid');
    const { sessionId } = loggedOut.session;
    expect((await post(app, '/credit-user/logout', {}, { sessionId })).body.code).toBe(0);
    expect(await details(loggedOut.session, loggedOut.orderId)).toEqual(ENDED);
    expect(await details({ sessionId: 'not-a-session' }, loggedOut.orderId)).toEqual(ENDED);
  });

  it("refuses another borrower's userId beside the borrower's own session and order", async () => {
    const { session, orderId } = await orderAt('paid');
    const other = await orderAt('review');
    const refusal = await details({ ...session, userId: other.session.userId }, orderId);
    expect(refusal.code).toBe(Code.forbidden);
    expect(refusal.data).toBeUndefined();
    expect((await details({ ...session, userId: other.session.userId }, other.orderId)).code).toBe(
      Code.forbidden,
    );
    expect((await details({ sessionId: session.sessionId }, orderId)).code).toBe(0);
  });
});

describe('notice texts', () => {
  it.each([
    [21, 'Under review'],
    [40, 'Not approved'],
    [110, 'Approved'],
    [151, 'Payout failed'],
    [170, 'Repaying'],
    [174, 'Payment due'],
    [180, 'Overdue'],
    [200, 'Settled'],
  ])('%i reads %s, with a description', (status, title) => {
    const [text, description] = notice(
      {
        status,
        account: 'M-Pesa ****5678',
        next: { owed: 100_00, dueDate: '2025-03-10' },
        graceDays: 3,
      },
      'en',
    );
    expect(text).toBe(title);
    expect(description).not.toBe('');
  });

  it('174 tells the last day before overdue; the card prompt shows only at 151', () => {
    const [, text] = notice(
      {
        status: 174,
        account: null,
        next: { owed: 100_00, dueDate: '2025-03-10' },
        graceDays: 3,
      },
      'en',
    );
    expect(text).toBe(
      '100,00 TZS is due on 2025-03-10. Please pay by 2025-03-13 so the loan does not become overdue.',
    );
    expect(cardPrompt(170, 'M-Pesa ****5678', 'en').cardNeedPop).toBe(0);
    expect(cardPrompt(151, null, 'en')).toMatchObject({ cardNeedPop: 1, cardPopTitle: 'Payout failed' });
  });
});

describe('union error info (/riceLemonK)', () => {
  const info = (session: Record<string, string>, productId: string | number) =>
    post(app, '/service/new/union-error-info', { productId }, session);

  it('says the borrower already has a loan in progress, with the other products', async () => {
    const { session } = await orderAt('approved');
    const { body } = await info(session, 1);
    expect(body.data).toMatchObject({
      noticeMessage: 'Failed',
      errMessage: expect.stringMatching(/^You already have a loan in progress\. /),
    });
    expect(body.data.family.map((p: { productId: string }) => p.productId)).toEqual(['2', '3']);
  });

  it('says an unknown product is not available, and otherwise gives the generic reason', async () => {
    const { session } = await orderAt('rejected');
    expect((await info(session, 99)).body.data.errMessage).toBe('This product is not available');
    const generic = (await info(session, 2)).body.data;
    expect(generic.errMessage).toBe(
      'We could not open this product right now. Please try again or choose another product.',
    );
    expect(generic.family.map((p: { productId: string }) => p.productId)).toEqual(['1', '3']);
    expect((await info(session, 'x')).body).toEqual({ code: 400, message: 'productId is not a valid id' });
  });
});
