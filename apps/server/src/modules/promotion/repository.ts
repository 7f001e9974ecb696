import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  promotionCaptchas,
  promotionEvents,
  promotionRegistrations,
  promotionSmsCodes,
  promotionTemplates,
  TEMPLATE_ID_MAX,
} from '../../db/schema/promotion.ts';

export type TemplateRow = typeof promotionTemplates.$inferSelect;

export const findTemplate = async (db: DbOrTx, id: number): Promise<TemplateRow | null> => {
  if (id > TEMPLATE_ID_MAX) return null;
  const [row] = await db.select().from(promotionTemplates).where(eq(promotionTemplates.id, id));
  return row ?? null;
};

export const insertEvent = (db: DbOrTx, row: typeof promotionEvents.$inferInsert) =>
  db.insert(promotionEvents).values(row);

export const insertCaptcha = (db: DbOrTx, row: typeof promotionCaptchas.$inferInsert) =>
  db.insert(promotionCaptchas).values(row);

/** The characters of a captcha that can still be answered. */
export const liveCaptchaText = async (db: DbOrTx, sid: string) => {
  const [row] = await db
    .select({ text: promotionCaptchas.text })
    .from(promotionCaptchas)
    .where(
      and(
        eq(promotionCaptchas.sid, sid),
        isNull(promotionCaptchas.spentAt),
        gt(promotionCaptchas.expiresAt, sql`now()`),
      ),
    );
  return row?.text ?? null;
};

const matches = (capcode: string) => sql`upper(${promotionCaptchas.text}) = upper(${capcode})`;

/**
 * A code request's check, in one statement (of concurrent requests with one sid, one finds it fresh):
 * the right characters bind the captcha to the phone; wrong ones spend it. True when bound.
 */
export const bindCaptcha = async (db: DbOrTx, sid: string, capcode: string, phone: string) => {
  const rows = await db
    .update(promotionCaptchas)
    .set({
      phone: sql`case when ${matches(capcode)} then ${phone} end`,
      spentAt: sql`case when ${matches(capcode)} then null else now() end`,
    })
    .where(
      and(
        eq(promotionCaptchas.sid, sid),
        isNull(promotionCaptchas.spentAt),
        isNull(promotionCaptchas.phone),
        gt(promotionCaptchas.expiresAt, sql`now()`),
      ),
    )
    .returning({ phone: promotionCaptchas.phone });
  return rows[0]?.phone === phone;
};

/** A registration try spends the captcha (a fresh one, or the one bound to this phone). True when right. */
export const spendCaptcha = async (db: DbOrTx, sid: string, capcode: string, phone: string) => {
  const rows = await db
    .update(promotionCaptchas)
    .set({ spentAt: sql`now()` })
    .where(
      and(
        eq(promotionCaptchas.sid, sid),
        isNull(promotionCaptchas.spentAt),
        or(isNull(promotionCaptchas.phone), eq(promotionCaptchas.phone, phone)),
        gt(promotionCaptchas.expiresAt, sql`now()`),
      ),
    )
    .returning({ right: sql<boolean>`${matches(capcode)}` });
  return rows[0]?.right === true;
};

/** Captchas that ended an hour ago or more are of no use to anyone. */
export const pruneCaptchas = (db: DbOrTx) =>
  db.delete(promotionCaptchas).where(lt(promotionCaptchas.expiresAt, sql`now() - interval '1 hour'`));

/** Takes a lock held until the transaction ends, on any text (a phone, an address), in every process. */
export const lockKey = (db: DbOrTx, key: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

/** Codes sent to a phone (or from an address) in the last `seconds`, and when the oldest of them leaves. */
export const codesSentSince = async (
  db: DbOrTx,
  who: { phone: string } | { address: string },
  seconds: number,
) => {
  const column = 'phone' in who ? promotionSmsCodes.phone : promotionSmsCodes.address;
  const value = 'phone' in who ? who.phone : who.address;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      secondsLeft: sql<
        number | null
      >`ceil(extract(epoch from min(${promotionSmsCodes.createdAt}) + make_interval(secs => ${seconds}) - now()))::int`,
      // The statement's clock, not the transaction's: a request that waited on the phone's lock began
      // before the code it waited for was written, and would see it as from the future.
      newestAgeMs: sql<
        number | null
      >`(extract(epoch from clock_timestamp() - max(${promotionSmsCodes.createdAt})) * 1000)::int`,
    })
    .from(promotionSmsCodes)
    .where(
      and(eq(column, value), gt(promotionSmsCodes.createdAt, sql`now() - make_interval(secs => ${seconds})`)),
    );
  return {
    count: row?.count ?? 0,
    secondsLeft: row?.secondsLeft ?? 0,
    newestAgeMs: row?.newestAgeMs ?? null,
  };
};

/** A new code ends the phone's older ones: one live code per phone. */
export const expireCodes = (db: DbOrTx, phone: string) =>
  db
    .update(promotionSmsCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(promotionSmsCodes.phone, phone), isNull(promotionSmsCodes.consumedAt)));

export const insertCode = (db: DbOrTx, row: typeof promotionSmsCodes.$inferInsert) =>
  db.insert(promotionSmsCodes).values(row);

export const liveCodes = (db: DbOrTx, phone: string) =>
  db
    .select()
    .from(promotionSmsCodes)
    .where(
      and(
        eq(promotionSmsCodes.phone, phone),
        isNull(promotionSmsCodes.consumedAt),
        gt(promotionSmsCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(promotionSmsCodes.createdAt));

export const countFailedAttempt = (db: DbOrTx, id: number) =>
  db
    .update(promotionSmsCodes)
    .set({ attempts: sql`${promotionSmsCodes.attempts} + 1` })
    .where(eq(promotionSmsCodes.id, id));

export const consumeCode = (db: DbOrTx, id: number) =>
  db.update(promotionSmsCodes).set({ consumedAt: sql`now()` }).where(eq(promotionSmsCodes.id, id));

export const insertRegistration = (db: DbOrTx, row: typeof promotionRegistrations.$inferInsert) =>
  db.insert(promotionRegistrations).values(row);
