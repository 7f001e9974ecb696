import { asc, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { orders, products } from '../../db/schema.ts';

const allProducts = preparedQuery((db) =>
  db.select().from(products).orderBy(asc(products.id)).prepare('all_products'),
);
export const listProducts = (db: Db) => allProducts(db).execute();

export const listOrders = (db: DbOrTx, borrowerId: number) =>
  db
    .select({
      id: orders.id,
      productId: orders.productId,
      productName: products.name,
      amount: orders.amount,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.borrowerId, borrowerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(100);
