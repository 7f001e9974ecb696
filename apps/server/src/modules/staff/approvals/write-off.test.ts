import { Code } from '@tz-loan/contract/platform/envelope';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../../db/schema/loan.ts';
import { ledgerEntries } from '../../../db/schema/repayment.ts';
import { testLifecycle } from '../../../test/loan-orders.ts';
import { paidOutLoan } from '../../../test/ops-repayments.ts';
import { addDesk, DESK, opsCall } from '../../../test/staff.ts';
import { createTestApp, get, post } from '../../../test/test-app.ts';

// PRODUCT.md §18: writing off what a loan owes is proposed by one finance member and written only when
// a second, different one approves: one 'write_off' ledger row, the loan closed, nothing owed after.
const { fatuma: FATUMA, george: GEORGE, hamisi: HAMISI, ibrahim: AGENT, julius: CREDIT } = DESK;
/** Demo mode's own member, who acts alone. */
const DEMO = 'demo-member-token-0123456789abcdef';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({
    OPS_TOKEN: DEMO,
    AUTO_APPROVE_AFTER_SECONDS: 'off',
    AUTO_PAYOUT_AFTER_SECONDS: 'off',
  });
  await addDesk(app.db);
});
afterAll(() => app.close());

const ops = (token: string, method: 'GET' | 'POST', path: string, body?: object) =>
  opsCall(app, token, method, path, body);

const ledgerOf = (orderId: number) =>
  app.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
const writeOffsOf = async (orderId: number) =>
  (await ledgerOf(orderId)).filter((entry) => entry.kind === 'write_off');
/** What the order owes today, as staff read it (owedOf), and what its plan adds up to. */
const owedNow = async (orderId: number) => {
  const money = await ops(GEORGE, 'GET', `/orders/${orderId}/money`);
  const plan = money.body.data.plan as { amount: number }[];
  const ledger = money.body.data.ledger as { kind: string; amount: number }[];
  return {
    owed: money.body.data.owed as number,
    planned: plan.reduce((sum, row) => sum + row.amount, 0),
    penalty: ledger.filter((row) => row.kind === 'penalty').reduce((sum, row) => sum + row.amount, 0),
  };
};

/** A loan paid out and overdue, so its penalty has accrued. */
const overdueLoan = async () => {
  const loan = await paidOutLoan(app, { productId: 2 });
  await testLifecycle(app.db).shift(loan.orderId, 40, 'ops:test');
  return loan;
};

describe('a write-off, four eyes', () => {
  it('is proposed without moving anything; the proposer cannot approve; a second member writes it once', async () => {
    const { orderId, session } = await overdueLoan();
    const owed = await owedNow(orderId);
    // Overdue: the penalty has accrued on top of the plan.
    expect(owed.penalty).toBeGreaterThan(0);

    const proposed = await ops(FATUMA, 'POST', `/orders/${orderId}/write-off`, {
      reason: '  Borrower died  ',
    });
    expect(proposed.body).toMatchObject({
      code: 0,
      data: { actor: 'ops:fatuma', amount: owed.owed, toStatus: 180, approvalId: expect.any(Number) },
    });
    const approvalId = proposed.body.data.approvalId as number;
    expect(await writeOffsOf(orderId)).toEqual([]);
    const [open] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(open?.closedAt).toBeNull();

    // Proposing again answers the same proposal.
    const twice = await ops(GEORGE, 'POST', `/orders/${orderId}/write-off`, { reason: 'again' });
    expect(twice.body.data.approvalId).toBe(approvalId);
    const listed = await ops(GEORGE, 'GET', '/approvals');
    expect(listed.body.data.approvals).toContainEqual(
      expect.objectContaining({ id: approvalId, kind: 'write-off', detail: { reason: 'Borrower died' } }),
    );

    const own = await ops(FATUMA, 'POST', `/approvals/${approvalId}`, { decision: 'approve' });
    expect(own.body).toEqual({
      code: Code.forbidden,
      message: 'A second person must decide: you made this proposal',
    });
    expect(await writeOffsOf(orderId)).toEqual([]);

    const [a, b] = await Promise.all([
      ops(GEORGE, 'POST', `/approvals/${approvalId}`, { decision: 'approve' }),
      ops(HAMISI, 'POST', `/approvals/${approvalId}`, { decision: 'approve' }),
    ]);
    const answers = [a.body, b.body];
    expect(answers.filter((x) => x.code === 0)).toHaveLength(1);
    const decided = answers.find((x) => x.code === 0)?.data.approval;
    expect(decided).toMatchObject({ state: 'approved', outcome: expect.stringContaining('Written off') });

    const written = await writeOffsOf(orderId);
    expect(written).toHaveLength(1);
    expect(written[0]?.amount).toBe(owed.owed);
    expect(written[0]?.note).toContain('Borrower died');
    expect(written[0]?.note).toContain('ops:fatuma');
    expect(written[0]?.note).toContain(decided.decidedBy);
    const [closed] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(closed?.closedAt).not.toBeNull();
    const events = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.at(-1)).toMatchObject({ toStatus: 200, actor: decided.decidedBy });
    expect(events.at(-1)?.note).toContain('ops:fatuma');

    // The borrower owes nothing: the loan reads settled and nothing may be paid.
    expect((await owedNow(orderId)).owed).toBe(0);
    const details = await get(app, '/v3/loan-details/loan-details', { orderId, ...session });
    expect(details.body.data.orderStatus).toBe(200);
    expect(details.body.data.plan.every((row: { state: string }) => row.state === 'paid')).toBe(true);
    const plan = await post(app, '/v3/installment/loan-play-detail-yd', { orderId }, session);
    if (plan.body.code === 0) expect(plan.body.data.amountMax).toBe(0);
    else expect(plan.body.code).toBe(Code.conflict);
    const pay = await post(
      app,
      '/v3/loan-details/generate-vcode-yd',
      { orderId, amount: 1_000_00, bankCode: 'TZ0001', isDelay: '0', cardNo: '' },
      session,
    );
    expect(pay.body.code).not.toBe(0);
    const view = await ops(GEORGE, 'GET', `/orders?phone=${session.mobilePhone}`);
    expect(view.body.data.orders[0]).toMatchObject({ orderId, status: 200 });

    // Staff see the write-off in the order's ledger, nothing owed after it, every instalment covered.
    const money = await ops(GEORGE, 'GET', `/orders/${orderId}/money`);
    expect(money.body.data.owed).toBe(0);
    expect(money.body.data.ledger.at(-1)).toMatchObject({
      kind: 'write-off',
      amount: -owed.owed,
      balance: 0,
    });
    expect(money.body.data.plan.every((row: { state: string }) => row.state === 'paid')).toBe(true);

    // Approving an already decided proposal changes nothing.
    await ops(HAMISI, 'POST', `/approvals/${approvalId}`, { decision: 'approve' });
    expect(await writeOffsOf(orderId)).toHaveLength(1);
  });

  it('refuses an order settled meanwhile: the proposal waits again, nothing is written', async () => {
    const { orderId } = await overdueLoan();
    const proposed = await ops(FATUMA, 'POST', `/orders/${orderId}/write-off`, {
      reason: 'Cannot be reached',
    });
    const approvalId = proposed.body.data.approvalId as number;
    // Paid meanwhile: the ledger rows a payment of everything owed writes.
    const owed = await owedNow(orderId);
    await app.db
      .insert(ledgerEntries)
      .values({ orderId, kind: 'repayment', amount: owed.planned, note: 'test' });
    await app.db.insert(ledgerEntries).values({ orderId, kind: 'penalty', amount: owed.owed, note: 'test' });
    expect((await owedNow(orderId)).owed).toBe(0);

    const approved = await ops(GEORGE, 'POST', `/approvals/${approvalId}`, { decision: 'approve' });
    expect(approved.body).toMatchObject({
      code: Code.conflict,
      message: expect.stringContaining('not being repaid'),
    });
    expect(await writeOffsOf(orderId)).toEqual([]);
    const list = await ops(GEORGE, 'GET', '/approvals');
    expect(list.body.data.approvals).toContainEqual(
      expect.objectContaining({
        id: approvalId,
        state: 'pending',
        outcome: expect.stringContaining('not being repaid'),
      }),
    );
    // Proposing a settled order is refused in words.
    const again = await ops(HAMISI, 'POST', `/orders/${orderId}/write-off`, { reason: 'Again please' });
    expect(again.body).toMatchObject({
      code: Code.conflict,
      message: expect.stringContaining('not being repaid'),
    });
  });

  it('refuses what is not being repaid, unknown orders, bad reasons and the other roles', async () => {
    const { orderId } = await paidOutLoan(app);
    const before = await ledgerOf(orderId);
    expect(
      (await ops(FATUMA, 'POST', '/orders/999999999/write-off', { reason: 'Nobody' })).body,
    ).toMatchObject({
      code: Code.notFound,
      message: 'Order 999999999 does not exist',
    });
    for (const reason of ['', 'ab', 'x'.repeat(501), 'bad\u0000byte']) {
      const answer = await ops(FATUMA, 'POST', `/orders/${orderId}/write-off`, { reason });
      expect(answer.body).toMatchObject({
        code: Code.badRequest,
        message: expect.stringContaining('reason'),
      });
    }
    expect((await ops(FATUMA, 'POST', `/orders/${orderId}/write-off`, {})).body.message).toContain('reason');
    expect((await ops(AGENT, 'POST', `/orders/${orderId}/write-off`, { reason: 'Agent says' })).status).toBe(
      403,
    );
    expect(
      (await ops(CREDIT, 'POST', `/orders/${orderId}/write-off`, { reason: 'Credit says' })).status,
    ).toBe(403);
    expect(await ledgerOf(orderId)).toEqual(before);
    const pending = await ops(GEORGE, 'GET', '/approvals');
    expect(
      pending.body.data.approvals.some((p: { orderId: number; kind: string }) => p.orderId === orderId),
    ).toBe(false);
  });

  it("is written at once by demo mode's own member, who acts alone", async () => {
    const { orderId } = await overdueLoan();
    const owed = await owedNow(orderId);
    const answer = await ops(DEMO, 'POST', `/orders/${orderId}/write-off`, { reason: 'Demo write-off' });
    expect(answer.body).toMatchObject({
      code: 0,
      data: { actor: 'ops:demo', fromStatus: 180, toStatus: 200, amount: owed.owed },
    });
    expect(answer.body.data.approvalId ?? null).toBeNull();
    expect((await writeOffsOf(orderId)).map((entry) => entry.amount)).toEqual([owed.owed]);
    expect((await owedNow(orderId)).owed).toBe(0);
  });
});
