import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ledgerEntries, payments, trades } from '../db/schema/repayment.ts';
import { bindAccount, insertOrder, testLifecycle } from './loan-orders.ts';
import { get, login, post } from './test-app.ts';

export const PAYMENT_SECRET = 'test-payment-secret-0123456789abcdef';
export const REPAY_ENV = {
  AUTO_APPROVE_AFTER_SECONDS: 'off',
  AUTO_PAYOUT_AFTER_SECONDS: 'off',
  PAYMENT_SECRET,
  SANDBOX_PAYMENT_DELIVERIES: '1',
} as const;

let phoneSeq = 0;

/** A logged-in borrower with a paid-out loan of `productId` (2 has 4 instalments), `daysAgo` disbursed. */
export const paidOutLoan = async (
  app: FastifyInstance,
  { productId = 2, daysAgo = 0, logIn = login } = {},
) => {
  phoneSeq += 1;
  const session = await logIn(
    app,
    `07170${String(process.pid % 100).padStart(2, '0')}${String(phoneSeq).padStart(3, '0')}`,
  );
  const borrowerId = Number(session.userId);
  await bindAccount(app.db, borrowerId, '0712345678');
  const { id, price } = await insertOrder(app.db, { borrowerId, productId });
  const lifecycle = testLifecycle(app.db);
  await lifecycle.approve(id, 'ops:test');
  await lifecycle.settlePayout(id, 'auto', 'ops:test');
  if (daysAgo > 0) await lifecycle.shift(id, daysAgo, 'ops:test');
  return { session, orderId: id, price, borrowerId };
};

export const planOf = async (app: FastifyInstance, session: Record<string, string>, orderId: number) =>
  (await post(app, '/v3/installment/loan-play-detail-yd', { orderId }, session)).body;

export const generate = async (
  app: FastifyInstance,
  session: Record<string, string>,
  body: Record<string, string | number>,
  key?: string,
) => {
  const response = await app.inject({
    method: 'POST',
    url: `/tapi/v3/loan-details/generate-vcode-yd?${new URLSearchParams(session)}`,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      'content-type': 'application/x-www-form-urlencoded',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: new URLSearchParams(
      Object.entries({ bankCode: 'TZ0001', isDelay: '0', cardNo: '', ...body }).map(
        ([k, v]): [string, string] => [k, String(v)],
      ),
    ).toString(),
  });
  return response.json();
};

export const detailsOf = async (app: FastifyInstance, session: Record<string, string>, orderId: number) =>
  (await get(app, '/v3/loan-details/loan-details', { ...session, orderId })).body;

export const tradeOf = async (app: FastifyInstance, tradeNo: string) => {
  const [trade] = await app.db.select().from(trades).where(eq(trades.tradeNo, tradeNo));
  if (!trade) throw new Error(`no trade ${tradeNo}`);
  return trade;
};

/** Pays a trade's pay code at an agent through the sandbox, as `npm run ops -- pay-code` does. */
export const payCode = async (app: FastifyInstance, tradeNo: string, amount?: number) => {
  const trade = await tradeOf(app, tradeNo);
  return app.sandboxPayment.settle(
    { payCode: trade.payCode },
    { status: 'paid', amount: amount ?? trade.amount },
  );
};

export const entriesOf = (app: FastifyInstance, orderId: number) =>
  app.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));

export const paymentsOf = (app: FastifyInstance, orderId: number) =>
  app.db.select().from(payments).where(eq(payments.orderId, orderId));
