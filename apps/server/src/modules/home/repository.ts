import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, products } from '../../db/schema.ts';

export const listProducts = (db: DbOrTx) => db.select().from(products).orderBy(asc(products.id));

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
