import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { staffApprovals } from '../../../db/schema/staff.ts';

export type ApprovalRow = typeof staffApprovals.$inferSelect;

/** What an approved proposal says while its action runs. */
export const IN_PROGRESS = 'in progress';

/**
 * An approval whose action never ended (its process was killed after the decision, before the action
 * committed or said so) waits for a decision again after this long. Running the action again is safe:
 * every action checks the order's state under its lock, so money moves once whatever happened.
 */
export const INTERRUPTED_AFTER_MS = 120_000;
const INTERRUPTED_AFTER = sql`make_interval(secs => ${INTERRUPTED_AFTER_MS / 1000})`;

/** Waiting for a decision: pending, or approved but interrupted. */
const waiting = sql`(${staffApprovals.state} = 'pending' or (${staffApprovals.state} = 'approved'
  and ${staffApprovals.outcome} = ${IN_PROGRESS} and ${staffApprovals.decidedAt} < now() - ${INTERRUPTED_AFTER}))`;

/** A new proposal, or the one already waiting for the same action on the order. */
export const insertProposal = async (db: DbOrTx, row: typeof staffApprovals.$inferInsert) => {
  const [created] = await db.insert(staffApprovals).values(row).onConflictDoNothing().returning();
  if (created) return { row: created, existing: false };
  const [waiting] = await db
    .select()
    .from(staffApprovals)
    .where(
      and(
        eq(staffApprovals.kind, row.kind),
        eq(staffApprovals.orderId, row.orderId),
        eq(staffApprovals.state, 'pending'),
      ),
    );
  if (!waiting) throw new Error('proposal neither stored nor waiting');
  return { row: waiting, existing: true };
};

export const approvalById = async (db: DbOrTx, id: number) =>
  (await db.select().from(staffApprovals).where(eq(staffApprovals.id, id)).limit(1))[0] ?? null;

export const listApprovals = (db: DbOrTx, pendingOnly: boolean) =>
  pendingOnly
    ? db.select().from(staffApprovals).where(waiting).orderBy(asc(staffApprovals.proposedAt))
    : db.select().from(staffApprovals).orderBy(desc(staffApprovals.id)).limit(200);

export const countPending = async (db: DbOrTx) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(staffApprovals).where(waiting))[0]?.n ?? 0;

/**
 * Takes the decision: one statement, so of two people deciding at once only one does, and never the
 * proposer. An interrupted approval can only be approved again (its action may have run).
 */
export const claimDecision = async (db: DbOrTx, id: number, state: 'approved' | 'rejected', actor: string) =>
  (
    await db
      .update(staffApprovals)
      .set({
        state,
        decidedBy: actor,
        decidedAt: sql`now()`,
        outcome: state === 'approved' ? IN_PROGRESS : '',
      })
      .where(
        and(
          eq(staffApprovals.id, id),
          state === 'approved' ? waiting : eq(staffApprovals.state, 'pending'),
          ne(staffApprovals.proposedBy, actor),
        ),
      )
      .returning()
  )[0] ?? null;

export const setOutcome = async (db: DbOrTx, id: number, outcome: string) =>
  (await db.update(staffApprovals).set({ outcome }).where(eq(staffApprovals.id, id)).returning())[0] ?? null;

/** The action failed when approved (the order moved on): the proposal waits again, saying why. */
export const reopen = (db: DbOrTx, id: number, outcome: string) =>
  db
    .update(staffApprovals)
    .set({ state: 'pending', decidedBy: null, decidedAt: null, outcome })
    .where(eq(staffApprovals.id, id));
