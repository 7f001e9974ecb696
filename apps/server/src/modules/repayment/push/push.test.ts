import { Code } from '@tz-loan/contract/platform/envelope';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../../db/schema/outbox.ts';
import { paymentNotifications, trades } from '../../../db/schema/repayment.ts';
import { sandboxWalletRequests } from '../../../db/schema/sandbox.ts';
import { SIGNATURE_HEADER, sign } from '../../../providers/payment/signature.ts';
import {
  entriesOf,
  generate,
  PAYMENT_SECRET,
  paidOutLoan,
  REPAY_ENV,
  tradeOf,
} from '../../../test/repayment-loans.ts';
import { createTestApp, get, post } from '../../../test/test-app.ts';
import { MOBILE_MONEY_CALLBACK_PATH } from '../../notifications/mobile-money/paths.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp(REPAY_ENV);
});
afterAll(() => app.close());

type Session = Record<string, string>;

const startPush = async (session: Session, body: Record<string, string | number>) =>
  (
    await post(
      app,
      '/v3/repay/push',
      { isDelay: '0', wallet: 'TZ0001', phone: '0741234567', ...body },
      session,
    )
  ).body;

const stateOf = async (session: Session, orderId: number, tradeNo?: string) =>
  (await get(app, '/v3/repay/push', { ...session, orderId, ...(tradeNo ? { tradeNo } : {}) })).body;

/** Waits for the push to reach `state`, as the screen does by asking. */
const until = (session: Session, orderId: number, tradeNo: string, state: string) =>
  vi.waitFor(
    async () => {
      const { data } = await stateOf(session, orderId, tradeNo);
      expect(data.push.state).toBe(state);
      return data.push;
    },
    { timeout: 10_000, interval: 50 },
  );

const answer = async (reference: string, choice: 'approve' | 'decline') =>
  (await post(app, '/dev/wallet-prompts/answer', { reference, answer: choice })).body;

const repaid = async (orderId: number) =>
  (await entriesOf(app, orderId))
    .filter((entry) => entry.kind === 'repayment')
    .reduce((sum, e) => sum + e.amount, 0);

describe('pay from my phone (PRODUCT.md §17)', () => {
  it('pushes a PIN prompt to the phone; approved, it is paid once with its receipt', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const before = await stateOf(session, orderId);
    expect(before.data).toMatchObject({ push: null, ownWallet: 'TZ0002' });
    expect(before.data.ownPhone).toMatch(/^0717 /);

    const started = await startPush(session, { orderId, amount: 5_000_00 });
    expect(started.code).toBe(0);
    expect(started.data).toMatchObject({ state: expect.stringMatching(/sending|waiting/), wallet: 'TZ0001' });
    const { tradeNo } = started.data;
    const waiting = await until(session, orderId, tradeNo, 'waiting');
    expect(waiting.message).toBe('Check your phone and enter your PIN to pay 5.000,00 TZS with M-Pesa.');

    const prompts = (await get(app, '/dev/wallet-prompts')).body.data.prompts;
    expect(prompts).toContainEqual(
      expect.objectContaining({
        reference: tradeNo,
        wallet: 'M-Pesa',
        phone: '0741 234 567',
        amount: 5_000_00,
      }),
    );
    expect((await answer(tradeNo, 'approve')).data).toEqual({ state: 'approved' });
    const paid = await until(session, orderId, tradeNo, 'paid');
    expect(paid.receipt).toMatch(/^SBXMM/);
    expect(paid.message).toContain(`Receipt ${paid.receipt}`);
    expect(await repaid(orderId)).toBe(5_000_00);

    // The same approval again, and the callback told again, change nothing.
    expect((await answer(tradeNo, 'approve')).data).toEqual({ state: 'approved' });
    const [row] = await app.db
      .select()
      .from(sandboxWalletRequests)
      .where(eq(sandboxWalletRequests.reference, tradeNo));
    const body = JSON.stringify({
      reference: tradeNo,
      kind: 'collection',
      state: 'succeeded',
      providerRef: row?.providerRef,
      amount: 5_000_00,
      account: '255741234567',
    });
    const again = await app.inject({
      method: 'POST',
      url: MOBILE_MONEY_CALLBACK_PATH,
      payload: body,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(PAYMENT_SECRET, body) },
    });
    expect(again.json()).toMatchObject({ outcome: 'duplicate' });
    expect(await repaid(orderId)).toBe(5_000_00);
  });

  it('declined on the phone, nothing is taken; the borrower may push again', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const { tradeNo } = (await startPush(session, { orderId, amount: 2_000_00 })).data;
    await until(session, orderId, tradeNo, 'waiting');
    await answer(tradeNo, 'decline');
    const declined = await until(session, orderId, tradeNo, 'declined');
    expect(declined.message).toBe('The payment was declined on the phone. Nothing was taken.');
    expect(await repaid(orderId)).toBe(0);
    const second = await startPush(session, { orderId, amount: 2_000_00 });
    expect(second.code).toBe(0);
    expect(second.data.tradeNo).not.toBe(tradeNo);
  });

  it('a prompt nobody answers times out: nothing taken, and a late approval is too late', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const { tradeNo } = (await startPush(session, { orderId, amount: 2_000_00 })).data;
    await until(session, orderId, tradeNo, 'waiting');
    await app.db
      .update(sandboxWalletRequests)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sandboxWalletRequests.reference, tradeNo));
    const timedOut = await until(session, orderId, tradeNo, 'timedOut');
    expect(timedOut.message).toBe('Nobody entered the PIN in time. Nothing was taken.');
    expect((await answer(tradeNo, 'approve')).data).toEqual({ state: 'expired' });
    expect(await repaid(orderId)).toBe(0);
  });

  it('a callback that never comes is asked for by status', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const { tradeNo } = (await startPush(session, { orderId, amount: 3_000_00 })).data;
    await until(session, orderId, tradeNo, 'waiting');
    // The wallet took the money but its callback is lost: marked as told, never posted.
    await app.db
      .update(sandboxWalletRequests)
      .set({ state: 'succeeded', calledBackAt: sql`now()` })
      .where(eq(sandboxWalletRequests.reference, tradeNo));
    expect((await stateOf(session, orderId, tradeNo)).data.push.state).toBe('waiting');
    await app.db
      .update(trades)
      .set({ createdAt: sql`now() - interval '5 minutes'` })
      .where(eq(trades.tradeNo, tradeNo));
    await app.pushPayments.sweep();
    expect((await stateOf(session, orderId, tradeNo)).data.push.state).toBe('paid');
    expect(await repaid(orderId)).toBe(3_000_00);
  });

  it('a push replaced after its hold, approved with its callback lost, is still found by status', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const { tradeNo } = (await startPush(session, { orderId, amount: 3_000_00 })).data;
    await until(session, orderId, tradeNo, 'waiting');
    // Past the hold, Pay Now replaces the push; the holder had approved it, and its callback is lost.
    await app.db
      .update(trades)
      .set({ createdAt: sql`now() - interval '5 minutes'` })
      .where(eq(trades.tradeNo, tradeNo));
    expect((await generate(app, session, { orderId, amount: 2_000_00 })).code).toBe(0);
    await app.db
      .update(sandboxWalletRequests)
      .set({ state: 'succeeded', calledBackAt: sql`now()` })
      .where(eq(sandboxWalletRequests.reference, tradeNo));
    expect((await stateOf(session, orderId, tradeNo)).data.push.state).toBe('timedOut');
    await app.pushPayments.sweep();
    expect((await stateOf(session, orderId, tradeNo)).data.push.state).toBe('paid');
    expect(await repaid(orderId)).toBe(3_000_00);
  });

  it('a replaced push the wallet declined ends as declined, and the sweep asks no more', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const { tradeNo } = (await startPush(session, { orderId, amount: 3_000_00 })).data;
    await until(session, orderId, tradeNo, 'waiting');
    await app.db
      .update(trades)
      .set({ createdAt: sql`now() - interval '5 minutes'` })
      .where(eq(trades.tradeNo, tradeNo));
    expect((await generate(app, session, { orderId, amount: 2_000_00 })).code).toBe(0);
    await app.db
      .update(sandboxWalletRequests)
      .set({ state: 'declined', calledBackAt: sql`now()` })
      .where(eq(sandboxWalletRequests.reference, tradeNo));
    await app.pushPayments.sweep();
    const trade = await tradeOf(app, tradeNo);
    expect([trade.state, trade.failReason]).toEqual(['failed', 'declined']);
    expect((await stateOf(session, orderId, tradeNo)).data.push.state).toBe('declined');
    expect(await repaid(orderId)).toBe(0);
  });

  it('refuses in words and changes nothing: a bad number, an unknown wallet, a foreign order, a second push', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const other = await paidOutLoan(app);
    const count = async () => (await app.db.select().from(trades).where(eq(trades.orderId, orderId))).length;
    const bad = await startPush(session, { orderId, amount: 2_000_00, phone: '12345' });
    expect(bad).toEqual({
      code: Code.badRequest,
      message: 'Enter a Tanzanian mobile number, like 0712 345 678',
    });
    expect((await startPush(session, { orderId, amount: 2_000_00, wallet: 'TZ9999' })).code).toBe(
      Code.badRequest,
    );
    expect((await startPush(session, { orderId: other.orderId, amount: 2_000_00 })).code).toBe(Code.notFound);
    expect((await stateOf(session, other.orderId)).data.push).toBeNull();
    expect((await startPush(session, { orderId, amount: 1 })).code).toBe(Code.badRequest);
    expect(await count()).toBe(0);

    const first = await startPush(session, { orderId, amount: 2_000_00 });
    const same = await startPush(session, { orderId, amount: 2_000_00 });
    expect(same.data.tradeNo).toBe(first.data.tradeNo);
    const another = await startPush(session, { orderId, amount: 3_000_00 });
    expect(another.code).toBe(Code.conflict);
    expect(another.message).toMatch(/^A payment is waiting for your PIN on your phone/);
    expect((await generate(app, session, { orderId, amount: 3_000_00 })).code).toBe(Code.conflict);
    expect(await count()).toBe(1);
    // Another borrower cannot read it by its trade number either.
    expect((await stateOf(other.session, other.orderId, first.data.tradeNo)).code).toBe(Code.notFound);
  });

  it('rounds to whole shillings: the cents beyond what was chosen are a credit', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const started = await startPush(session, { orderId, amount: 2_000_50 });
    expect(started.data.amount).toBe(2_001_00);
  });

  it('a twenty-fold start at once makes one push and one outbox row', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => startPush(session, { orderId, amount: 2_000_00 })),
    );
    const tradeNos = new Set(answers.filter((a) => a.code === 0).map((a) => a.data.tradeNo));
    expect(tradeNos.size).toBe(1);
    for (const a of answers) expect([0, Code.conflict]).toContain(a.code);
    const rows = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.key, [...tradeNos][0] as string));
    expect(rows).toHaveLength(1);
  });

  it('a forged, malformed or unknown callback changes nothing and is kept', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const { tradeNo } = (await startPush(session, { orderId, amount: 2_000_00 })).data;
    await until(session, orderId, tradeNo, 'waiting');
    const post = (body: string, signature: string) =>
      app.inject({
        method: 'POST',
        url: MOBILE_MONEY_CALLBACK_PATH,
        payload: body,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      });
    const forged = JSON.stringify({
      reference: tradeNo,
      kind: 'collection',
      state: 'succeeded',
      providerRef: 'X',
      amount: 2_000_00,
      account: '',
    });
    expect((await post(forged, sign('not-the-secret-0123456789abcdef', forged))).statusCode).toBe(401);
    expect((await post('{"reference":', sign(PAYMENT_SECRET, '{"reference":'))).statusCode).toBe(400);
    const unknown = forged.replace(tradeNo, 'P-NOT-OURS');
    expect((await post(unknown, sign(PAYMENT_SECRET, unknown))).json()).toMatchObject({ outcome: 'ignored' });
    expect((await stateOf(session, orderId, tradeNo)).data.push.state).toBe('waiting');
    expect(await repaid(orderId)).toBe(0);
    const kept = await app.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.tradeNo, 'P-NOT-OURS'));
    expect(kept).toHaveLength(1);
  });
});
