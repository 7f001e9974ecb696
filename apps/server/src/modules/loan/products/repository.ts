import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { preparedQuery } from '../../../db/prepared.ts';
import { products, productVersions } from '../../../db/schema/loan.ts';
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

export type NewProduct = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'version'>;
export type ProductVersionRow = typeof productVersions.$inferSelect;
/** The terms a version holds: everything a loan is priced and repaid by. */
export type VersionTerms = Pick<
  ProductRow,
  | 'amountMin'
  | 'amountMax'
  | 'termDays'
  | 'periods'
  | 'extraTerms'
  | 'interestRateBp'
  | 'serviceFeeBp'
  | 'overduePenaltyDailyBp'
  | 'graceDays'
  | 'deferralDays'
  | 'deferralFeeBp'
  | 'interestMethod'
>;

export const versionTermsOf = (p: VersionTerms): VersionTerms => ({
  amountMin: p.amountMin,
  amountMax: p.amountMax,
  termDays: p.termDays,
  periods: p.periods,
  extraTerms: p.extraTerms,
  interestRateBp: p.interestRateBp,
  serviceFeeBp: p.serviceFeeBp,
  overduePenaltyDailyBp: p.overduePenaltyDailyBp,
  graceDays: p.graceDays,
  deferralDays: p.deferralDays,
  deferralFeeBp: p.deferralFeeBp,
  interestMethod: p.interestMethod,
});

/** Writes the product's current terms as its current version (a version is written once). */
export const insertProductVersion = async (db: DbOrTx, product: ProductRow, changedBy: string) => {
  await db
    .insert(productVersions)
    .values({ productId: product.id, version: product.version, ...versionTermsOf(product), changedBy })
    .onConflictDoNothing();
};

/** The product, locked until the transaction ends: two changes at once make two versions, one after the other. */
export const findProductForUpdate = async (tx: DbOrTx, id: number): Promise<ProductRow | null> => {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  return row ?? null;
};

/** Gives the product new terms as its next version; the caller holds the product's lock. */
export const updateProductTerms = async (
  tx: DbOrTx,
  current: ProductRow,
  terms: VersionTerms,
  changedBy: string,
): Promise<ProductRow> => {
  const [row] = await tx
    .update(products)
    .set({ ...versionTermsOf(terms), version: current.version + 1 })
    .where(and(eq(products.id, current.id), eq(products.version, current.version)))
    .returning();
  if (!row) throw new Error('the product changed while it was locked');
  await insertProductVersion(tx, row, changedBy);
  return row;
};

export const findProductVersions = (db: DbOrTx, productId: number): Promise<ProductVersionRow[]> =>
  db
    .select()
    .from(productVersions)
    .where(eq(productVersions.productId, productId))
    .orderBy(asc(productVersions.version));

/**
 * A product's id is the next after the highest (ids are the app's `productId`s, small and stable); it
 * is written with its version 1.
 */
export const insertProduct = async (db: Db, product: NewProduct, changedBy: string): Promise<ProductRow> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        // Adds wait for each other here: each then reads the highest id after the last one's commit.
        await tx.execute(sql`lock table ${products} in share row exclusive mode`);
        const [row] = await tx
          .insert(products)
          .values({ ...product, id: sql`(select coalesce(max(${products.id}), 0) + 1 from ${products})` })
          .returning();
        if (!row) throw new Error('the product was not written');
        await insertProductVersion(tx, row, changedBy);
        return row;
      });
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
