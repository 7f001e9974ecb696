import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedQuery } from '../../../db/prepared.ts';
import { products } from '../../../db/schema/loan.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';

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

export type NewProduct = Omit<typeof products.$inferInsert, 'id' | 'createdAt'>;

/** A product's id is the next after the highest (ids are the app's `productId`s, small and stable). */
export const insertProduct = async (db: Db, product: NewProduct): Promise<ProductRow> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [row] = await db
        .insert(products)
        .values({ ...product, id: sql`(select coalesce(max(${products.id}), 0) + 1 from ${products})` })
        .returning();
      if (!row) throw new Error('the product was not written');
      return row;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Two staff adding at once may pick one id: the second tries the next, unless its name is taken.
      const taken = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.name, product.name));
      if (taken.length > 0 || attempt >= 4) throw error;
    }
  }
};
