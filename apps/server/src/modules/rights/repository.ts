import { and, asc, desc, eq, inArray, isNull, max, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { borrowers, sessions } from '../../db/schema/auth.ts';
import { payoutAccounts } from '../../db/schema/bank.ts';
import { complaintImages, complaints } from '../../db/schema/complaint.ts';
import { instalments, orders } from '../../db/schema/loan.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { ledgerEntries, payments, trades } from '../../db/schema/repayment.ts';
import { consents, rightsRequests } from '../../db/schema/rights.ts';
import { staffMembers } from '../../db/schema/staff.ts';
import { ussdLanguages, ussdPins } from '../../db/schema/ussd.ts';

export const findBorrower = async (db: DbOrTx, borrowerId: number) => {
  const [row] = await db.select().from(borrowers).where(eq(borrowers.id, borrowerId));
  return row ?? null;
};

/** When the borrower's USSD PIN was set and whether it is locked: never its hash. */
export const ussdOf = async (db: DbOrTx, borrowerId: number, phone: string) => {
  const [pin] = await db
    .select({ setAt: ussdPins.setAt, lockedAt: ussdPins.lockedAt })
    .from(ussdPins)
    .where(eq(ussdPins.borrowerId, borrowerId));
  const [language] = await db
    .select({ language: ussdLanguages.language })
    .from(ussdLanguages)
    .where(eq(ussdLanguages.phone, phone));
  return { pin: pin ?? null, language: language?.language ?? null };
};

export const sessionsOf = (db: DbOrTx, borrowerId: number) =>
  db
    .select({
      createdAt: sessions.createdAt,
      deviceId: sessions.deviceId,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.borrowerId, borrowerId))
    .orderBy(desc(sessions.createdAt));

export const devicesOf = (db: DbOrTx, borrowerId: number) =>
  db
    .select({
      deviceId: sessions.deviceId,
      firstSeen: min(sessions.createdAt),
      lastSeen: max(sessions.createdAt),
    })
    .from(sessions)
    .where(eq(sessions.borrowerId, borrowerId))
    .groupBy(sessions.deviceId)
    .orderBy(asc(min(sessions.createdAt)));

export const ordersOf = (db: DbOrTx, borrowerId: number) =>
  db.select().from(orders).where(eq(orders.borrowerId, borrowerId)).orderBy(asc(orders.id));

export const instalmentsOf = (db: DbOrTx, orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(instalments)
        .where(inArray(instalments.orderId, orderIds))
        .orderBy(asc(instalments.orderId), asc(instalments.periodNo));

export const ledgerOf = (db: DbOrTx, orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(ledgerEntries)
        .where(inArray(ledgerEntries.orderId, orderIds))
        .orderBy(asc(ledgerEntries.id));

export const paymentsOf = (db: DbOrTx, borrowerId: number) =>
  db
    .select({
      orderId: payments.orderId,
      reference: payments.reference,
      source: payments.source,
      amount: payments.amount,
      repayType: trades.repayType,
      payerAccount: trades.payerAccount,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .innerJoin(trades, eq(trades.id, payments.tradeId))
    .where(eq(trades.borrowerId, borrowerId))
    .orderBy(asc(payments.id));

export const payoutAccountsOf = (db: DbOrTx, borrowerId: number) =>
  db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.borrowerId, borrowerId))
    .orderBy(asc(payoutAccounts.id));

export const complaintsOf = (db: DbOrTx, borrowerId: number) =>
  db.select().from(complaints).where(eq(complaints.borrowerId, borrowerId)).orderBy(asc(complaints.id));

/** Every photo the borrower may see: their own uploads and the staff's photos in replies to them. */
export const imagesOf = (db: DbOrTx, borrowerId: number) =>
  db
    .select({
      token: complaintImages.token,
      complaintId: complaintImages.complaintId,
      role: complaintImages.role,
      storageKey: complaintImages.storageKey,
    })
    .from(complaintImages)
    .where(eq(complaintImages.borrowerId, borrowerId))
    .orderBy(asc(complaintImages.id));

export const smsOf = (db: DbOrTx, phone: string) =>
  db
    .select({
      id: outbox.id,
      createdAt: outbox.createdAt,
      state: outbox.state,
      delivery: outbox.delivery,
      text: sql<string>`${outbox.payload}->>'text'`,
    })
    .from(outbox)
    .where(and(eq(outbox.kind, 'sms'), sql`${outbox.payload}->>'phone' = ${phone}`))
    .orderBy(asc(outbox.id));

export const consentsOf = (db: DbOrTx, borrowerId: number) =>
  db.select().from(consents).where(eq(consents.borrowerId, borrowerId)).orderBy(asc(consents.id));

export const requestsOf = (db: DbOrTx, borrowerId: number) =>
  db
    .select()
    .from(rightsRequests)
    .where(eq(rightsRequests.borrowerId, borrowerId))
    .orderBy(asc(rightsRequests.id));

/** The borrower's unfinished order: deletion waits until it is settled. */
export const openOrderOf = async (db: DbOrTx, borrowerId: number) => {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.borrowerId, borrowerId), isNull(orders.closedAt)))
    .limit(1);
  return row ?? null;
};

/** The requests as staff read them, open ones first by deadline, then the newest handled. */
export const staffRequests = (db: DbOrTx, openOnly: boolean, limit = 500) =>
  db
    .select({
      id: rightsRequests.id,
      borrowerId: rightsRequests.borrowerId,
      phone: borrowers.phone,
      kind: rightsRequests.kind,
      channel: rightsRequests.channel,
      detail: rightsRequests.detail,
      status: rightsRequests.status,
      outcome: rightsRequests.outcome,
      handledBy: staffMembers.username,
      handledAt: rightsRequests.handledAt,
      createdAt: rightsRequests.createdAt,
      dueAt: rightsRequests.dueAt,
    })
    .from(rightsRequests)
    .innerJoin(borrowers, eq(borrowers.id, rightsRequests.borrowerId))
    .leftJoin(staffMembers, eq(staffMembers.id, rightsRequests.handledBy))
    .where(openOnly ? eq(rightsRequests.status, 'open') : undefined)
    .orderBy(
      sql`case when ${rightsRequests.status} = 'open' then 0 else 1 end`,
      sql`case when ${rightsRequests.status} = 'open' then ${rightsRequests.dueAt} end asc`,
      desc(rightsRequests.id),
    )
    .limit(limit);

/** Records the outcome of an open request; null when there is none open under the id. */
export const closeRequest = async (
  db: DbOrTx,
  id: number,
  outcome: { status: 'done' | 'refused'; outcome: string; handledBy: number; handledAt: Date },
) => {
  const [row] = await db
    .update(rightsRequests)
    .set(outcome)
    .where(and(eq(rightsRequests.id, id), eq(rightsRequests.status, 'open')))
    .returning({ id: rightsRequests.id, borrowerId: rightsRequests.borrowerId });
  return row ?? null;
};

export const requestExists = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({ id: rightsRequests.id })
    .from(rightsRequests)
    .where(eq(rightsRequests.id, id));
  return row !== undefined;
};
