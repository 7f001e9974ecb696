import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { trades } from '../../db/schema/repayment.ts';
import { sandboxWalletRequests } from '../../db/schema/sandbox.ts';
import { tanzaniaToday } from '../../domain/loan-status.ts';
import { bindAccount, insertOrder, newBorrower, orderRow, testLifecycle } from '../../test/loan-orders.ts';
import { PAYMENT_SECRET, paidOutLoan, REPAY_ENV } from '../../test/repayment-loans.ts';
import { createTestApp, get, post } from '../../test/test-app.ts';

const TOKEN = 'test-ops-token-0123456789abcdef';
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ ...REPAY_ENV, OPS_TOKEN: TOKEN });
});
afterAll(() => app.close());

const reconcileDay = async (date?: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/tapi/ops/reconcile${date ? `?date=${date}` : ''}`,
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  return response.json();
};

/** A push of `amount` on a new loan, waiting on the phone. */
const waitingPush = async (amount: number) => {
  const { session, orderId } = await paidOutLoan(app);
  const started = await post(
    app,
    '/v3/repay/push',
    { orderId, amount, isDelay: '0', wallet: 'TZ0001', phone: '0741234567' },
    session,
  );
  const tradeNo = started.body.data.tradeNo as string;
  await vi.waitFor(async () => {
    const { body } = await get(app, '/v3/repay/push', { ...session, orderId, tradeNo });
    expect(body.data.push.state).toBe('waiting');
  });
  return { tradeNo, orderId, session };
};

const setWallet = (reference: string, state: string) =>
  app.db
    .update(sandboxWalletRequests)
    .set({ state, calledBackAt: sql`now()` })
    .where(eq(sandboxWalletRequests.reference, reference));

describe('the daily reconciliation (npm run ops -- reconcile)', () => {
  it("names every difference between the wallet's record and the ledger, and moves nothing", async () => {
    const today = tanzaniaToday(new Date());
    const clean = await waitingPush(2_000_00);
    await post(app, '/dev/wallet-prompts/answer', { reference: clean.tradeNo, answer: 'approve' });
    await vi.waitFor(async () => {
      const [trade] = await app.db.select().from(trades).where(eq(trades.tradeNo, clean.tradeNo));
      expect(trade?.state).toBe('paid');
    });
    const lost = await waitingPush(3_000_00);
    await setWallet(lost.tradeNo, 'succeeded');
    const open = await waitingPush(4_000_00);
    const report = await reconcileDay(today);
    expect(report.code).toBe(0);
    expect(report.data).toMatchObject({ date: today, provider: 'sandbox' });
    expect(report.data.checked).toBeGreaterThanOrEqual(3);
    const byRef = Object.fromEntries(
      report.data.differences.map((d: { reference: string; problem: string }) => [d.reference, d.problem]),
    );
    expect(byRef[clean.tradeNo]).toBeUndefined();
    expect(byRef[lost.tradeNo]).toBe('missing-in-ledger');
    expect(byRef[open.tradeNo]).toBe('still-pending');
    // It reports; the lost payment is still not in the ledger.
    const [lostTrade] = await app.db.select().from(trades).where(eq(trades.tradeNo, lost.tradeNo));
    expect(lostTrade?.state).toBe('open');

    // The wallet reversing a payment the ledger holds is named too.
    await setWallet(clean.tradeNo, 'declined');
    const after = await reconcileDay(today);
    expect(after.data.differences).toContainEqual(
      expect.objectContaining({
        reference: clean.tradeNo,
        problem: 'not-at-provider',
        ours: 'paid 2.000,00 TZS',
      }),
    );
    expect((await reconcileDay('2020-01-01')).data).toMatchObject({ checked: 0, differences: [] });
  });

  it('refuses a date that is not one, and answers staff only', async () => {
    expect((await reconcileDay('2026-13-45')).code).not.toBe(0);
    expect((await reconcileDay('yesterday')).message).toMatch(/date must be YYYY-MM-DD/);
    const anonymous = await app.inject({ method: 'GET', url: '/tapi/ops/reconcile' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the reconciliation of payouts', () => {
  let payoutApp: FastifyInstance;
  beforeAll(async () => {
    // The demo policy pays out at once, through the sandbox wallet's disbursement.
    payoutApp = await createTestApp({
      OPS_TOKEN: TOKEN,
      AUTO_APPROVE_AFTER_SECONDS: 'off',
      AUTO_PAYOUT_AFTER_SECONDS: '0',
      PAYMENT_SECRET,
    });
  });
  afterAll(() => payoutApp.close());

  it('a payout the wallet made matches; one the wallet reverses is named', async () => {
    const borrower = await newBorrower(payoutApp.db);
    await bindAccount(payoutApp.db, borrower.id, '0712345678');
    const { id } = await insertOrder(payoutApp.db, { borrowerId: borrower.id });
    await testLifecycle(payoutApp.db).approve(id, 'ops:test');
    await vi.waitFor(async () => expect((await orderRow(payoutApp.db, id)).status).toBe(170), {
      timeout: 20_000,
    });
    const today = tanzaniaToday(new Date());
    const ask = async () =>
      (
        await payoutApp.inject({
          method: 'GET',
          url: `/tapi/ops/reconcile?date=${today}`,
          headers: { authorization: `Bearer ${TOKEN}` },
        })
      ).json();
    const clean = await ask();
    expect(clean.data.checked).toBeGreaterThanOrEqual(1);
    expect(clean.data.differences).toEqual([]);
    await payoutApp.db
      .update(sandboxWalletRequests)
      .set({ state: 'declined' })
      .where(eq(sandboxWalletRequests.reference, `PO${id}-1`));
    expect((await ask()).data.differences).toEqual([
      expect.objectContaining({ reference: `PO${id}-1`, kind: 'disbursement', problem: 'not-at-provider' }),
    ]);
  });
});
