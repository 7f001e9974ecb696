import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { ledgerMoves } from '../../db/ledger-sums.ts';
import { loanBasisColumns } from '../../db/loan-basis.ts';
import { borrowers } from '../../db/schema/auth.ts';
import { complaintReferenceCounters, complaints } from '../../db/schema/complaint.ts';
import { instalments, orders, products, productVersions } from '../../db/schema/loan.ts';
import { decodeMoves } from '../../domain/ledger-moves.ts';
import type { PlanRow } from '../../domain/owed.ts';

export type ComplaintRow = typeof complaints.$inferSelect;

// An order as the complaint page reads it: its product, its plan and the ledger, in one statement.
const orderQuery = (db: DbOrTx) =>
  db
    .select({
      id: orders.id,
      status: orders.status,
      amount: orders.amount,
      createdAt: orders.createdAt,
      productName: products.name,
      productLogo: products.logo,
      graceDays: productVersions.graceDays,
      ledger: ledgerMoves(orders.id),
      basis: loanBasisColumns,
      plan: sql<PlanRow[]>`(select coalesce(json_agg(json_build_object(
          'periodNo', i.period_no, 'amount', i.amount, 'dueDate', i.due_date) order by i.period_no), '[]'::json)
        from ${instalments} i where i.order_id = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(
      productVersions,
      and(
        eq(productVersions.productId, orders.productId),
        eq(productVersions.version, orders.productVersion),
      ),
    );

type RawOrder = Awaited<ReturnType<ReturnType<typeof orderQuery>['execute']>>[number];

// json_build_object hands bigint amounts back as JSON numbers: minor units stay far below 2^53.
const decodeOrder = (row: RawOrder) => ({
  ...row,
  plan: row.plan.map((i) => ({ ...i, amount: Number(i.amount) })),
  ledger: decodeMoves(row.ledger),
});
export type ComplaintOrderRow = ReturnType<typeof decodeOrder>;

/** The borrower's orders, newest first. */
export const listBorrowerOrders = async (db: DbOrTx, borrowerId: number, limit = 100) =>
  (await orderQuery(db).where(eq(orders.borrowerId, borrowerId)).orderBy(desc(orders.id)).limit(limit)).map(
    decodeOrder,
  );

/** One order, only if it is the borrower's. */
export const findBorrowerOrder = async (db: DbOrTx, borrowerId: number, orderId: number) => {
  const [row] = await orderQuery(db).where(and(eq(orders.id, orderId), eq(orders.borrowerId, borrowerId)));
  return row ? decodeOrder(row) : null;
};

/** The borrower's complaint with this content that is still being processed, if any. */
export const findOpenByContent = async (db: DbOrTx, borrowerId: number, contentHash: string) => {
  const [row] = await db
    .select()
    .from(complaints)
    .where(
      and(
        eq(complaints.borrowerId, borrowerId),
        eq(complaints.contentHash, contentHash),
        eq(complaints.status, 'processing'),
      ),
    );
  return row ?? null;
};

/**
 * The year's next reference number. The counter row stays locked until the transaction ends: two
 * complaints never get one number, and a complaint that is rolled back gives its number back.
 */
export const nextReferenceSequence = async (tx: Tx, year: number) => {
  const [row] = await tx
    .insert(complaintReferenceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: complaintReferenceCounters.year,
      set: { last: sql`${complaintReferenceCounters.last} + 1` },
    })
    .returning({ last: complaintReferenceCounters.last });
  if (!row) throw new Error('no reference number');
  return row.last;
};

export const insertComplaint = async (tx: Tx, values: typeof complaints.$inferInsert) => {
  const [row] = await tx.insert(complaints).values(values).returning();
  if (!row) throw new Error('no complaint');
  return row;
};

/** One complaint; only the borrower's when `borrowerId` is given. */
export const findComplaint = async (db: DbOrTx, id: number, borrowerId?: number) => {
  const [row] = await db
    .select()
    .from(complaints)
    .where(
      and(
        eq(complaints.id, id),
        borrowerId === undefined ? undefined : eq(complaints.borrowerId, borrowerId),
      ),
    );
  return row ?? null;
};

export const listBorrowerComplaints = (db: DbOrTx, borrowerId: number, limit = 200) =>
  db
    .select()
    .from(complaints)
    .where(eq(complaints.borrowerId, borrowerId))
    .orderBy(desc(complaints.id))
    .limit(limit);

/** Rates a replied, unrated complaint of the borrower; null when it is not one. */
export const rateComplaint = async (
  db: DbOrTx,
  { id, borrowerId, score, at }: { id: number; borrowerId: number; score: number; at: Date },
) => {
  const [row] = await db
    .update(complaints)
    .set({ score, scoredAt: at })
    .where(
      and(
        eq(complaints.id, id),
        eq(complaints.borrowerId, borrowerId),
        eq(complaints.status, 'replied'),
        isNull(complaints.score),
      ),
    )
    .returning({ id: complaints.id });
  return row ?? null;
};

/** Writes the reply of a complaint still being processed; null when it is not (any more). */
export const markReplied = async (
  tx: Tx,
  { id, reply, actor, at }: { id: number; reply: string; actor: string; at: Date },
) => {
  const [row] = await tx
    .update(complaints)
    .set({ status: 'replied', reply, repliedBy: actor, repliedAt: at })
    .where(and(eq(complaints.id, id), eq(complaints.status, 'processing')))
    .returning();
  return row ?? null;
};

/**
 * A further reply: its text follows the earlier ones (the borrower's screen shows one reply text) and
 * the last replier and time are kept. Only over the reply it was written after: two at once cannot
 * lose one another.
 */
export const addReply = async (
  tx: Tx,
  { id, reply, actor, at, after }: { id: number; reply: string; actor: string; at: Date; after: Date },
) => {
  const [row] = await tx
    .update(complaints)
    .set({ reply: sql`${complaints.reply} || ${`\n\n${reply}`}`, repliedBy: actor, repliedAt: at })
    .where(and(eq(complaints.id, id), eq(complaints.status, 'replied'), eq(complaints.repliedAt, after)))
    .returning();
  return row ?? null;
};

export type StaffFilter = {
  open?: boolean;
  limit: number;
  id?: number;
  reference?: string;
  /** International form. */
  phone?: string;
};

/**
 * Complaints with their borrower's phone, newest first; `open` keeps those being processed, the
 * oldest promise first (overdue ones lead).
 */
export const listComplaintsForStaff = (db: DbOrTx, { open, limit, id, reference, phone }: StaffFilter) =>
  db
    .select({ complaint: complaints, phone: borrowers.phone })
    .from(complaints)
    .innerJoin(borrowers, eq(borrowers.id, complaints.borrowerId))
    .where(
      and(
        open ? eq(complaints.status, 'processing') : undefined,
        id === undefined ? undefined : eq(complaints.id, id),
        reference === undefined ? undefined : eq(complaints.reference, reference),
        phone === undefined ? undefined : eq(borrowers.phone, phone),
      ),
    )
    .orderBy(...(open ? [asc(complaints.replyBy), asc(complaints.id)] : [desc(complaints.id)]))
    .limit(limit);
