import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { orderMoneyColumns, orderVersionJoin } from '../../../db/order-money.ts';
import { borrowers } from '../../../db/schema/auth.ts';
import { instalments, orders, products, productVersions } from '../../../db/schema/loan.ts';
import { ledgerEntries } from '../../../db/schema/repayment.ts';

/** The borrower's own order with what its money rules need; null when missing or someone else's. */
export const ownOrder = async (db: DbOrTx, borrowerId: number, orderId: number) => {
  const [row] = await db
    .select({
      ...orderMoneyColumns,
      amount: orders.amount,
      productName: products.name,
      phone: borrowers.phone,
    })
    .from(orders)
    .innerJoin(borrowers, eq(borrowers.id, orders.borrowerId))
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(productVersions, orderVersionJoin)
    .where(and(eq(orders.id, orderId), eq(orders.borrowerId, borrowerId)));
  return row ?? null;
};

/** Whom an SMS about the order goes to, in which language, and what it names. */
export const smsFactsOf = async (db: DbOrTx, orderId: number) => {
  const [row] = await db
    .select({
      borrowerId: orders.borrowerId,
      phone: borrowers.phone,
      language: borrowers.language,
      amount: orders.amount,
      productName: products.name,
      // The earliest due date of an instalment not fully paid: after a roll-over, the new one.
      nextDue: sql<string | null>`(select min(i.due_date)::text from ${instalments} i
        where i.order_id = ${orders.id} and i.due_date is not null
          and i.amount > coalesce((select sum(l.amount) from ${ledgerEntries} l
            where l.order_id = ${orders.id} and l.kind = 'repayment'), 0)
            - coalesce((select sum(j.amount) from ${instalments} j
            where j.order_id = ${orders.id} and j.period_no < i.period_no), 0))`,
    })
    .from(orders)
    .innerJoin(borrowers, eq(borrowers.id, orders.borrowerId))
    .innerJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.id, orderId));
  return row ?? null;
};
