import { asc, desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/auth.ts';
import { contactMessages } from '../../db/schema/content.ts';
import { products } from '../../db/schema/loan.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export const insertContactMessage = (db: DbOrTx, row: typeof contactMessages.$inferInsert) =>
  db.insert(contactMessages).values(row);

export const newestContactMessages = (db: DbOrTx, limit: number): Promise<ContactMessageRow[]> =>
  db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(limit);

/**
 * Counts one more hit of `key` in the current fixed window of `windowSeconds` (on the database's
 * clock) and answers the count and the seconds the window has left. The login limits' table and
 * pattern: one upsert, so concurrent hits from any process sharing the database each get their own
 * count, and the app's hourly pruning of old windows covers these too.
 */
export const hitRateLimit = async (db: DbOrTx, key: string, windowSeconds: number) => {
  const window = sql`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: window, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({
      hits: rateLimits.hits,
      secondsLeft: sql<number>`ceil(extract(epoch from ${rateLimits.windowStart}) + ${windowSeconds} - extract(epoch from now()))::int`,
    });
  if (!row) throw new Error('the rate-limit upsert returned no row');
  return row;
};

/** The demo product a representative example is priced from: the first on offer. */
export const firstProduct = async (db: DbOrTx) => {
  const [row] = await db.select().from(products).orderBy(asc(products.id)).limit(1);
  return row ?? null;
};
