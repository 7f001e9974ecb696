import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { borrowers, rateLimits, sessions, smsCodes } from '../../db/schema/auth.ts';

export const lockPhone = (db: DbOrTx, phone: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);

export const latestCode = async (db: DbOrTx, phone: string) => {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return row;
};

export const insertCode = (db: DbOrTx, row: typeof smsCodes.$inferInsert) => db.insert(smsCodes).values(row);

export const liveCodes = (db: DbOrTx, phone: string) =>
  db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), isNull(smsCodes.consumedAt), gt(smsCodes.expiresAt, sql`now()`)))
    .orderBy(desc(smsCodes.createdAt));

/** Takes the code if nobody took it first: of two concurrent logins with one code, one wins. */
export const consumeCode = async (db: DbOrTx, id: number) => {
  const rows = await db
    .update(smsCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  return rows.length === 1;
};

export const countFailedAttempt = (db: DbOrTx, id: number) =>
  db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.id, id));

export const expireCodes = (db: DbOrTx, phone: string) =>
  db
    .update(smsCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(smsCodes.phone, phone), isNull(smsCodes.consumedAt)));

/** One borrower per phone, however many logins race to create it. */
export const upsertBorrower = async (db: DbOrTx, phone: string, language?: string) => {
  const [row] = await db
    .insert(borrowers)
    .values({ phone, language })
    .onConflictDoUpdate({ target: borrowers.phone, set: language ? { phone, language } : { phone } })
    .returning({ id: borrowers.id, phone: borrowers.phone, closedAt: borrowers.closedAt });
  if (!row) throw new Error('upsert returned no borrower');
  return row;
};

/** Creates the phone's borrower unless it has one: null when it had (a login or another registration won). */
export const insertNewBorrower = async (db: DbOrTx, phone: string) => {
  const [row] = await db
    .insert(borrowers)
    .values({ phone })
    .onConflictDoNothing({ target: borrowers.phone })
    .returning({ id: borrowers.id, phone: borrowers.phone });
  return row ?? null;
};

export const findBorrowerByPhone = async (db: DbOrTx, phone: string) => {
  const [row] = await db.select({ id: borrowers.id }).from(borrowers).where(eq(borrowers.phone, phone));
  return row ?? null;
};

export const findBorrower = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(borrowers).where(eq(borrowers.id, id));
  return row;
};

export const insertSession = (db: DbOrTx, row: typeof sessions.$inferInsert) =>
  db.insert(sessions).values(row);

export const revokeSession = (db: DbOrTx, tokenHash: string) =>
  db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));

/**
 * Counts one more hit of each key in the current window (fixed windows of `windowSeconds`, on the
 * database's clock) in one statement, and answers each key's count and the seconds its window has
 * left. Concurrent hits, from any process, each get their own count.
 */
export const hitRateLimits = async (db: DbOrTx, keys: string[], windowSeconds: number) => {
  const window = sql`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`;
  const rows = await db
    .insert(rateLimits)
    .values(keys.map((key) => ({ key, windowStart: window, hits: 1 })))
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({
      key: rateLimits.key,
      hits: rateLimits.hits,
      secondsLeft: sql<number>`ceil(extract(epoch from ${rateLimits.windowStart}) + ${windowSeconds} - extract(epoch from now()))::int`,
    });
  return rows;
};

/** Drops the windows that ended before `olderThanSeconds` ago. */
export const pruneRateLimits = (db: DbOrTx, olderThanSeconds: number) =>
  db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, sql`now() - make_interval(secs => ${olderThanSeconds})`));
