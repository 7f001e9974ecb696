import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/loan.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { priceLoan } from '../../../domain/pricing.ts';
import {
  applicant,
  CHOICE_1,
  closeOrders,
  submit,
  submitWithKey,
  writtenFor,
} from '../../../test/loan-confirm.ts';
import { createTestApp, testDbKind } from '../../../test/test-app.ts';

const IN_PROGRESS = 'You already have a loan in progress. You can apply again when it is finished.';

let app: FastifyInstance;
let phones = 0;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('loan submit', () => {
  it('writes the order, its plan and its first event in one go', async () => {
    const session = await applicant(app, '0715200001');
    const { body } = await submit(app, session);
    expect(body.code).toBe(0);
    const { orderId } = body.data;
    expect(body.data.lendDetailsUrl).toBe(`/squidChive?orderId=${orderId}&productId=1`);
    const price = priceLoan({
      amount: 600_000_00,
      termDays: 91,
      periods: 1,
      interestRateBp: 1000,
      serviceFeeBp: 50,
      interestMethod: 'reducing',
    });
    const written = await writtenFor(app, Number(session.userId));
    expect(written.orders).toEqual([
      expect.objectContaining({
        id: Number(orderId),
        productId: 1,
        status: 21,
        amount: 600_000_00,
        termDays: 91,
        periods: 1,
        interest: price.interest,
        serviceFee: price.serviceFee,
        totalRepayable: price.totalRepayable,
        aprBp: price.aprBp,
        closedAt: null,
      }),
    ]);
    expect(written.instalments).toEqual([
      expect.objectContaining({
        periodNo: 1,
        amount: price.totalRepayable,
        dueOffsetDays: 91,
        dueDate: null,
      }),
    ]);
    expect(written.events).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 21, actor: 'borrower' }),
    ]);
  });

  it('answers a repeat of the same application with the same order', async () => {
    const session = await applicant(app, '0715200002');
    const first = await submit(app, session);
    const again = await submit(app, session);
    expect(again.body).toEqual(first.body);
    expect((await writtenFor(app, Number(session.userId))).orders).toHaveLength(1);
  });

  it('refuses a different application while one is unfinished, and allows it once finished', async () => {
    const session = await applicant(app, '0715200003');
    const first = (await submit(app, session)).body;
    expect(first.code).toBe(0);
    for (const other of [
      { ...CHOICE_1, amount: '50000000' },
      { productId: '3', amount: '50000000', periods: '3', termUnit: '1' },
    ]) {
      // The refusal names the open loan, as the first answer did, for the app to lead the borrower there.
      expect((await submit(app, session, other)).body).toEqual({
        code: 409,
        message: IN_PROGRESS,
        data: first.data,
      });
    }
    expect((await writtenFor(app, Number(session.userId))).orders).toHaveLength(1);
    await closeOrders(app, Number(session.userId));
    expect((await submit(app, session, { ...CHOICE_1, amount: '50000000' })).body.code).toBe(0);
    expect((await writtenFor(app, Number(session.userId))).orders).toHaveLength(2);
  });

  it('names a loan past review in its refusal, writes nothing, and replays the refusal for its key', async () => {
    const session = await applicant(app, '0715200007');
    const { orderId } = (await submit(app, session)).body.data;
    const borrowerId = Number(session.userId);
    await app.db
      .update(orders)
      .set({ status: 110 })
      .where(eq(orders.id, Number(orderId)));
    const before = await writtenFor(app, borrowerId);
    const open = { orderId, lendDetailsUrl: `/squidChive?orderId=${orderId}&productId=1` };
    // The same offer again: an order past review is never the same application.
    expect((await submit(app, session)).body).toEqual({ code: 409, message: IN_PROGRESS, data: open });
    const withKey = () =>
      app.inject({
        method: 'POST',
        url: `/tapi/v3/loan-confirm/loan-detail-push-yd?${new URLSearchParams(session)}`,
        headers: {
          'X-Requested-With': 'XMLHttpRequest',
          'Idempotency-Key': 'submit-open-0001',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({
          ...CHOICE_1,
          productId: '2',
          amount: '70000000',
          periods: '4',
        }).toString(),
      });
    const refused = await withKey();
    expect(refused.json()).toEqual({ code: 409, message: IN_PROGRESS, data: open });
    const replayed = await withKey();
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(refused.json());
    expect(await writtenFor(app, borrowerId)).toEqual(before);
  });

  it.each([
    [{ amount: 'abc' }, 400, 'amount must be a whole number'],
    [{ amount: '1.5' }, 400, 'amount must be a whole number'],
    [{ amount: '-1' }, 400, 'amount must be a whole number'],
    [{ amount: '' }, 400, 'amount must be a whole number'],
    [{ amount: '39999999' }, 400, 'amount must be between 400.000,00 and 600.000,00 TZS'],
    [{ amount: '60000001' }, 400, 'amount must be between 400.000,00 and 600.000,00 TZS'],
    [{ periods: '2' }, 400, 'periods must be 1 for this product'],
    [{ periods: 'x' }, 400, 'periods must be a whole number'],
    [{ termUnit: '2' }, 400, 'termUnit must be at most 1'],
    [{ termUnit: '0' }, 400, 'termUnit must be at least 1'],
    [{ productId: '0' }, 400, 'productId is not a valid id'],
    [{ productId: 'x' }, 400, 'productId is not a valid id'],
    [{ productId: '99' }, 404, 'This product is not available'],
  ])('refuses %j with a clear message and writes nothing', async (change, code, message) => {
    const session = await applicant(app, `07153${String(++phones).padStart(5, '0')}`);
    const { body } = await submit(app, session, { ...CHOICE_1, ...change });
    expect(body).toEqual({ code, message });
    expect((await writtenFor(app, Number(session.userId))).orders).toEqual([]);
  });

  it("recognises this database's unique violation of the one-open-order index", async () => {
    const session = await applicant(app, '0715200006');
    const row = { borrowerId: Number(session.userId), productId: 1, amount: 600_000_00, status: 21 };
    await app.db.insert(orders).values(row);
    const error = await app.db
      .transaction((tx) => tx.insert(orders).values(row))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });

  it('is refused without a session', async () => {
    expect((await submit(app, { userId: '', sessionId: '' })).body.code).toBe(401);
  });

  it.runIf(testDbKind === 'postgres')(
    'PostgreSQL only (real concurrency): 20 concurrent submits without a key make one order',
    async () => {
      const session = await applicant(app, '0715200004');
      const answers = await Promise.all(Array.from({ length: 20 }, () => submit(app, session)));
      const ids = new Set(answers.map((a) => a.body.data?.orderId));
      expect(answers.every((a) => a.body.code === 0)).toBe(true);
      expect(ids.size).toBe(1);
      const written = await writtenFor(app, Number(session.userId));
      expect(written.orders).toHaveLength(1);
      expect(written.events).toHaveLength(1);
    },
  );

  it.runIf(testDbKind === 'postgres')(
    'PostgreSQL only (real concurrency): 20 concurrent submits with one Idempotency-Key make one order',
    async () => {
      const session = await applicant(app, '0715200005');
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => submitWithKey(app, session, 'submit-key-0001')),
      );
      expect(new Set(answers.map((a) => a.data?.orderId)).size).toBe(1);
      expect(answers.every((a) => a.code === 0)).toBe(true);
      expect((await writtenFor(app, Number(session.userId))).orders).toHaveLength(1);
    },
  );
});
