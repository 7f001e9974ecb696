import { Code } from '@tz-loan/contract/platform/envelope';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents } from '../../db/schema/loan.ts';
import { opsActions } from '../../db/schema/ops.ts';
import { addDays, tanzaniaToday } from '../../domain/loan-status.ts';
import { bindAccount, insertOrder, newBorrower } from '../../test/loan-orders.ts';
import { addStaff } from '../../test/staff.ts';
import { createTestApp, TEST_SYSTEM_ENV } from '../../test/test-app.ts';

// Through the real lifecycle service, as app.ts wires it; the demo policy is off so only ops moves orders.
const TOKEN = 'test-ops-token-0123456789abcdef';
const CAROL = 'carol-ops-token-0123456789abcdef';
const DAVE = 'dave-ops-token-0123456789abcdef';
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({
    OPS_TOKEN: TOKEN,
    AUTO_APPROVE_AFTER_SECONDS: 'off',
    AUTO_PAYOUT_AFTER_SECONDS: 'off',
  });
});
afterAll(() => app.close());

type Options = { body?: unknown; token?: string | null; actor?: string; authorization?: string };
const ops = async (method: 'GET' | 'POST', path: string, options: Options = {}) => {
  const { body, token = TOKEN, actor = 'alice' } = options;
  const headers: Record<string, string> = {};
  if (token !== null) headers.authorization = options.authorization ?? `Bearer ${token}`;
  if (actor) headers['x-ops-actor'] = actor;
  const response = await app.inject({
    method,
    url: `/tapi/ops${path}`,
    headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: response.statusCode, body: response.json() };
};

const freshOrder = async (account = true) => {
  const borrower = await newBorrower(app.db);
  if (account) await bindAccount(app.db, borrower.id);
  const order = await insertOrder(app.db, { borrowerId: borrower.id });
  return { borrower, orderId: order.id };
};

const lastAudit = async () => {
  const [row] = await app.db.select().from(opsActions).orderBy(desc(opsActions.id)).limit(1);
  return row;
};

describe('ops API authentication', () => {
  it.each([
    ['no Authorization header', { token: null }],
    ['a wrong token', { token: `${TOKEN}x` }],
    ['a shorter token', { token: 'test' }],
    ['another scheme', { authorization: `Basic ${TOKEN}` }],
  ])('answers HTTP 401 with code 401 for %s, and records nothing', async (_name, options) => {
    const before = await lastAudit();
    for (const [method, path] of [
      ['GET', '/orders'],
      ['POST', '/orders/1/approve'],
      ['GET', '/actions'],
    ] as const) {
      const answer = await ops(method, path, { body: {}, ...options });
      expect(answer).toEqual({
        status: 401,
        body: { code: Code.notLoggedIn, message: 'Ops token missing or wrong' },
      });
    }
    expect(await lastAudit()).toEqual(before);
  });

  it('names the member whose token made the call, whatever X-Ops-Actor says', async () => {
    const { orderId } = await freshOrder();
    const answer = await ops('POST', `/orders/${orderId}/approve`, { actor: 'mallory' });
    expect(answer.body).toMatchObject({ code: 0, data: { actor: 'ops:demo' } });
    expect(await lastAudit()).toMatchObject({ actor: 'ops:demo', command: 'approve' });
  });
});

describe('ops API: listing orders', () => {
  it('lists orders newest first with borrower, stored and derived status, amounts and due date', async () => {
    const { borrower, orderId } = await freshOrder();
    const { body } = await ops('GET', '/orders');
    expect(body.code).toBe(0);
    expect(body.data.orders[0]).toMatchObject({
      orderId,
      phone: borrower.phone,
      productId: 1,
      storedStatus: 21,
      status: 21,
      nextDueDate: null,
    });
    expect(body.data.orders[0].amount).toBeGreaterThan(0);
  });

  it('narrows to one borrower by phone, in local or international form', async () => {
    const { borrower, orderId } = await freshOrder();
    const local = `0${borrower.phone.slice(3)}`;
    const { body } = await ops('GET', `/orders?phone=${local}&limit=5`);
    expect(body.data.orders.map((o: { orderId: number }) => o.orderId)).toEqual([orderId]);
  });

  it.each([
    ['phone=12345', 'Tanzanian mobile number'],
    ['limit=0', 'limit must be at least 1'],
    ['limit=abc', 'limit must be a whole number'],
  ])('refuses %s with code 400', async (query, message) => {
    const { body } = await ops('GET', `/orders?${query}`);
    expect(body).toMatchObject({ code: Code.badRequest, message: expect.stringContaining(message) });
  });
});

describe('ops API: moving an order', () => {
  it('approves 21 → 110, writes the order event and the audit row with the actor', async () => {
    const { orderId } = await freshOrder();
    const { body } = await ops('POST', `/orders/${orderId}/approve`);
    expect(body).toMatchObject({
      code: 0,
      data: { orderId, actor: 'ops:demo', fromStatus: 21, toStatus: 110, order: { status: 110 } },
    });
    expect(await lastAudit()).toMatchObject({
      actor: 'ops:demo',
      command: 'approve',
      target: String(orderId),
      ok: true,
    });
    const events = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.at(-1)).toMatchObject({ fromStatus: 21, toStatus: 110, actor: 'ops:demo' });
  });

  it("refuses a step the order's status does not allow, and records the refusal", async () => {
    const { orderId } = await freshOrder();
    await ops('POST', `/orders/${orderId}/approve`);
    const { body } = await ops('POST', `/orders/${orderId}/approve`, { actor: 'bob' });
    expect(body).toEqual({
      code: Code.conflict,
      message: expect.stringContaining(`Order ${orderId} is approved, payout in progress (110)`),
    });
    expect(await lastAudit()).toMatchObject({
      actor: 'ops:demo',
      command: 'approve',
      target: String(orderId),
      ok: false,
      detail: { code: Code.conflict, message: body.message },
    });
  });

  it('rejects 21 → 40', async () => {
    const { orderId } = await freshOrder();
    const { body } = await ops('POST', `/orders/${orderId}/reject`);
    expect(body.data).toMatchObject({ fromStatus: 21, toStatus: 40 });
    expect(await lastAudit()).toMatchObject({ command: 'reject', ok: true });
  });

  it('settles a payout: --succeed → 170 with due dates, --fail → 151', async () => {
    const paid = await freshOrder();
    await ops('POST', `/orders/${paid.orderId}/approve`);
    const success = await ops('POST', `/orders/${paid.orderId}/payout`, { body: { outcome: 'succeed' } });
    expect(success.body.data).toMatchObject({ fromStatus: 110, toStatus: 170, note: expect.any(String) });
    expect(success.body.data.order.nextDueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await lastAudit()).toMatchObject({ command: 'payout', detail: { outcome: 'succeed' }, ok: true });

    const failed = await freshOrder();
    await ops('POST', `/orders/${failed.orderId}/approve`);
    const failure = await ops('POST', `/orders/${failed.orderId}/payout`, { body: { outcome: 'fail' } });
    expect(failure.body.data).toMatchObject({ fromStatus: 110, toStatus: 151 });
  });

  it('sends a payout through the wallet provider: 110 until its answer, then 170', async () => {
    const { orderId } = await freshOrder();
    await ops('POST', `/orders/${orderId}/approve`);
    const sent = await ops('POST', `/orders/${orderId}/payout`, { body: { outcome: 'send' } });
    expect(sent.body.data).toMatchObject({
      fromStatus: 110,
      toStatus: 110,
      note: expect.stringContaining(`sent to the wallet provider, reference PO${orderId}-1`),
    });
    expect(await lastAudit()).toMatchObject({ command: 'payout', detail: { outcome: 'send' }, ok: true });
    // Only the provider's answer ends it now; the sandbox wallet's comes by its callback.
    const decided = await ops('POST', `/orders/${orderId}/payout`, { body: { outcome: 'succeed' } });
    expect(decided.body.message).toContain('is with the wallet provider');
    const deadline = Date.now() + 20_000;
    let status = 110;
    while (status === 110 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await ops('GET', `/orders?limit=200`)).body.data.orders.find(
        (order: { orderId: number }) => order.orderId === orderId,
      ).status;
    }
    expect(status).toBe(170);
  });

  it('shifts dates so the order is due (174), then overdue (180), recording the days', async () => {
    const { orderId } = await freshOrder();
    await ops('POST', `/orders/${orderId}/approve`);
    const paid = await ops('POST', `/orders/${orderId}/payout`, { body: { outcome: 'succeed' } });
    const due: string = paid.body.data.order.nextDueDate;
    const today = tanzaniaToday(new Date());
    let days = 0;
    while (addDays(today, days) < due) days++;
    const first = await ops('POST', `/orders/${orderId}/shift`, { body: { days } });
    expect(first.body.data).toMatchObject({ fromStatus: 170, toStatus: 174, order: { nextDueDate: today } });
    expect(await lastAudit()).toMatchObject({ command: 'shift', detail: { days }, ok: true });
    const second = await ops('POST', `/orders/${orderId}/shift`, { body: { days: 10 } });
    expect(second.body.data).toMatchObject({ fromStatus: 174, toStatus: 180, order: { storedStatus: 170 } });
  });

  it('refuses a step on an overdue order naming the status the list shows (180), not the stored 170', async () => {
    const { orderId } = await freshOrder();
    await ops('POST', `/orders/${orderId}/approve`);
    const paid = await ops('POST', `/orders/${orderId}/payout`, { body: { outcome: 'succeed' } });
    const due: string = paid.body.data.order.nextDueDate;
    let days = 10;
    while (addDays(tanzaniaToday(new Date()), days - 10) < due) days++;
    await ops('POST', `/orders/${orderId}/shift`, { body: { days } });
    const listed = await ops('GET', '/orders?status=170&limit=5');
    expect(listed.body.data.orders).toContainEqual(expect.objectContaining({ orderId, status: 180 }));
    const { body } = await ops('POST', `/orders/${orderId}/reject`);
    expect(body).toMatchObject({
      code: Code.conflict,
      message: `Order ${orderId} is paid out and overdue (180); only an order under review (21) can be rejected`,
    });
  });

  it('answers 404 "Order <id> does not exist" for an unknown order, and records it', async () => {
    const { body } = await ops('POST', '/orders/987654321/approve');
    expect(body).toEqual({ code: Code.notFound, message: 'Order 987654321 does not exist' });
    expect(await lastAudit()).toMatchObject({ target: '987654321', ok: false, detail: { code: 404 } });
  });

  it.each([
    ['/orders/abc/approve', undefined, 'orderId is not a valid id'],
    ['/orders/1/payout', { outcome: 'maybe' }, "outcome must be 'succeed', 'fail', 'send' or 'retry'"],
    ['/orders/1/payout', {}, 'outcome'],
    ['/orders/1/shift', { days: 0 }, 'days must be at least 1'],
    ['/orders/1/shift', { days: 3651 }, 'days must be at most 3650'],
    ['/orders/1/shift', { days: 1.5 }, 'days must be a whole number'],
    ['/orders/1/shift', {}, 'days is required'],
  ])('refuses bad input on %s %j with code 400 and records it', async (path, body, message) => {
    const answer = await ops('POST', path, { body });
    expect(answer.body).toMatchObject({ code: Code.badRequest, message: expect.stringContaining(message) });
    expect(await lastAudit()).toMatchObject({ ok: false, detail: { code: Code.badRequest } });
  });
});

describe('ops API: the audit trail', () => {
  it('lists actions newest first, and narrows to one order', async () => {
    const { orderId } = await freshOrder();
    await addStaff(app.db, { username: 'carol', roles: ['credit'], token: CAROL });
    await addStaff(app.db, { username: 'dave', roles: ['credit'], token: DAVE });
    await ops('POST', `/orders/${orderId}/approve`, { token: CAROL });
    await ops('POST', `/orders/${orderId}/approve`, { token: DAVE });
    const { body } = await ops('GET', `/actions?orderId=${orderId}`);
    expect(body.data.actions).toMatchObject([
      { actor: 'ops:dave', command: 'approve', target: String(orderId), ok: false },
      { actor: 'ops:carol', command: 'approve', target: String(orderId), ok: true },
    ]);
    const limited = await ops('GET', '/actions?limit=1');
    expect(limited.body.data.actions).toHaveLength(1);
  });
});

describe('ops API per mode', () => {
  it('production refuses to start with the OPS_TOKEN of old, naming what replaced it', async () => {
    await expect(createTestApp({ ...TEST_SYSTEM_ENV, OPS_TOKEN: 'a'.repeat(40) })).rejects.toThrow(
      /OPS_TOKEN: is no longer read: staff sign in at \/staff/,
    );
  });

  it('exists in production for a member with a personal token, and for no one else', async () => {
    const production = await createTestApp(TEST_SYSTEM_ENV);
    try {
      const call = (authorization?: string) =>
        production.inject({
          method: 'GET',
          url: '/tapi/ops/orders',
          headers: authorization ? { authorization } : {},
        });
      expect((await call()).statusCode).toBe(401);
      expect((await call(`Bearer ${TOKEN}`)).statusCode).toBe(401);
      await addStaff(production.db, { username: 'fatma', roles: ['credit'], token: TOKEN });
      expect((await call(`Bearer ${TOKEN}`)).json()).toMatchObject({ code: 0, data: { orders: [] } });
    } finally {
      await production.close();
    }
  });
});
