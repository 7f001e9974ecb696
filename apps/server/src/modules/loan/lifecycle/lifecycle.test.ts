import { Code } from '@tz-loan/contract/platform/envelope';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payouts } from '../../../db/schema/loan.ts';
import { addDays, tanzaniaToday } from '../../../domain/loan-status.ts';
import {
  bindAccount,
  eventsOf,
  insertOrder,
  newBorrower,
  orderRow,
  testLifecycle,
} from '../../../test/loan-orders.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { createLifecycleService } from './service.ts';

let app: FastifyInstance;
let lifecycle: ReturnType<typeof createLifecycleService>;
const OPS = 'ops:amina';

beforeAll(async () => {
  app = await createTestApp({ AUTO_APPROVE_AFTER_SECONDS: 'off', AUTO_PAYOUT_AFTER_SECONDS: 'off' });
  lifecycle = testLifecycle(app.db);
});
afterAll(() => app.close());

/** A borrower with a bound account and an order at 21. */
const freshOrder = async (accountNumber: string | null = '0712345678', productId = 1) => {
  const borrower = await newBorrower(app.db);
  if (accountNumber) await bindAccount(app.db, borrower.id, accountNumber);
  const order = await insertOrder(app.db, { borrowerId: borrower.id, productId });
  return { borrower, orderId: order.id, price: order.price };
};

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: { code: number; message: string }) => ({ code: error.code, message: error.message }),
  );

describe('approve and reject (underwriting)', () => {
  it('approves an order under review: 21 → 110, decided, recorded with the actor', async () => {
    const { orderId } = await freshOrder();
    expect(await lifecycle.approve(orderId, OPS)).toMatchObject({ orderId, fromStatus: 21, status: 110 });
    const row = await orderRow(app.db, orderId);
    expect(row.status).toBe(110);
    expect(row.decidedAt).toBeInstanceOf(Date);
    expect((await eventsOf(app.db, orderId)).at(-1)).toMatchObject({
      fromStatus: 21,
      toStatus: 110,
      actor: OPS,
    });
  });

  it('refuses a second approval, and records only one', async () => {
    const { orderId } = await freshOrder();
    await lifecycle.approve(orderId, OPS);
    expect(await refusal(lifecycle.approve(orderId, OPS))).toEqual({
      code: Code.conflict,
      message: `Order ${orderId} is approved, payout in progress (110); only an order under review (21) can be approved`,
    });
    expect((await eventsOf(app.db, orderId)).filter((e) => e.toStatus === 110)).toHaveLength(1);
  });

  it('refuses an order that does not exist', async () => {
    expect(await refusal(lifecycle.approve(987654321, OPS))).toEqual({
      code: Code.notFound,
      message: 'This order does not exist',
    });
  });

  it('rejects: 21 → 40 and closes the order, so the borrower can apply again', async () => {
    const { borrower, orderId } = await freshOrder();
    // While the order is open the borrower's one open slot is taken.
    await expect(insertOrder(app.db, { borrowerId: borrower.id })).rejects.toThrow();
    await lifecycle.reject(orderId, OPS);
    const row = await orderRow(app.db, orderId);
    expect(row).toMatchObject({ status: 40 });
    expect(row.closedAt).toBeInstanceOf(Date);
    const again = await insertOrder(app.db, { borrowerId: borrower.id });
    expect((await orderRow(app.db, again.id)).status).toBe(21);
    expect(await refusal(lifecycle.reject(orderId, OPS))).toMatchObject({ code: Code.conflict });
  });
});

describe('payout', () => {
  it('refuses a payout of an order still under review', async () => {
    const { orderId } = await freshOrder();
    expect(await refusal(lifecycle.settlePayout(orderId, 'auto', OPS))).toEqual({
      code: Code.conflict,
      message: `Order ${orderId} is under review (21); only an order approved, payout in progress (110) can be paid out`,
    });
  });

  it('pays out by the sandbox rule: 110 → 170, due dates from today in Tanzania, a payout row', async () => {
    const { orderId, price } = await freshOrder('0712345678', 2);
    await lifecycle.approve(orderId, OPS);
    const result = await lifecycle.settlePayout(orderId, 'auto', 'system');
    expect(result).toMatchObject({
      status: 170,
      note: expect.stringMatching(/^Paid out to M-Pesa \*\*\*\*5678/),
    });
    const row = await orderRow(app.db, orderId);
    expect(row.disbursedAt).toBeInstanceOf(Date);
    const today = tanzaniaToday(new Date());
    const plan = await lifecycle.orderForOps(orderId);
    expect(plan.plan.map((i) => i.dueDate)).toEqual(
      price.instalments.map((i) => addDays(today, i.dueOffsetDays)),
    );
    expect(plan.payouts).toEqual([expect.objectContaining({ outcome: 'succeeded', actor: 'system' })]);
    expect(plan.status).toBe(170);
  });

  it.each([
    ['an account number ending in 000', '0712345000', 'The provider rejected the account'],
    ['no account bound', null, 'No payout account is bound'],
  ])('fails with %s: 110 → 151 with the reason', async (_case, account, reason) => {
    const { orderId } = await freshOrder(account);
    await lifecycle.approve(orderId, OPS);
    expect(await lifecycle.settlePayout(orderId, 'auto', 'system')).toMatchObject({ status: 151 });
    const [payout] = await app.db.select().from(payouts).where(eq(payouts.orderId, orderId));
    expect(payout).toMatchObject({ outcome: 'failed', reason });
    expect((await orderRow(app.db, orderId)).disbursedAt).toBeNull();
  });

  it('lets ops force the outcome, and refuses a forced success with no account', async () => {
    const failed = await freshOrder();
    await lifecycle.approve(failed.orderId, OPS);
    expect(await lifecycle.settlePayout(failed.orderId, 'fail', OPS)).toMatchObject({ status: 151 });
    const forced = await freshOrder('0712345000');
    await lifecycle.approve(forced.orderId, OPS);
    expect(await lifecycle.settlePayout(forced.orderId, 'succeed', OPS)).toMatchObject({ status: 170 });
    const none = await freshOrder(null);
    await lifecycle.approve(none.orderId, OPS);
    expect(await refusal(lifecycle.settlePayout(none.orderId, 'succeed', OPS))).toMatchObject({
      code: Code.conflict,
    });
    expect((await orderRow(app.db, none.orderId)).status).toBe(110);
  });
});

describe('shift (demo dates)', () => {
  it('moves the payout and every due date N days into the past, recorded', async () => {
    const { orderId } = await freshOrder();
    await lifecycle.approve(orderId, OPS);
    await lifecycle.settlePayout(orderId, 'auto', OPS);
    const before = await lifecycle.orderForOps(orderId);
    const disbursed = (await orderRow(app.db, orderId)).disbursedAt as Date;
    await lifecycle.shift(orderId, 91, OPS);
    const after = await lifecycle.orderForOps(orderId);
    expect(after.plan.map((i) => i.dueDate)).toEqual(
      before.plan.map((i) => addDays(i.dueDate as string, -91)),
    );
    const moved = (await orderRow(app.db, orderId)).disbursedAt as Date;
    expect(disbursed.getTime() - moved.getTime()).toBe(91 * 86_400_000);
    expect(after.status).toBe(174);
    expect(after.events.at(-1)).toMatchObject({
      actor: OPS,
      note: 'Payout and due dates moved 91 days into the past',
    });
    await lifecycle.shift(orderId, 4, OPS);
    expect((await lifecycle.orderForOps(orderId)).status).toBe(180);
  });

  it('refuses an order not paid out, and a number of days out of range', async () => {
    const { orderId } = await freshOrder();
    expect(await refusal(lifecycle.shift(orderId, 5, OPS))).toMatchObject({ code: Code.conflict });
    for (const days of [0, -1, 1.5, 3651]) {
      expect(await refusal(lifecycle.shift(orderId, days, OPS))).toEqual({
        code: Code.badRequest,
        message: 'days must be a whole number from 1 to 3650',
      });
    }
  });
});

describe('retryPayout (cardChange)', () => {
  const retry = (borrowerId: number, orderId: number, accountId: number) =>
    app.db.transaction((tx) => lifecycle.retryPayout(borrowerId, orderId, accountId, tx));

  it('moves the caller’s failed order back to 110 with the new account', async () => {
    const { borrower, orderId } = await freshOrder('0712345000');
    await lifecycle.approve(orderId, OPS);
    await lifecycle.settlePayout(orderId, 'auto', 'system');
    const account = await bindAccount(app.db, (await newBorrower(app.db)).id, '0799999999');
    expect(await retry(borrower.id, orderId, account.id)).toMatchObject({ orderId, status: 110 });
    expect(await orderRow(app.db, orderId)).toMatchObject({ status: 110, payoutAccountId: account.id });
    expect((await eventsOf(app.db, orderId)).at(-1)).toMatchObject({ fromStatus: 151, actor: 'borrower' });
  });

  it('refuses another borrower’s order exactly as an unknown one, and an order whose payout has not failed', async () => {
    const { borrower, orderId } = await freshOrder();
    const stranger = await newBorrower(app.db);
    expect(await refusal(retry(stranger.id, orderId, 1))).toEqual({
      code: Code.notFound,
      message: 'This order does not exist',
    });
    expect(await refusal(retry(stranger.id, 987654321, 1))).toEqual({
      code: Code.notFound,
      message: 'This order does not exist',
    });
    expect(await refusal(retry(borrower.id, orderId, 1))).toEqual({
      code: Code.conflict,
      message: "This order's payout has not failed; its account cannot be changed here",
    });
  });
});

describe('ops views', () => {
  it('lists orders with borrower, product, stored and derived status, and the next due date', async () => {
    const { borrower, orderId } = await freshOrder();
    await lifecycle.approve(orderId, OPS);
    await lifecycle.settlePayout(orderId, 'auto', OPS);
    await lifecycle.shift(orderId, 100, OPS);
    const list = await lifecycle.listOrders({ phone: `+${borrower.phone}`, limit: 10 });
    expect(list).toEqual([
      expect.objectContaining({
        id: orderId,
        phone: borrower.phone,
        productName: 'Haraka Loan',
        storedStatus: 170,
        status: 180,
        nextDueDate: addDays(tanzaniaToday(new Date()), 91 - 100),
      }),
    ]);
    expect((await lifecycle.listOrders({ limit: 500 })).length).toBeGreaterThan(1);
  });

  it('refuses a phone that is not a phone, a limit out of range and an unknown order', async () => {
    expect(await refusal(lifecycle.listOrders({ phone: 'abc', limit: 5 }))).toMatchObject({ code: 400 });
    expect(await refusal(lifecycle.listOrders({ limit: 0 }))).toMatchObject({ code: 400 });
    expect(await refusal(lifecycle.orderForOps(987654321))).toMatchObject({ code: 404 });
  });

  it('leaves every order it touched with an event per change', async () => {
    const { orderId } = await freshOrder();
    await lifecycle.approve(orderId, OPS);
    await lifecycle.settlePayout(orderId, 'fail', OPS);
    const events = await eventsOf(app.db, orderId);
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, 21],
      [21, 110],
      [110, 151],
    ]);
    expect(await app.db.select().from(orders).where(eq(orders.id, orderId))).toHaveLength(1);
  });
});
