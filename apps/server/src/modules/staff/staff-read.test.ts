import { OrderStatus } from '@tz-loan/contract/loan/order-status';
import { Code } from '@tz-loan/contract/platform/envelope';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints } from '../../db/schema/complaint.ts';
import { addDays, tanzaniaToday } from '../../domain/loan-status.ts';
import { saveComplaint } from '../../test/complaints.ts';
import { bindAccount, insertOrder, newBorrower, testLifecycle } from '../../test/loan-orders.ts';
import { makeDueToday, paidOutLoan, payNow, submitUtr } from '../../test/ops-repayments.ts';
import { createTestApp } from '../../test/test-app.ts';

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
    headers: { authorization: `Bearer ${TOKEN}`, 'x-ops-actor': 'alice' },
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
    const saved = await saveComplaint(app, session, { problemDetail: 'Overdue reply' });
    expect(saved.body.code).toBe('00');
    await app.db.update(complaints).set({ replyBy: '2020-01-06' }).where(eq(complaints.id, Number(saved.body.attach?.problemId ?? saved.body.data?.problemId ?? 0)));
    const after = await data('/queues');
    expect(after.ordersToDecide - before.ordersToDecide).toBe(1);
    expect(after.referencesToConfirm - before.referencesToConfirm).toBe(1);
    expect(after.complaintsOpen - before.complaintsOpen).toBe(1);
    expect(after.approvalsPending).toBe(0);

    const { references } = await data('/references');
    expect(references).toContainEqual(
      expect.objectContaining({ orderId, utr: 'UTR778899AA', amount: first, proposed: false }),
    );
  });
});
