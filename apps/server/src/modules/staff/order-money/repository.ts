import { and, asc, eq, ne, notExists } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { orderMoneyColumns, orderVersionJoin } from '../../../db/order-money.ts';
import { orders, productVersions } from '../../../db/schema/loan.ts';
import { payments, trades, utrSubmissions } from '../../../db/schema/repayment.ts';

/** The order with what its money rules need, or null. */
export const moneyOrder = async (db: DbOrTx, orderId: number) => {
  const [row] = await db
    .select(orderMoneyColumns)
    .from(orders)
    .innerJoin(productVersions, orderVersionJoin)
    .where(eq(orders.id, orderId));
  return row ?? null;
};

/** Collections asked for that brought no money (open, replaced, failed). */
export const unpaidTradesOf = (db: DbOrTx, orderId: number) =>
  db
    .select({
      at: trades.createdAt,
      amount: trades.amount,
      state: trades.state,
      tradeNo: trades.tradeNo,
      repayType: trades.repayType,
      payCode: trades.payCode,
    })
    .from(trades)
    .where(
      and(
        eq(trades.orderId, orderId),
        notExists(db.select({ id: payments.id }).from(payments).where(eq(payments.tradeId, trades.id))),
      ),
    )
    .orderBy(asc(trades.id));

/** References submitted and not confirmed (a confirmed one is a payment). */
export const unconfirmedReferencesOf = (db: DbOrTx, orderId: number) =>
  db
    .select({
      at: utrSubmissions.createdAt,
      utr: utrSubmissions.utr,
      state: utrSubmissions.state,
      amount: trades.amount,
    })
    .from(utrSubmissions)
    .innerJoin(trades, eq(trades.id, utrSubmissions.tradeId))
    .where(and(eq(utrSubmissions.orderId, orderId), ne(utrSubmissions.state, 'confirmed')))
    .orderBy(asc(utrSubmissions.id));
