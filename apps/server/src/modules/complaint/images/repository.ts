import { and, asc, count, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { complaintImages } from '../../../db/schema/complaint.ts';

export type ImageRow = typeof complaintImages.$inferSelect;
/** As stored: 'problem' names the borrower's photos of a complaint (the column's value, kept). */
export type ImageRole = 'problem' | 'reply';

export const insertImage = async (db: DbOrTx, values: typeof complaintImages.$inferInsert) => {
  const [row] = await db.insert(complaintImages).values(values).returning();
  if (!row) throw new Error('no image');
  return row;
};

/** How many photos the borrower uploaded since `since` that no complaint uses yet. */
export const countWaitingImages = async (db: DbOrTx, borrowerId: number, since: Date) => {
  const [row] = await db
    .select({ n: count() })
    .from(complaintImages)
    .where(
      and(
        eq(complaintImages.borrowerId, borrowerId),
        isNull(complaintImages.complaintId),
        gte(complaintImages.createdAt, since),
      ),
    );
  return row?.n ?? 0;
};

export const findImage = async (db: DbOrTx, token: string) => {
  const [row] = await db.select().from(complaintImages).where(eq(complaintImages.token, token));
  return row ?? null;
};

/**
 * Gives unused photos of one role to a complaint, in the order listed, and to the complaint's borrower.
 * `owner` narrows them to a borrower's own uploads. Answers how many were taken: fewer than listed
 * means one is missing, someone else's, or already used (a concurrent claim waits and then finds it
 * used), and the caller rolls back.
 */
export const claimImages = async (
  tx: Tx,
  claim: {
    tokens: string[];
    role: ImageRole;
    owner?: number;
    complaintId: number;
    borrowerId: number;
    /** The position of the first: a further reply's photos follow the earlier ones. */
    from?: number;
  },
) => {
  let taken = 0;
  for (const [position, token] of claim.tokens.entries()) {
    const rows = await tx
      .update(complaintImages)
      .set({
        complaintId: claim.complaintId,
        borrowerId: claim.borrowerId,
        position: (claim.from ?? 0) + position,
      })
      .where(
        and(
          eq(complaintImages.token, token),
          eq(complaintImages.role, claim.role),
          isNull(complaintImages.complaintId),
          claim.owner === undefined ? undefined : eq(complaintImages.borrowerId, claim.owner),
        ),
      )
      .returning({ id: complaintImages.id });
    taken += rows.length;
  }
  return taken;
};

/** How many photos the replies to a complaint hold so far. */
export const replyImageCount = async (db: DbOrTx, complaintId: number) =>
  (
    await db
      .select({ id: complaintImages.id })
      .from(complaintImages)
      .where(and(eq(complaintImages.complaintId, complaintId), eq(complaintImages.role, 'reply')))
  ).length;

/** The photos of some complaints, each complaint's in the order they were listed. */
export const imagesOfComplaints = (db: DbOrTx, complaintIds: number[]) =>
  complaintIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          complaintId: complaintImages.complaintId,
          role: complaintImages.role,
          token: complaintImages.token,
        })
        .from(complaintImages)
        .where(inArray(complaintImages.complaintId, complaintIds))
        .orderBy(asc(complaintImages.complaintId), asc(complaintImages.position));

/** Unused photos uploaded before `before`: nobody can use them any more. */
export const staleImages = (db: DbOrTx, before: Date, limit = 500) =>
  db
    .select({ id: complaintImages.id, storageKey: complaintImages.storageKey })
    .from(complaintImages)
    .where(and(isNull(complaintImages.complaintId), lt(complaintImages.createdAt, before)))
    .limit(limit);

export const deleteImage = (db: DbOrTx, id: number) =>
  db
    .delete(complaintImages)
    .where(and(eq(complaintImages.id, id), isNull(complaintImages.complaintId)))
    .returning({ id: complaintImages.id });
