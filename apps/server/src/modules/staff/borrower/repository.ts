import { and, asc, desc, eq, max, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { borrowers, sessions } from '../../../db/schema/auth.ts';
import { complaints } from '../../../db/schema/complaint.ts';
import { orders } from '../../../db/schema/loan.ts';
import { outbox } from '../../../db/schema/outbox.ts';
import { reminders } from '../../../db/schema/reminders.ts';
import { consents } from '../../../db/schema/rights.ts';
import { sandboxSms } from '../../../db/schema/sandbox.ts';

const STORY_MAX = 200;

export const borrowerByPhone = async (db: DbOrTx, phone: string) => {
  const [row] = await db.select().from(borrowers).where(eq(borrowers.phone, phone));
  return row ?? null;
};

export const ordersOf = (db: DbOrTx, borrowerId: number) =>
  db
    .select({ id: orders.id, amount: orders.amount, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.borrowerId, borrowerId))
    .orderBy(desc(orders.id))
    .limit(STORY_MAX);

/**
 * The SMS the outbox holds for the phone (codes are kept without their code); a reminder with its
 * kind, and the time it went when it did.
 */
export const outboxSmsOf = (db: DbOrTx, phone: string) =>
  db
    .select({
      at: outbox.createdAt,
      doneAt: outbox.doneAt,
      state: outbox.state,
      delivery: outbox.delivery,
      text: sql<string>`${outbox.payload}->>'text'`,
      reminder: reminders.kind,
    })
    .from(outbox)
    .leftJoin(reminders, eq(reminders.outboxId, outbox.id))
    .where(and(eq(outbox.kind, 'sms'), sql`${outbox.payload}->>'phone' = ${phone}`))
    .orderBy(desc(outbox.id))
    .limit(STORY_MAX);

/** What the sandbox gateway "sent" to the phone (demo and test servers). */
export const sandboxSmsOf = (db: DbOrTx, phone: string) =>
  db
    .select({ at: sandboxSms.createdAt, text: sandboxSms.text, code: sandboxSms.code })
    .from(sandboxSms)
    .where(eq(sandboxSms.phone, phone))
    .orderBy(desc(sandboxSms.id))
    .limit(STORY_MAX);

export const complaintsOf = (db: DbOrTx, borrowerId: number) =>
  db
    .select({
      id: complaints.id,
      reference: complaints.reference,
      status: complaints.status,
      createdAt: complaints.createdAt,
    })
    .from(complaints)
    .where(eq(complaints.borrowerId, borrowerId))
    .orderBy(desc(complaints.id))
    .limit(STORY_MAX);

export const loginsOf = (db: DbOrTx, borrowerId: number) =>
  db
    .select({ at: sessions.createdAt, device: sessions.deviceId })
    .from(sessions)
    .where(eq(sessions.borrowerId, borrowerId))
    .orderBy(desc(sessions.createdAt))
    .limit(STORY_MAX);

export const devicesOf = (db: DbOrTx, borrowerId: number) =>
  db
    .select({
      device: sessions.deviceId,
      firstSeen: min(sessions.createdAt),
      lastSeen: max(sessions.createdAt),
    })
    .from(sessions)
    .where(eq(sessions.borrowerId, borrowerId))
    .groupBy(sessions.deviceId)
    .orderBy(asc(min(sessions.createdAt)));

export const consentsOf = (db: DbOrTx, borrowerId: number) =>
  db
    .select()
    .from(consents)
    .where(eq(consents.borrowerId, borrowerId))
    .orderBy(desc(consents.id))
    .limit(STORY_MAX);
