import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedQuery } from '../../../db/prepared.ts';
import { products } from '../../../db/schema/loan.ts';

export type ProductRow = typeof products.$inferSelect;

const productList = preparedQuery((db) =>
  db.select().from(products).orderBy(asc(products.id)).prepare('product_list'),
);
const productById = preparedQuery((db) =>
  db
    .select()
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('product_by_id'),
);

export const findAllProducts = (db: Db): Promise<ProductRow[]> => productList(db).execute();

export const findProduct = async (db: Db, id: number): Promise<ProductRow | null> => {
  const [row] = await productById(db).execute({ id });
  return row ?? null;
};
