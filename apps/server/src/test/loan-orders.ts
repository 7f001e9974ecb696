import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { borrowers } from '../db/schema/auth.ts';
import { payoutAccounts } from '../db/schema/bank.ts';
import { instalments, orderEvents, orders, products } from '../db/schema/loan.ts';
import { priceLoan } from '../domain/pricing.ts';
import { createBankService } from '../modules/bank/service.ts';
import { createLifecycleService } from '../modules/loan/lifecycle/service.ts';
import { createSandboxPayout } from '../providers/payout/sandbox-payout.ts';
import { testConfig } from './test-app.ts';

// Test fixtures: orders written the way a submit writes them (figures, plan, first event), so the
// lifecycle can be tested without the submit call.

let phoneSeq = 0;
/** A borrower of its own for one test, without going through the SMS login. */
export const newBorrower = async (db: Db) => {
  phoneSeq += 1;
  // 078… numbers: neither the seeded demo borrower nor any test's SMS login uses them.
  const phone = `25578${String(process.pid % 100).padStart(2, '0')}${String(phoneSeq).padStart(5, '0')}`;
  const [row] = await db.insert(borrowers).values({ phone }).returning();
  if (!row) throw new Error('no borrower');
  return { id: row.id, phone };
};

export const insertOrder = async (
  db: Db,
  { borrowerId, productId = 1, amount }: { borrowerId: number; productId?: number; amount?: number },
) => {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  if (!product) throw new Error(`no product ${productId}`);
  const price = priceLoan({ ...product, amount: amount ?? product.amountMin });
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        borrowerId,
        productId,
        productVersion: product.version,
        amount: price.amount,
        status: 21,
        termDays: product.termDays,
        periods: product.periods,
        interest: price.interest,
        serviceFee: price.serviceFee,
        totalRepayable: price.totalRepayable,
        aprBp: price.aprBp,
      })
      .returning();
    if (!order) throw new Error('no order');
    await tx.insert(instalments).values(price.instalments.map((i) => ({ orderId: order.id, ...i })));
    await tx
      .insert(orderEvents)
      .values({ orderId: order.id, toStatus: 21, actor: 'borrower', note: 'Submitted' });
    // On the payout day no interest has run yet: a reducing-balance loan closes for principal and fee.
    const payoff =
      product.interestMethod === 'reducing' ? price.amount + price.serviceFee : price.totalRepayable;
    return { id: order.id, price: { ...price, payoff } };
  });
};

export const bindAccount = async (db: Db, borrowerId: number, accountNumber = '0712345678') => {
  const [row] = await db
    .insert(payoutAccounts)
    .values({ borrowerId, cardType: '1', bankCode: 'TZ0001', bankName: 'M-Pesa', accountNumber })
    .returning();
  if (!row) throw new Error('no account');
  return row;
};

export const orderRow = async (db: Db, orderId: number) => {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
};

export const eventsOf = (db: Db, orderId: number) =>
  db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);

/** The lifecycle as the app builds it, with the sandbox payout, on the test app's database. */
export const testLifecycle = (db: Db) =>
  createLifecycleService(db, testConfig(), { bank: createBankService(db), payout: createSandboxPayout() });
