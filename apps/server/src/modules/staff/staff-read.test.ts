import { OrderStatus } from '@tz-loan/contract/loan/order-status';
import { Code } from '@tz-loan/contract/platform/envelope';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints } from '../../db/schema/complaint.ts';
import { promotionRegistrations, promotionTemplates } from '../../db/schema/promotion.ts';
import { rightsRequests } from '../../db/schema/rights.ts';
import { DEMO_PROMOTION_TEMPLATES } from '../../db/seed.ts';
import { addDays, tanzaniaToday } from '../../domain/loan-status.ts';
import { saveComplaint } from '../../test/complaints.ts';
import { bindAccount, insertOrder, newBorrower, testLifecycle } from '../../test/loan-orders.ts';
import { makeDueToday, paidOutLoan, payNow, submitUtr } from '../../test/ops-repayments.ts';
import { post as borrowerPost, createTestApp } from '../../test/test-app.ts';

// The staff's read side through the app as app.ts wires it, on orders in several states.
const TOKEN = 'test-ops-token-0123456789abcdef';
const OPS = 'ops:test';
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({
    OPS_TOKEN: TOKEN,
    AUTO_APPROVE_AFTER_SECONDS: 'off',
    AUTO_PAYOUT_AFTER_SECONDS: 'off',
  });
});
afterAll(() => app.close());

const get = async (path: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/tapi/ops${path}`,
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  return { status: response.statusCode, body: response.json() };
};
const data = async (path: string) => {
  const { status, body } = await get(path);
  expect(status).toBe(200);
  expect(body.code, body.message).toBe(0);
  return body.data;
};

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** Moves the loan so its first instalment fell due `late` days ago. */
const lateBy = async (orderId: number, late: number) => {
  const lifecycle = testLifecycle(app.db);
  const { nextDueDate } = await lifecycle.orderForOps(orderId);
  if (!nextDueDate) throw new Error('nothing due');
  await lifecycle.shift(orderId, daysBetween(tanzaniaToday(new Date()), nextDueDate) + late, OPS);
};

const underReview = async () => {
  const borrower = await newBorrower(app.db);
  await bindAccount(app.db, borrower.id);
  return (await insertOrder(app.db, { borrowerId: borrower.id })).id;
};

describe('opsQueues and opsReferences', () => {
  it('counts orders to decide, failed payouts, references, open and overdue complaints', async () => {
    const before = await data('/queues');
    await underReview();
    const { session, orderId, price } = await paidOutLoan(app, { productId: 2 });
    await makeDueToday(app, orderId);
    const first = price.instalments[0]?.amount ?? 0;
    await payNow(app, session, orderId, first);
    await submitUtr(app, session, orderId, 'UTR778899AA');
    const asked = await borrowerPost(
      app,
      '/v3/personal-center/rights-request',
      { detail: 'Wrong name' },
      session,
    );
    await app.db
      .update(rightsRequests)
      .set({ dueAt: new Date('2020-01-06T00:00:00Z') })
      .where(eq(rightsRequests.id, Number(asked.body.data.requestId)));
    const saved = await saveComplaint(app, session, { problemDetail: 'Overdue reply' });
    expect(saved.body.code).toBe('00');
    await app.db
      .update(complaints)
      .set({ replyBy: '2020-01-06' })
      .where(eq(complaints.borrowerId, Number(session.userId)));
    const after = await data('/queues');
    expect(after.ordersToDecide - before.ordersToDecide).toBe(1);
    expect(after.referencesToConfirm - before.referencesToConfirm).toBe(1);
    expect(after.complaintsOpen - before.complaintsOpen).toBe(1);
    expect(after.complaintsOverdue - before.complaintsOverdue).toBe(1);
    expect(after.approvalsPending).toBe(0);
    expect(after.rightsOpen - before.rightsOpen).toBe(1);
    expect(after.rightsOverdue - before.rightsOverdue).toBe(1);

    const { references } = await data('/references');
    expect(references).toContainEqual(
      expect.objectContaining({ orderId, utr: 'UTR778899AA', amount: first, proposed: false }),
    );
  });
});

const post = async (path: string, body: Record<string, unknown>) => {
  const response = await app.inject({
    method: 'POST',
    url: `/tapi/ops${path}`,
    headers: { authorization: `Bearer ${TOKEN}` },
    payload: body,
  });
  return response.json();
};

type LedgerRow = { kind: string; amount: number; balance: number };

describe('opsOrderMoney', () => {
  it('answers a late, part-paid loan: plan, a running balance ending at what is owed, payments', async () => {
    const { session, orderId, price } = await paidOutLoan(app, { productId: 2 });
    await lateBy(orderId, 12);
    const first = price.instalments[0]?.amount ?? 0;
    const trade = await payNow(app, session, orderId, first);
    expect((await post(`/pay-codes/${trade.payCode}/pay`, { amount: trade.amount })).code).toBe(0);
    await testLifecycle(app.db).shift(orderId, 5, OPS);
    const money = await data(`/orders/${orderId}/money`);
    const ledger: LedgerRow[] = money.ledger;
    // On the reducing balance interest is charged as it runs, not at the payout.
    expect(ledger.slice(0, 3).map((row) => row.kind)).toEqual(['payout', 'fee', 'interest']);
    expect(ledger[1]?.balance).toBe(price.amount + price.serviceFee);
    expect(ledger.some((row) => row.kind === 'penalty' && row.amount > 0)).toBe(true);
    expect(ledger.some((row) => row.kind === 'payment' && row.amount < 0)).toBe(true);
    let running = 0;
    for (const row of ledger) {
      running += row.amount;
      expect(row.balance).toBe(running);
    }
    expect(running).toBe(money.owed);
    expect(money.owed).toBeGreaterThan(price.amount + price.serviceFee - trade.amount);
    expect(money.plan).toHaveLength(4);
    expect(money.plan[0]).toMatchObject({ period: 1, paid: expect.any(Number) });
    expect(money.payments).toContainEqual(
      expect.objectContaining({
        way: 'pay-code',
        amount: trade.amount,
        state: 'received',
        payCode: trade.payCode,
      }),
    );
  });

  it('answers an order under review with nothing owed, no ledger and no dates yet', async () => {
    const orderId = await underReview();
    const money = await data(`/orders/${orderId}/money`);
    expect(money).toMatchObject({ orderId, owed: 0, ledger: [], payments: [] });
    expect(money.plan[0]).toMatchObject({ dueDate: null, state: 'pending' });
  });

  it('refuses a missing order with 404 and a bad id with 400', async () => {
    expect((await get('/orders/999999999/money')).body.code).toBe(Code.notFound);
    for (const id of ['abc', '0', '%00']) {
      const { status, body } = await get(`/orders/${id}/money`);
      expect(status).toBeLessThan(500);
      expect(body.code).toBe(Code.badRequest);
    }
  });
});

describe('opsBorrower', () => {
  it("tells a borrower's story: orders with the status seen and what is owed, SMS, complaints, logins", async () => {
    const { session, orderId, phone } = await paidOutLoan(app, { productId: 1 });
    await saveComplaint(app, session, { problemDetail: 'Where is my money' });
    const story = await data(`/borrower?phone=${encodeURIComponent(phone ?? '')}`);
    const money = await data(`/orders/${orderId}/money`);
    expect(story.orders).toEqual([
      expect.objectContaining({ orderId, status: OrderStatus.repaying, owed: money.owed }),
    ]);
    expect(story.complaints).toHaveLength(1);
    expect(story.complaints[0].reference).toMatch(/^C\d{4}-\d{6}$/);
    expect(story.logins.length).toBeGreaterThan(0);
    expect(story.logins[0]).toMatchObject({ device: expect.any(String), address: null });
    expect(story.devices).toHaveLength(1);
    expect(story.sms.length).toBeGreaterThan(0);
    // A login code is never shown to staff.
    for (const sms of story.sms) expect(sms.text).not.toMatch(/\b\d{4,6}\b.*code|code.*\b\d{4,6}\b/i);
  });

  it('refuses a bad phone with 400 and an unknown one with 404', async () => {
    for (const phone of ['12', 'abc', '%00', '']) {
      const { status, body } = await get(`/borrower?phone=${phone}`);
      expect(status).toBeLessThan(500);
      expect(body.code).toBe(Code.badRequest);
    }
    expect((await get('/borrower?phone=0799999990')).body.code).toBe(Code.notFound);
  });
});

describe('opsFigures', () => {
  it('refuses from after to, more than 366 days, bad dates and NUL with a clear 400', async () => {
    const cases = [
      ['from=2026-03-02&to=2026-03-01', 'from must be on or before to'],
      ['from=2025-01-01&to=2026-02-04', 'at most 366 days'],
      ['from=2026-02-30&to=2026-03-01', 'real days'],
      ['from=2026-01-01%00&to=2026-03-01', ''],
      ['from=2026-01-01', ''],
    ] as const;
    for (const [query, words] of cases) {
      const { status, body } = await get(`/figures?${query}`);
      expect(status).toBeLessThan(500);
      expect(body.code, query).toBe(Code.badRequest);
      expect(body.message).toContain(words);
    }
    expect((await data('/figures?from=2024-01-01&to=2024-12-31')).days).toHaveLength(366);
  });

  it("counts today's applications, approvals, payouts and payments, and the arrears by days late", async () => {
    const today = tanzaniaToday(new Date());
    const period = `/figures?from=${addDays(today, -1)}&to=${today}`;
    const before = await data(period);
    const loans = [];
    for (const late of [10, 45, 75, 120]) {
      const loan = await paidOutLoan(app, { productId: 1 });
      await lateBy(loan.orderId, late);
      loans.push(loan);
    }
    const [paying] = loans;
    const trade = await payNow(app, paying?.session ?? {}, paying?.orderId ?? 0, 1_000_00);
    expect((await post(`/pay-codes/${trade.payCode}/pay`, { amount: trade.amount })).code).toBe(0);
    const after = await data(period);
    expect(after.days.map((d: { date: string }) => d.date)).toEqual([addDays(today, -1), today]);
    const delta = (key: string) => after.days[1][key] - before.days[1][key];
    expect(delta('applications')).toBe(4);
    expect(delta('approvals')).toBe(4);
    expect(delta('disbursed')).toBe(loans.reduce((sum, loan) => sum + loan.price.amount, 0));
    expect(delta('collected')).toBe(trade.amount);
    const owed = await Promise.all(
      loans.map(async (loan) => (await data(`/orders/${loan.orderId}/money`)).owed),
    );
    after.arrears.forEach((bucket: { bucket: string; orders: number; amount: number }, i: number) => {
      expect(bucket.bucket).toBe(['1-30', '31-60', '61-90', '90+'][i]);
      expect(bucket.orders - before.arrears[i].orders).toBe(1);
      expect(bucket.amount - before.arrears[i].amount).toBe(owed[i]);
    });
  });

  it('narrows every figure to the borrowers a promotion template brought, with templateId', async () => {
    const today = tanzaniaToday(new Date());
    const templateId = 700_000 + (process.pid % 100_000);
    const [template] = DEMO_PROMOTION_TEMPLATES;
    if (!template) throw new Error('no demo template');
    await app.db
      .insert(promotionTemplates)
      .values({ ...template, id: templateId })
      .onConflictDoNothing();
    const period = `/figures?from=${today}&to=${today}&templateId=${templateId}`;
    const before = await data(period);
    const brought = await paidOutLoan(app, { productId: 1 });
    await paidOutLoan(app, { productId: 1 });
    await lateBy(brought.orderId, 40);
    await app.db.insert(promotionRegistrations).values({
      borrowerId: Number(brought.session.userId),
      templateId,
      userFrom: 'test',
      appFrom: 'test',
      utmTag: 'test',
      inviteCode: '',
      userName: '',
      appName: '',
      merchantNumber: '',
    });
    const after = await data(period);
    expect(after.days[0].applications - before.days[0].applications).toBe(1);
    expect(after.days[0].disbursed - before.days[0].disbursed).toBe(brought.price.amount);
    expect(after.arrears[1].orders - before.arrears[1].orders).toBe(1);
    expect(after.arrears[0].orders).toBe(before.arrears[0].orders);
  });

  it('counts complaints per type with the median hours to reply', async () => {
    const today = tanzaniaToday(new Date());
    const { session } = await paidOutLoan(app);
    await saveComplaint(app, session, { problemDetail: 'First' });
    await saveComplaint(app, session, { problemDetail: 'Second', problemType: 3 });
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const mine = await app.db
      .select()
      .from(complaints)
      .where(eq(complaints.borrowerId, Number(session.userId)));
    for (const [i, row] of mine.entries()) {
      await app.db
        .update(complaints)
        .set({ createdAt: hoursAgo(10 + i), status: 'replied', repliedAt: hoursAgo(i), reply: 'Done' })
        .where(eq(complaints.id, row.id));
    }
    const { complaints: types } = await data(`/figures?from=${addDays(today, -1)}&to=${today}`);
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) {
      expect(type).toMatchObject({ type: expect.any(String), count: expect.any(Number) });
      if (type.medianReplyHours !== null) expect(type.medianReplyHours).toBeGreaterThan(0);
    }
  });
});

describe('opsOrders: status and cursor', () => {
  it('lists one stored status page by page with before', async () => {
    const ids = [await underReview(), await underReview(), await underReview()].sort((a, b) => b - a);
    const first = (await data('/orders?status=21&limit=2')).orders;
    expect(first).toHaveLength(2);
    for (const order of first) expect(order.storedStatus).toBe(21);
    expect(first[0].orderId).toBe(ids[0]);
    expect(first[0].orderId).toBeGreaterThan(first[1].orderId);
    const next = (await data(`/orders?status=21&limit=2&before=${first[1].orderId}`)).orders;
    expect(next[0].orderId).toBe(ids[2]);
    for (const order of next) expect(order.orderId).toBeLessThan(first[1].orderId);
  });

  it('refuses a status that is never stored and a bad cursor with 400', async () => {
    for (const query of ['status=174', 'status=abc', 'before=0', 'before=%00', 'status=21%00']) {
      const { status, body } = await get(`/orders?${query}`);
      expect(status).toBeLessThan(500);
      expect(body.code, query).toBe(Code.badRequest);
    }
  });
});

describe('opsComplaints: q and the overdue first', () => {
  it('finds a complaint by its reference as quoted, or by phone; open ones come oldest promise first', async () => {
    const { session, phone } = await paidOutLoan(app);
    await saveComplaint(app, session, { problemDetail: 'Quoted' });
    const [row] = await app.db
      .select()
      .from(complaints)
      .where(eq(complaints.borrowerId, Number(session.userId)));
    if (!row) throw new Error('no complaint');
    const quoted = ` ${row.reference.toLowerCase().replace(/-0+/, '-')} `;
    const byReference = (await data(`/complaints?q=${encodeURIComponent(quoted)}`)).complaints;
    expect(byReference.map((c: { problemId: number }) => c.problemId)).toEqual([row.id]);
    const byPhone = (await data(`/complaints?q=${encodeURIComponent(phone ?? '')}`)).complaints;
    expect(byPhone.map((c: { problemId: number }) => c.problemId)).toEqual([row.id]);
    await app.db.update(complaints).set({ replyBy: '2019-01-01' }).where(eq(complaints.id, row.id));
    const open = (await data('/complaints?open=1&limit=200')).complaints;
    expect(open[0].problemId).toBe(row.id);
    const dates = open.map((c: { replyBy: string }) => c.replyBy);
    expect([...dates].sort()).toEqual(dates);
  });

  it('refuses a q that is neither a reference nor a phone, and NUL, with 400', async () => {
    for (const q of ['hello', '%00', 'C2026-%00']) {
      const { status, body } = await get(`/complaints?q=${q}`);
      expect(status).toBeLessThan(500);
      expect(body.code, q).toBe(Code.badRequest);
    }
  });
});
