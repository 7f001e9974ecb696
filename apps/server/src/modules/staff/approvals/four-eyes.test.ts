import { Code } from '@tz-loan/contract/platform/envelope';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutAccounts } from '../../../db/schema/bank.ts';
import { orderEvents, orders } from '../../../db/schema/loan.ts';
import { opsActions } from '../../../db/schema/ops.ts';
import { ledgerEntries } from '../../../db/schema/repayment.ts';
import { staffApprovals } from '../../../db/schema/staff.ts';
import { bindAccount, insertOrder, newBorrower } from '../../../test/loan-orders.ts';
import { paidOutLoan, payNow, submitUtr } from '../../../test/ops-repayments.ts';
import { addDesk, DESK, opsCall } from '../../../test/staff.ts';
import { createTestApp } from '../../../test/test-app.ts';

// PRODUCT.md §18: confirming a payment reference and saying a payout was made by hand are proposed by
// one member and take effect only when another, different member with the role approves.
const { fatuma: FATUMA, george: GEORGE, hamisi: HAMISI, ibrahim: AGENT, julius: CREDIT } = DESK;

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ AUTO_APPROVE_AFTER_SECONDS: 'off', AUTO_PAYOUT_AFTER_SECONDS: 'off' });
  await addDesk(app.db);
});
afterAll(() => app.close());

const ops = (token: string, method: 'GET' | 'POST', path: string, body?: object) =>
  opsCall(app, token, method, path, body);

const repaidOf = async (orderId: number) =>
  (await app.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId)))
    .filter((entry) => entry.kind === 'repayment')
    .reduce((sum, entry) => sum + entry.amount, 0);

describe('four eyes on a payment reference', () => {
  const submitted = async (utr: string) => {
    const loan = await paidOutLoan(app, { productId: 2 });
    const trade = await payNow(app, loan.session, loan.orderId, 5_000_00);
    await submitUtr(app, loan.session, loan.orderId, utr);
    return { ...loan, trade };
  };

  it('a proposal pays nothing; the proposer cannot approve it; a second member does, once', async () => {
    const { orderId, trade } = await submitted('FOUREYES01');
    const before = await repaidOf(orderId);
    const proposed = await ops(FATUMA, 'POST', `/orders/${orderId}/utr`, {
      utr: 'foureyes01',
      decision: 'confirm',
    });
    expect(proposed.body).toMatchObject({
      code: 0,
      data: { state: 'proposed', applied: 0, amount: trade.amount, actor: 'ops:fatuma' },
    });
    const approvalId = proposed.body.data.approvalId as number;
    expect(await repaidOf(orderId)).toBe(before);
    // Proposing again answers the same proposal.
    const twice = await ops(GEORGE, 'POST', `/orders/${orderId}/utr`, {
      utr: 'FOUREYES01',
      decision: 'confirm',
    });
    expect(twice.body.data.approvalId).toBe(approvalId);

    const references = await ops(GEORGE, 'GET', '/references');
    expect(references.body.data.references).toContainEqual(
      expect.objectContaining({ orderId, utr: 'FOUREYES01', amount: trade.amount, proposed: true }),
    );

    const own = await ops(FATUMA, 'POST', `/approvals/${approvalId}`, { decision: 'approve' });
    expect(own.body).toEqual({
      code: Code.forbidden,
      message: 'A second person must decide: you made this proposal',
    });
    const agent = await ops(AGENT, 'POST', `/approvals/${approvalId}`, { decision: 'approve' });
    expect(agent.status).toBe(403);
    expect(await repaidOf(orderId)).toBe(before);

    // Two approvers at once: one decides, the money enters the ledger once.
    const [a, b] = await Promise.all([
      ops(GEORGE, 'POST', `/approvals/${approvalId}`, { decision: 'approve' }),
      ops(HAMISI, 'POST', `/approvals/${approvalId}`, { decision: 'approve' }),
    ]);
    const answers = [a.body, b.body];
    expect(answers.filter((x) => x.code === 0)).toHaveLength(1);
    expect(answers.find((x) => x.code !== 0)).toMatchObject({ code: Code.conflict });
    const decided = answers.find((x) => x.code === 0)?.data.approval;
    expect(decided).toMatchObject({
      state: 'approved',
      proposedBy: 'ops:fatuma',
      outcome: expect.stringContaining('confirmed'),
    });
    expect(['ops:george', 'ops:hamisi']).toContain(decided.decidedBy);
    expect(await repaidOf(orderId)).toBe(before + trade.amount);

    const trail = await app.db.select().from(opsActions).where(eq(opsActions.command, 'utr'));
    expect(trail.some((row) => row.actor === 'ops:fatuma' && row.ok)).toBe(true);
    const decisions = await app.db.select().from(opsActions).where(eq(opsActions.command, 'decide'));
    expect(decisions.some((row) => row.actor === decided.decidedBy && row.ok)).toBe(true);
  });

  it('a rejected proposal pays nothing, and the reference can be proposed again', async () => {
    const { orderId } = await submitted('FOUREYES02');
    const before = await repaidOf(orderId);
    const proposed = await ops(FATUMA, 'POST', `/orders/${orderId}/utr`, {
      utr: 'FOUREYES02',
      decision: 'confirm',
    });
    const rejected = await ops(GEORGE, 'POST', `/approvals/${proposed.body.data.approvalId}`, {
      decision: 'reject',
    });
    expect(rejected.body.data.approval).toMatchObject({ state: 'rejected', decidedBy: 'ops:george' });
    expect(await repaidOf(orderId)).toBe(before);
    const again = await ops(GEORGE, 'POST', `/orders/${orderId}/utr`, {
      utr: 'FOUREYES02',
      decision: 'confirm',
    });
    expect(again.body.data.approvalId).not.toBe(proposed.body.data.approvalId);
  });

  it('refuses to propose a reference never sent for the order, and proposes nothing', async () => {
    const { orderId } = await submitted('FOUREYES03');
    const answer = await ops(FATUMA, 'POST', `/orders/${orderId}/utr`, {
      utr: 'NEVERSENT1',
      decision: 'confirm',
    });
    expect(answer.body).toMatchObject({ code: Code.notFound });
    const list = await ops(GEORGE, 'GET', '/approvals');
    expect(
      list.body.data.approvals.some((p: { detail: { utr?: string } }) => p.detail.utr === 'NEVERSENT1'),
    ).toBe(false);
  });
});

describe('four eyes on a payout made by hand', () => {
  it('the order stays at 110 until a second member approves; then it is paid out (170)', async () => {
    const borrower = await newBorrower(app.db);
    await bindAccount(app.db, borrower.id);
    const order = await insertOrder(app.db, { borrowerId: borrower.id });
    expect((await ops(CREDIT, 'POST', `/orders/${order.id}/approve`)).body.data.toStatus).toBe(110);
    const proposed = await ops(FATUMA, 'POST', `/orders/${order.id}/payout`, { outcome: 'succeed' });
    expect(proposed.body.data).toMatchObject({
      fromStatus: 110,
      toStatus: 110,
      approvalId: expect.any(Number),
    });
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe(110);
    const approved = await ops(GEORGE, 'POST', `/approvals/${proposed.body.data.approvalId}`, {
      decision: 'approve',
    });
    expect(approved.body).toMatchObject({ code: 0, data: { approval: { state: 'approved' } } });
    const [after] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after?.status).toBe(170);
  });
});

describe('a failed payout retried by staff', () => {
  it('151 goes back to 110 for the account the borrower holds now; anywhere else it is refused', async () => {
    const borrower = await newBorrower(app.db);
    await bindAccount(app.db, borrower.id);
    const order = await insertOrder(app.db, { borrowerId: borrower.id });
    expect(
      (await ops(FATUMA, 'POST', `/orders/${order.id}/payout`, { outcome: 'retry' })).body,
    ).toMatchObject({
      code: Code.conflict,
    });
    await ops(CREDIT, 'POST', `/orders/${order.id}/approve`);
    expect(
      (await ops(FATUMA, 'POST', `/orders/${order.id}/payout`, { outcome: 'fail' })).body.data.toStatus,
    ).toBe(151);
    const retried = await ops(FATUMA, 'POST', `/orders/${order.id}/payout`, { outcome: 'retry' });
    expect(retried.body.data).toMatchObject({
      fromStatus: 151,
      toStatus: 110,
      note: expect.stringContaining('retried'),
    });
    expect((await ops(AGENT, 'POST', `/orders/${order.id}/payout`, { outcome: 'retry' })).status).toBe(403);
  });
});

describe('four eyes on a failed payout sent to another account', () => {
  const failedPayout = async () => {
    const borrower = await newBorrower(app.db);
    await bindAccount(app.db, borrower.id, '0712345678');
    const order = await insertOrder(app.db, { borrowerId: borrower.id });
    await ops(CREDIT, 'POST', `/orders/${order.id}/approve`);
    await ops(FATUMA, 'POST', `/orders/${order.id}/payout`, { outcome: 'fail' });
    return { borrower, order };
  };
  const mixx = {
    cardType: '1',
    bankCode: 'TZ0002',
    holderName: 'Asha Mrisho',
    accountNumber: '0687654321',
  };
  const currentAccountOf = async (borrowerId: number) =>
    (await app.db.select().from(payoutAccounts).where(eq(payoutAccounts.borrowerId, borrowerId))).find(
      (account) => account.replacedAt === null,
    );

  it('the account staff entered binds nothing until a second member approves; then the payout goes back to 110 for it', async () => {
    const { borrower, order } = await failedPayout();
    const proposed = await ops(FATUMA, 'POST', `/orders/${order.id}/payout-account`, mixx);
    expect(proposed.body).toMatchObject({
      code: 0,
      data: { fromStatus: 151, toStatus: 151, approvalId: expect.any(Number), actor: 'ops:fatuma' },
    });
    expect(proposed.body.data.note).toContain('Mixx by Yas ****4321');
    expect((await currentAccountOf(borrower.id))?.accountNumber).toBe('0712345678');
    const approvalId = proposed.body.data.approvalId as number;
    const own = await ops(FATUMA, 'POST', `/approvals/${approvalId}`, { decision: 'approve' });
    expect(own.body.code).toBe(Code.forbidden);

    const [a, b] = await Promise.all([
      ops(GEORGE, 'POST', `/approvals/${approvalId}`, { decision: 'approve' }),
      ops(HAMISI, 'POST', `/approvals/${approvalId}`, { decision: 'approve' }),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual([0, Code.conflict].sort());
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    const account = await currentAccountOf(borrower.id);
    expect(account).toMatchObject({
      accountNumber: '0687654321',
      bankCode: 'TZ0002',
      userName: 'Asha Mrisho',
    });
    expect(row).toMatchObject({ status: 110, payoutAccountId: account?.id });
    const decided = [a.body, b.body].find((x) => x.code === 0)?.data.approval;
    expect(decided).toMatchObject({
      proposedBy: 'ops:fatuma',
      outcome: expect.stringContaining('changed by staff'),
    });
  });

  it('an account the bank form would refuse is refused in its words, and nothing is proposed', async () => {
    const { order } = await failedPayout();
    const bad = await ops(FATUMA, 'POST', `/orders/${order.id}/payout-account`, {
      ...mixx,
      accountNumber: '12\u0000',
    });
    expect(bad.body.code).not.toBe(0);
    expect(bad.status).toBeLessThan(500);
    const list = await ops(GEORGE, 'GET', '/approvals');
    expect(list.body.data.approvals.some((p: { orderId: number }) => p.orderId === order.id)).toBe(false);
  });

  it('an order whose payout has not failed is refused; an agent may not propose', async () => {
    const borrower = await newBorrower(app.db);
    await bindAccount(app.db, borrower.id);
    const order = await insertOrder(app.db, { borrowerId: borrower.id });
    const answer = await ops(FATUMA, 'POST', `/orders/${order.id}/payout-account`, mixx);
    expect(answer.body).toMatchObject({ code: Code.conflict });
    expect((await ops(AGENT, 'POST', `/orders/${order.id}/payout-account`, mixx)).status).toBe(403);
  });
});

describe('an approval whose action was interrupted (the server stopped after the decision)', () => {
  it('waits for a decision again after a while; approved again, its action runs once; it cannot be rejected', async () => {
    const borrower = await newBorrower(app.db);
    await bindAccount(app.db, borrower.id);
    const order = await insertOrder(app.db, { borrowerId: borrower.id });
    await ops(CREDIT, 'POST', `/orders/${order.id}/approve`);
    const proposed = await ops(FATUMA, 'POST', `/orders/${order.id}/payout`, { outcome: 'succeed' });
    const approvalId = proposed.body.data.approvalId as number;
    // What a kill between the decision and the action leaves: approved, in progress, nothing done.
    const interrupt = (minutesAgo: number) =>
      app.db
        .update(staffApprovals)
        .set({
          state: 'approved',
          decidedBy: 'ops:george',
          decidedAt: new Date(Date.now() - minutesAgo * 60_000),
          outcome: 'in progress',
        })
        .where(eq(staffApprovals.id, approvalId));
    const waitingIds = async () =>
      (await ops(HAMISI, 'GET', '/approvals')).body.data.approvals.map((a: { id: number }) => a.id);

    await interrupt(0);
    expect(await waitingIds()).not.toContain(approvalId);
    expect((await ops(HAMISI, 'POST', `/approvals/${approvalId}`, { decision: 'approve' })).body.code).toBe(
      Code.conflict,
    );

    await interrupt(3);
    expect(await waitingIds()).toContain(approvalId);
    const listed = (await ops(HAMISI, 'GET', '/approvals')).body.data.approvals.find(
      (a: { id: number }) => a.id === approvalId,
    );
    expect(listed).toMatchObject({ interrupted: true });
    expect((await ops(HAMISI, 'POST', `/approvals/${approvalId}`, { decision: 'reject' })).body.code).toBe(
      Code.conflict,
    );
    expect((await ops(FATUMA, 'POST', `/approvals/${approvalId}`, { decision: 'approve' })).body.code).toBe(
      Code.forbidden,
    );
    const [a, b] = await Promise.all([
      ops(HAMISI, 'POST', `/approvals/${approvalId}`, { decision: 'approve' }),
      ops(GEORGE, 'POST', `/approvals/${approvalId}`, { decision: 'approve' }),
    ]);
    expect([a.body.code, b.body.code].filter((code) => code === 0)).toHaveLength(1);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe(170);
    const paidOut = (await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).filter(
      (event) => event.toStatus === 170,
    );
    expect(paidOut).toHaveLength(1);
  });
});
