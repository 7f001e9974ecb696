import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { products } from '../../db/schema.ts';

const allProducts = preparedQuery((db) =>
  db.select().from(products).orderBy(asc(products.id)).prepare('all_products'),
);
export const listProducts = (db: Db) => allProducts(db).execute();
