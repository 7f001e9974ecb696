import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { borrowers } from '../../db/schema/auth.ts';
import { orders } from '../../db/schema/loan.ts';
import { trackedEvents } from '../../db/schema/support.ts';

/** Only the first rating is kept: a repeat changes nothing. */
export const markAppRated = (db: DbOrTx, borrowerId: number, at: Date) =>
  db
    .update(borrowers)
    .set({ appRatedAt: at })
    .where(and(eq(borrowers.id, borrowerId), isNull(borrowers.appRatedAt)));

export const insertTrackedEvent = (db: DbOrTx, event: typeof trackedEvents.$inferInsert) =>
  db.insert(trackedEvents).values(event);

/** Whether the order is this borrower's own (an order of another borrower reads as missing). */
export const isOwnOrder = async (db: DbOrTx, borrowerId: number, orderId: number) =>
  (
    await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.borrowerId, borrowerId)))
  ).length === 1;
