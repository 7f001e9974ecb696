import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payoutAccounts } from '../db/schema/bank.ts';
import { instalments, orderEvents, orders } from '../db/schema/loan.ts';
import { login, post } from './test-app.ts';

export type Session = { userId: string; sessionId: string };

const SUBMIT = '/v3/loan-confirm/loan-detail-push-yd';

/** The offer of demo product 1 as the confirmation gives it: 600.000,00 TZS, 1 instalment, days. */
export const CHOICE_1 = { productId: '1', amount: '60000000', periods: '1', termUnit: '1' };

export const submit = (app: FastifyInstance, session: Session, body: Record<string, string> = CHOICE_1) =>
  post(app, SUBMIT, body, session);

export const submitWithKey = async (app: FastifyInstance, session: Session, key: string) => {
  const response = await app.inject({
    method: 'POST',
    url: `/tapi${SUBMIT}?${new URLSearchParams(session)}`,
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      'Idempotency-Key': key,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(CHOICE_1).toString(),
  });
  return response.json();
};

/** What one borrower has written: orders, their instalments and their events. */
export const writtenFor = async (app: FastifyInstance, borrowerId: number) => {
  const own = await app.db.select().from(orders).where(eq(orders.borrowerId, borrowerId));
  const plans = [];
  const events = [];
  for (const order of own) {
    plans.push(...(await app.db.select().from(instalments).where(eq(instalments.orderId, order.id))));
    events.push(...(await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))));
  }
  return { orders: own, instalments: plans, events };
};

export const addPayoutAccount = (app: FastifyInstance, borrowerId: number) =>
  app.db.insert(payoutAccounts).values({
    borrowerId,
    cardType: '1',
    bankCode: 'TZ0001',
    bankName: 'M-Pesa',
    accountNumber: '0712345678',
  });

/** A logged-in borrower with a payout account bound: what an application needs first. */
export const applicant = async (app: FastifyInstance, phone: string) => {
  const session = await login(app, phone);
  await addPayoutAccount(app, Number(session.userId));
  return session;
};

/** Closes the borrower's open orders, as a settled or rejected loan is. */
export const closeOrders = (app: FastifyInstance, borrowerId: number) =>
  app.db.update(orders).set({ closedAt: new Date(), status: 200 }).where(eq(orders.borrowerId, borrowerId));
