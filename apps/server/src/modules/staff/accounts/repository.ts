import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { staffInvites, staffMembers, staffSessions, staffTokens } from '../../../db/schema/staff.ts';

export type MemberRow = typeof staffMembers.$inferSelect;

export const memberByUsername = async (db: DbOrTx, username: string) =>
  (await db.select().from(staffMembers).where(eq(staffMembers.username, username)).limit(1))[0] ?? null;

export const memberById = async (db: DbOrTx, id: number) =>
  (await db.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1))[0] ?? null;

export const allMembers = (db: DbOrTx) => db.select().from(staffMembers).orderBy(asc(staffMembers.id));

/** One more wrong password or code; the account locks at `lockAfter` in a row. Counted in the row itself. */
export const countFailure = (db: DbOrTx, id: number, lockAfter: number, lockMinutes: number) =>
  db
    .update(staffMembers)
    .set({
      failedAttempts: sql`${staffMembers.failedAttempts} + 1`,
      lockedUntil: sql`case when ${staffMembers.failedAttempts} + 1 >= ${lockAfter}
        then now() + make_interval(mins => ${lockMinutes}) else ${staffMembers.lockedUntil} end`,
    })
    .where(eq(staffMembers.id, id));

/**
 * Takes a TOTP step for the member: only a step after the last one taken, so two requests with the
 * same code cannot both pass. The sign-in's failures are forgotten.
 */
export const takeTotpStep = async (db: DbOrTx, id: number, step: number) =>
  (
    await db
      .update(staffMembers)
      .set({ totpLastStep: step, failedAttempts: 0, lockedUntil: null })
      .where(and(eq(staffMembers.id, id), sql`${staffMembers.totpLastStep} < ${step}`))
      .returning({ id: staffMembers.id })
  ).length === 1;

export const insertSession = (db: DbOrTx, row: typeof staffSessions.$inferInsert) =>
  db.insert(staffSessions).values(row);

/** A live session: not revoked, within its absolute expiry and its idle limit, of an active member. */
export const liveSession = async (db: DbOrTx, tokenHash: string, idleMinutes: number) => {
  const [row] = await db
    .select({ session: staffSessions, member: staffMembers })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.memberId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        isNull(staffMembers.disabledAt),
        gt(staffSessions.expiresAt, sql`now()`),
        gt(staffSessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes})`),
      ),
    )
    .limit(1);
  return row ?? null;
};

/** At most one write a minute per session: the idle clock does not need more. */
export const touchSession = (db: DbOrTx, tokenHash: string) =>
  db
    .update(staffSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        sql`${staffSessions.lastSeenAt} < now() - interval '1 minute'`,
      ),
    );

export const finishEnrolment = (db: DbOrTx, tokenHash: string, memberId: number) =>
  Promise.all([
    db.update(staffSessions).set({ enrolling: false }).where(eq(staffSessions.tokenHash, tokenHash)),
    db.update(staffMembers).set({ totpEnrolled: true }).where(eq(staffMembers.id, memberId)),
  ]);

export const revokeSession = (db: DbOrTx, tokenHash: string) =>
  db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)))
    .returning({ tokenHash: staffSessions.tokenHash });

/** Log-out everywhere: every session and every personal token of the member. */
export const revokeEverything = async (db: DbOrTx, memberId: number) => {
  const sessions = await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.memberId, memberId), isNull(staffSessions.revokedAt)))
    .returning({ tokenHash: staffSessions.tokenHash });
  const tokens = await db
    .update(staffTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffTokens.memberId, memberId), isNull(staffTokens.revokedAt)))
    .returning({ id: staffTokens.id });
  return sessions.length + tokens.length;
};

export const liveToken = async (db: DbOrTx, tokenHash: string) => {
  const [row] = await db
    .select({ token: staffTokens, member: staffMembers })
    .from(staffTokens)
    .innerJoin(staffMembers, eq(staffMembers.id, staffTokens.memberId))
    .where(
      and(
        eq(staffTokens.tokenHash, tokenHash),
        isNull(staffTokens.revokedAt),
        isNull(staffMembers.disabledAt),
      ),
    )
    .limit(1);
  return row ?? null;
};

export const touchToken = (db: DbOrTx, id: number) =>
  db
    .update(staffTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(staffTokens.id, id),
        sql`(${staffTokens.lastUsedAt} is null or ${staffTokens.lastUsedAt} < now() - interval '1 minute')`,
      ),
    );

export const tokensOf = (db: DbOrTx, memberId: number) =>
  db
    .select()
    .from(staffTokens)
    .where(and(eq(staffTokens.memberId, memberId), isNull(staffTokens.revokedAt)))
    .orderBy(desc(staffTokens.id));

export const insertToken = async (db: DbOrTx, row: typeof staffTokens.$inferInsert) =>
  (await db.insert(staffTokens).values(row).returning())[0];

export const revokeToken = async (db: DbOrTx, memberId: number, id: number) =>
  (
    await db
      .update(staffTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(staffTokens.id, id), eq(staffTokens.memberId, memberId), isNull(staffTokens.revokedAt)))
      .returning({ id: staffTokens.id })
  ).length === 1;

export const insertInvite = async (db: DbOrTx, row: typeof staffInvites.$inferInsert) =>
  (await db.insert(staffInvites).values(row).returning())[0];

export const openInvite = async (db: DbOrTx, tokenHash: string) =>
  (
    await db
      .select()
      .from(staffInvites)
      .where(
        and(
          eq(staffInvites.tokenHash, tokenHash),
          isNull(staffInvites.usedAt),
          gt(staffInvites.expiresAt, sql`now()`),
        ),
      )
      .limit(1)
  )[0] ?? null;

/** Spends an invite once: two acceptances at the same moment cannot both make a member. */
export const spendInvite = async (db: DbOrTx, id: number, memberId: number) =>
  (
    await db
      .update(staffInvites)
      .set({ usedAt: sql`now()`, memberId })
      .where(and(eq(staffInvites.id, id), isNull(staffInvites.usedAt)))
      .returning({ id: staffInvites.id })
  ).length === 1;

export const insertMember = async (db: DbOrTx, row: typeof staffMembers.$inferInsert) =>
  (await db.insert(staffMembers).values(row).returning())[0];

export const updateMember = async (
  db: DbOrTx,
  id: number,
  patch: Partial<typeof staffMembers.$inferInsert>,
) => (await db.update(staffMembers).set(patch).where(eq(staffMembers.id, id)).returning())[0] ?? null;

export const setTotpSecret = (db: DbOrTx, id: number, secret: string) =>
  db.update(staffMembers).set({ totpSecret: secret }).where(eq(staffMembers.id, id));

export const insertMemberIfMissing = (db: DbOrTx, row: typeof staffMembers.$inferInsert) =>
  db.insert(staffMembers).values(row).onConflictDoNothing();

export const insertTokenIfMissing = (db: DbOrTx, row: typeof staffTokens.$inferInsert) =>
  db.insert(staffTokens).values(row).onConflictDoNothing();
