import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { preparedQuery } from '../../../db/prepared.ts';
import { instalments, orderEvents, orders, products, productVersions } from '../../../db/schema/loan.ts';
import type { LoanPrice } from '../../../domain/pricing.ts';

export type ProductRow = typeof products.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type InstalmentRow = typeof instalments.$inferSelect;

// Read on every confirmation, contract and submit.
const productById = preparedQuery((db) =>
  db
    .select()
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('confirm_product_by_id'),
);

export const findProduct = async (db: Db, id: number): Promise<ProductRow | null> => {
  const [row] = await productById(db).execute({ id });
  return row ?? null;
};

/** The terms an order was signed with. */
export const findOrderTerms = async (db: DbOrTx, order: OrderRow) => {
  const [row] = await db
    .select()
    .from(productVersions)
    .where(
      and(eq(productVersions.productId, order.productId), eq(productVersions.version, order.productVersion)),
    );
  if (!row) throw new Error(`order ${order.id} names no product version`);
  return row;
};

export const hasAnyOrder = async (db: DbOrTx, borrowerId: number): Promise<boolean> => {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.borrowerId, borrowerId))
    .limit(1);
  return rows.length > 0;
};

/** The borrower's unfinished order (at most one: the orders_one_open_per_borrower index). */
export const findOpenOrder = async (db: DbOrTx, borrowerId: number): Promise<OrderRow | null> => {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.borrowerId, borrowerId), isNull(orders.closedAt)))
    .limit(1);
  return row ?? null;
};

/** An order only if it is this borrower's: another borrower's id reads as missing. */
export const findOwnOrder = async (
  db: DbOrTx,
  borrowerId: number,
  orderId: number,
): Promise<OrderRow | null> => {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.borrowerId, borrowerId)));
  return row ?? null;
};

export const findInstalments = (db: DbOrTx, orderId: number): Promise<InstalmentRow[]> =>
  db.select().from(instalments).where(eq(instalments.orderId, orderId)).orderBy(asc(instalments.periodNo));

/** The order, its plan and its first event; the caller runs it in one transaction. */
export const insertOrder = async (
  tx: DbOrTx,
  order: {
    borrowerId: number;
    productId: number;
    productVersion: number;
    termDays: number;
    periods: number;
    status: number;
  },
  price: LoanPrice,
): Promise<OrderRow> => {
  const [row] = await tx
    .insert(orders)
    .values({
      ...order,
      amount: price.amount,
      interest: price.interest,
      serviceFee: price.serviceFee,
      totalRepayable: price.totalRepayable,
      aprBp: price.aprBp,
    })
    .returning();
  if (!row) throw new Error('The order insert returned no row');
  await tx.insert(instalments).values(
    price.instalments.map((i) => ({
      orderId: row.id,
      periodNo: i.periodNo,
      principal: i.principal,
      interest: i.interest,
      fee: i.fee,
      amount: i.amount,
      dueOffsetDays: i.dueOffsetDays,
      dueDate: null,
    })),
  );
  await tx
    .insert(orderEvents)
    .values({ orderId: row.id, fromStatus: null, toStatus: order.status, actor: 'borrower' });
  return row;
};
