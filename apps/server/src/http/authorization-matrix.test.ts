import { Code } from '@tz-loan/contract/platform/envelope';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowers } from '../db/schema/auth.ts';
import { payoutAccounts } from '../db/schema/bank.ts';
import { orders } from '../db/schema/loan.ts';
import { ledgerEntries, trades, utrSubmissions } from '../db/schema/repayment.ts';
import { generate, paidOutLoan, REPAY_ENV } from '../test/repayment-loans.ts';
import { createTestApp, get, post } from '../test/test-app.ts';

// PRODUCT.md §2: every object a call names must belong to the caller, or the call fails as if it did
// not exist. Borrower B sends A's ids to every call that names an object; each answer must be the
// answer to an id that exists nowhere (a refusal, nothing told), and nothing of A's may change.

let app: FastifyInstance;
let a: Awaited<ReturnType<typeof paidOutLoan>>;
let b: Awaited<ReturnType<typeof paidOutLoan>>;
let tradeNo: string;
let utr: string;
beforeAll(async () => {
  app = await createTestApp(REPAY_ENV);
  // A: an overdue loan (it may be rolled over) with a pay code and a payment reference.
  a = await paidOutLoan(app, { productId: 1, daysAgo: 100 });
  tradeNo = (await generate(app, a.session, { orderId: a.orderId, amount: 2_000_00 })).data.tradeNo;
  utr = `MATRIX${Date.now()}`;
  const sent = await post(
    app,
    '/v3/loan-details/submit-utr',
    { orderId: a.orderId, utr, isDelay: '0' },
    a.session,
  );
  expect(sent.body.code).toBe(0);
  b = await paidOutLoan(app, { productId: 2, daysAgo: 100 });
});
afterAll(() => app.close());

const NOWHERE = { orderId: '987654321', tradeNo: 'T0NOSUCHTRADE0', utr: 'NOSUCHREF123' };
const BANK_FORM = {
  cardType: '1',
  bankCode: 'TZ0001',
  userName: 'Bora Hostile',
  cardNo: '0712345999',
  confirmCardNo: '0712345999',
};

type Ids = { orderId: string; tradeNo: string; utr: string };
/** Every call that names an object, as B calls it with `ids`: its status and body. */
const MATRIX: [string, (ids: Ids) => Promise<{ status: number; body: unknown }>][] = [
  [
    'loan details',
    (ids) => get(app, '/v3/loan-details/loan-details', { ...b.session, orderId: ids.orderId }),
  ],
  [
    'repayment plan',
    (ids) => post(app, '/v3/installment/loan-play-detail-yd', { orderId: ids.orderId }, b.session),
  ],
  [
    'roll-over detail',
    (ids) => post(app, '/v3/loan-details/delay-detail-yd', { orderId: ids.orderId }, b.session),
  ],
  [
    'Pay Now',
    async (ids) => ({
      status: 200,
      body: await generate(app, b.session, { orderId: ids.orderId, amount: 2_000_00 }),
    }),
  ],
  [
    'Pay Now, roll-over',
    async (ids) => ({
      status: 200,
      body: await generate(app, b.session, { orderId: ids.orderId, amount: 2_000_00, isDelay: '1' }),
    }),
  ],
  [
    "payment reference, A's reference",
    (ids) =>
      post(
        app,
        '/v3/loan-details/submit-utr',
        { orderId: ids.orderId, utr: ids.utr, isDelay: '0' },
        b.session,
      ),
  ],
  [
    'payment reference, a new reference',
    (ids) =>
      post(
        app,
        '/v3/loan-details/submit-utr',
        { orderId: ids.orderId, utr: 'BRANDNEW999', isDelay: '0' },
        b.session,
      ),
  ],
  [
    'repayment code by order',
    (ids) => get(app, '/v3/loan-details/repayment-code', { ...b.session, orderId: ids.orderId }),
  ],
  [
    'repayment code by trade',
    (ids) => get(app, '/v3/loan-details/repayment-code', { ...b.session, tradeNo: ids.tradeNo }),
  ],
  [
    'app rating',
    (ids) => post(app, '/v3/loan-details/google-score', { score: 5, orderId: ids.orderId }, b.session),
  ],
  [
    'contract address',
    (ids) =>
      get(app, '/v3/contract/contract-jump', {
        ...b.session,
        productId: 1,
        position: 1,
        orderId: ids.orderId,
      }),
  ],
  [
    'contract page',
    async (ids) => {
      const query = new URLSearchParams({
        ...b.session,
        productId: '1',
        position: '1',
        orderId: ids.orderId,
      });
      const page = await app.inject({ method: 'GET', url: `/tapi/v3/contract/view?${query}` });
      return { status: page.statusCode, body: page.body };
    },
  ],
  [
    'contract address (older screen)',
    (ids) =>
      get(app, '/gopia/goya/misunderstood', {
        ...b.session,
        productId: 1,
        position: 1,
        orderId: ids.orderId,
      }),
  ],
  [
    'submit retry (older screen)',
    (ids) =>
      post(
        app,
        '/gopia/goya/depush',
        { productId: 2, amount: 70_000_000, periods: 4, unit: 1, orderId: ids.orderId },
        b.session,
      ),
  ],
  [
    'change the payout account of an order',
    (ids) => post(app, '/yours/cardChange', BANK_FORM, { ...b.session, orderId: ids.orderId }),
  ],
];

const snapshotOfA = async () => ({
  order: await app.db.select().from(orders).where(eq(orders.id, a.orderId)),
  trades: await app.db.select().from(trades).where(eq(trades.orderId, a.orderId)),
  references: await app.db.select().from(utrSubmissions).where(eq(utrSubmissions.orderId, a.orderId)),
  ledger: await app.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, a.orderId)),
  accounts: await app.db.select().from(payoutAccounts).where(eq(payoutAccounts.borrowerId, a.borrowerId)),
});

describe("borrower B with borrower A's ids", () => {
  it.each(MATRIX)('%s: answered exactly as an id that exists nowhere, a refusal', async (_name, call) => {
    const before = await snapshotOfA();
    const answer = async (ids: Ids) => {
      const { status, body } = await call(ids);
      return { status, body };
    };
    const theirs = await answer({ orderId: String(a.orderId), tradeNo, utr });
    const nowhere = await answer(NOWHERE);
    expect(theirs).toEqual(nowhere);
    const body = theirs.body as { code?: unknown } | string;
    if (typeof body === 'string') expect(theirs.status).toBe(404);
    else expect([Code.notFound, String(Code.notFound)]).toContain(body.code);
    expect(await snapshotOfA()).toEqual(before);
  });

  it("A's userId beside B's session is refused on every call", async () => {
    for (const [path, body] of [
      ['/v3/user/info', {}],
      ['/v3/order/list', {}],
      ['/v3/installment/loan-play-detail-yd', { orderId: b.orderId }],
    ] as const) {
      const answer = await post(app, path, body, { ...b.session, userId: a.session.userId });
      expect(answer.body).toEqual({
        code: Code.forbidden,
        message: 'This session belongs to another user. Please log in again',
      });
    }
  });

  it("B's order list holds none of A's orders, and B's rating did not mark A", async () => {
    const list = await post(app, '/v3/order/list', {}, b.session);
    expect(list.body.data.orders.map((o: { orderId: string }) => o.orderId)).toEqual([String(b.orderId)]);
    const [row] = await app.db.select().from(borrowers).where(eq(borrowers.id, a.borrowerId));
    expect(row?.appRatedAt).toBeNull();
  });
});
