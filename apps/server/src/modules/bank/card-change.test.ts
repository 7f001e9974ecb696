import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../db/schema/loan.ts';
import { accountRows, bankBody, mobileMoneyBody } from '../../test/bank-forms.ts';
import { createTestApp, login, post } from '../../test/test-app.ts';

let app: FastifyInstance;
// The demo policy stays off: the orders here move only by the calls under test.
beforeAll(async () => {
  app = await createTestApp({ AUTO_APPROVE_AFTER_SECONDS: 'off', AUTO_PAYOUT_AFTER_SECONDS: 'off' });
});
afterAll(() => app.close());

const insertOrder = async (userId: string, status: number) => {
  const [row] = await app.db
    .insert(orders)
    .values({ borrowerId: Number(userId), productId: 1, amount: 500_000_00, status })
    .returning({ id: orders.id });
  if (!row) throw new Error('no order');
  return row.id;
};
let phones = 0;
const newBorrower = () => login(app, `0719${String(++phones).padStart(6, '0')}`);
const statusOf = async (orderId: number) =>
  (await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;

const cardChange = (
  session: Record<string, string>,
  orderId: number | string | undefined,
  body = bankBody(),
) => post(app, '/yours/cardChange', body, { ...session, orderId });

describe('cardChange', () => {
  it('changes the account of an order whose payout failed and puts the order back to 110', async () => {
    const session = await newBorrower();
    await post(app, '/v3/certify/save-bank-info', mobileMoneyBody(), session);
    const orderId = await insertOrder(session.userId, 151);
    const { body } = await cardChange(session, orderId);
    expect(body).toEqual({
      code: 0,
      message: 'success',
      data: {
        account: { cardType: '2', bankCode: 'TZB002', bankName: 'NMB Bank', cardNo: '****6789' },
        orderId: String(orderId),
        orderStatus: 110,
      },
    });
    expect(JSON.stringify(body)).not.toContain('123456789');
    expect(await statusOf(orderId)).toBe(110);
    const rows = await accountRows(app, session.userId);
    const current = rows.filter((r) => r.replacedAt === null);
    expect(current.map((r) => r.accountNumber)).toEqual(['123456789']);
    expect(rows).toHaveLength(2);
    const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.payoutAccountId).toBe(current[0]?.id);
    const events = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actor])).toEqual([[151, 110, 'borrower']]);
  });

  it('binds a first account too, when the borrower had none', async () => {
    const session = await newBorrower();
    const orderId = await insertOrder(session.userId, 151);
    expect((await cardChange(session, orderId, mobileMoneyBody())).body.data.orderStatus).toBe(110);
    expect(await accountRows(app, session.userId)).toHaveLength(1);
  });

  it.each([
    ['no orderId', undefined],
    ['an empty orderId', ''],
    ['an orderId that is not a number', 'abc'],
    ['a zero orderId', '0'],
  ])('is refused with %s, and saves nothing', async (_name, orderId) => {
    const session = await newBorrower();
    const { body } = await cardChange(session, orderId);
    expect(body).toMatchObject({ code: 400, message: 'orderId is required' });
    expect(await accountRows(app, session.userId)).toHaveLength(0);
  });

  it("answers another borrower's order as one that does not exist, and saves nothing", async () => {
    const owner = await newBorrower();
    const intruder = await newBorrower();
    const orderId = await insertOrder(owner.userId, 151);
    const theirs = await cardChange(intruder, orderId);
    const unknown = await cardChange(intruder, 99_999_999);
    expect(theirs.body).toEqual({ code: 404, message: 'This order does not exist' });
    expect(unknown.body).toEqual(theirs.body);
    expect(await accountRows(app, intruder.userId)).toHaveLength(0);
    expect(await statusOf(orderId)).toBe(151);
  });

  it.each([21, 110, 170])('refuses an order at %i and keeps the account as it was', async (status) => {
    const session = await newBorrower();
    await post(app, '/v3/certify/save-bank-info', mobileMoneyBody(), session);
    const orderId = await insertOrder(session.userId, status);
    const { body } = await cardChange(session, orderId);
    expect(body.code).toBe(409);
    expect(body.message).toMatch(/payout has not failed/);
    expect(await statusOf(orderId)).toBe(status);
    const rows = await accountRows(app, session.userId);
    expect(rows.map((r) => [r.accountNumber, r.replacedAt])).toEqual([['0712345678', null]]);
  });

  it('validates the body like save-bank-info, before anything moves', async () => {
    const session = await newBorrower();
    const orderId = await insertOrder(session.userId, 151);
    const extra = await cardChange(session, orderId, bankBody({ orderStatus: '110' }));
    expect(extra.body).toEqual({ code: 400, message: 'Unknown field: orderStatus' });
    const mismatch = await cardChange(session, orderId, bankBody({ confirmCardNo: '123456780' }));
    expect(mismatch.body.message).toBe('Repeat account number: does not match the account number');
    expect(await statusOf(orderId)).toBe(151);
    expect(await accountRows(app, session.userId)).toHaveLength(0);
  });

  it('a repeat after success changes nothing more: the order is no longer at 151', async () => {
    const session = await newBorrower();
    const orderId = await insertOrder(session.userId, 151);
    expect((await cardChange(session, orderId)).body.code).toBe(0);
    expect((await cardChange(session, orderId)).body.code).toBe(409);
    expect(await accountRows(app, session.userId)).toHaveLength(1);
    const events = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events).toHaveLength(1);
  });
});
