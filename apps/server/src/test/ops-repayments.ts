import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { trades } from '../db/schema/repayment.ts';
import { addDays, tanzaniaToday } from '../domain/loan-status.ts';
import { bindAccount, insertOrder, testLifecycle } from './loan-orders.ts';
import { login, post } from './test-app.ts';

// Test fixtures: a repaying loan built through the borrower's own calls (Pay Now, submit UTR), so the
// ops payment commands meet the trades and references the app really writes.

const OPS = 'ops:test';
type Session = Record<string, string>;

let phoneSeq = 0;

/** A logged-in borrower whose loan of `productId` is paid out (170); product 2 has 4 instalments. */
export const paidOutLoan = async (app: FastifyInstance, { productId = 1 } = {}) => {
  phoneSeq += 1;
  // 06… numbers: fixtures that skip the login (newBorrower) use 07…, so the two never meet.
  const session = await login(app, `0690${String(phoneSeq).padStart(6, '0')}`);
  const borrowerId = Number(session.userId);
  await bindAccount(app.db, borrowerId);
  const { id, price } = await insertOrder(app.db, { borrowerId, productId });
  const lifecycle = testLifecycle(app.db);
  await lifecycle.approve(id, OPS);
  await lifecycle.settlePayout(id, 'auto', OPS);
  return { session, orderId: id, price, phone: session.mobilePhone };
};

/** Moves the loan's dates so its first unpaid instalment is due today (174). */
export const makeDueToday = async (app: FastifyInstance, orderId: number) => {
  const lifecycle = testLifecycle(app.db);
  const { nextDueDate } = await lifecycle.orderForOps(orderId);
  if (!nextDueDate) throw new Error(`order ${orderId} has nothing due`);
  const today = tanzaniaToday(new Date());
  let days = 0;
  while (addDays(today, days) < nextDueDate) days += 1;
  await lifecycle.shift(orderId, days, OPS);
};

/** Pay Now with M-Pesa (a pay code): the trade the borrower was given. */
export const payNow = async (app: FastifyInstance, session: Session, orderId: number, amount: number) => {
  const body = { orderId, amount, bankCode: 'TZ0001', isDelay: '0', cardNo: '' };
  const answer = await post(app, '/v3/loan-details/generate-vcode-yd', body, session);
  if (answer.body.code !== 0) throw new Error(`generate-vcode-yd: ${answer.body.message}`);
  const tradeNo: string = answer.body.data.tradeNo;
  const [trade] = await app.db.select().from(trades).where(eq(trades.tradeNo, tradeNo));
  if (!trade) throw new Error(`no trade ${tradeNo}`);
  return { tradeNo, payCode: trade.payCode, amount: trade.amount };
};

/** The borrower sends the reference of the payment of their open trade. */
export const submitUtr = async (app: FastifyInstance, session: Session, orderId: number, utr: string) => {
  const answer = await post(app, '/v3/loan-details/submit-utr', { orderId, utr, isDelay: '0' }, session);
  if (answer.body.code !== 0) throw new Error(`submit-utr: ${answer.body.message}`);
};
