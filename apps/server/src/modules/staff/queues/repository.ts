import { and, asc, count, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { borrowers } from '../../../db/schema/auth.ts';
import { complaints } from '../../../db/schema/complaint.ts';
import { contactMessages } from '../../../db/schema/content.ts';
import { orders } from '../../../db/schema/loan.ts';
import { trades, utrSubmissions } from '../../../db/schema/repayment.ts';
import { rightsRequests } from '../../../db/schema/rights.ts';

const total = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;

export const countOrdersAt = (db: DbOrTx, status: number) =>
  total(db.select({ n: count() }).from(orders).where(eq(orders.status, status)));

export const countPendingReferences = (db: DbOrTx) =>
  total(db.select({ n: count() }).from(utrSubmissions).where(eq(utrSubmissions.state, 'pending')));

/** Open complaints, and those whose promised reply date (`replyBy`, Tanzania) is before `today`. */
export const countOpenComplaints = async (db: DbOrTx, today: string) => {
  const open = eq(complaints.status, 'processing');
  const [all, overdue] = await Promise.all([
    total(db.select({ n: count() }).from(complaints).where(open)),
    total(
      db
        .select({ n: count() })
        .from(complaints)
        .where(and(open, lt(complaints.replyBy, today))),
    ),
  ]);
  return { open: all, overdue };
};

/** Data-rights requests waiting for their outcome, and those past their deadline at `at`. */
export const countOpenRightsRequests = async (db: DbOrTx, at: Date) => {
  const open = eq(rightsRequests.status, 'open');
  const [all, overdue] = await Promise.all([
    total(db.select({ n: count() }).from(rightsRequests).where(open)),
    total(
      db
        .select({ n: count() })
        .from(rightsRequests)
        .where(and(open, lt(rightsRequests.dueAt, at))),
    ),
  ]);
  return { open: all, overdue };
};

export const countContactMessagesSince = (db: DbOrTx, since: Date) =>
  total(db.select({ n: count() }).from(contactMessages).where(gte(contactMessages.createdAt, since)));

/** Submitted references still waiting, oldest first, with the amount their trade pays. */
export const pendingReferences = (db: DbOrTx) =>
  db
    .select({
      orderId: utrSubmissions.orderId,
      phone: borrowers.phone,
      utr: utrSubmissions.utr,
      amount: trades.amount,
      submittedAt: utrSubmissions.createdAt,
    })
    .from(utrSubmissions)
    .innerJoin(trades, eq(trades.id, utrSubmissions.tradeId))
    .innerJoin(borrowers, eq(borrowers.id, trades.borrowerId))
    .where(eq(utrSubmissions.state, 'pending'))
    .orderBy(asc(utrSubmissions.id));
