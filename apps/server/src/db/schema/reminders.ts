// The reminders sent about instalments (PRODUCT.md §20), one per instalment and kind.
import { bigint, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { orders } from './loan.ts';
import { outbox } from './outbox.ts';

/**
 * Written in the transaction that writes the reminder's SMS to the outbox: the primary key makes a
 * second scheduler (another process, a restart) write nothing, and the row names the SMS, so loan
 * details and the borrower's story can say which reminder an SMS was and when it went.
 */
export const reminders = pgTable(
  'reminders',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    periodNo: integer('period_no').notNull(),
    /** 'before' (3 days ahead), 'due' (the due date), 'after' (the day after) or 'collection'. */
    kind: text('kind').notNull(),
    /**
     * The SMS it was. Null once the borrower's account is erased (PRODUCT.md §21), and on rows written
     * before migration 0026 for an instalment paid ahead of its reminder: the SMS body goes, the record that a reminder of this kind went stays with the loan. Every
     * reader of reminders joins the outbox, so a row without an SMS is never shown as a reminder.
     */
    outboxId: bigint('outbox_id', { mode: 'number' }).references(() => outbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.periodNo, t.kind] }),
    uniqueIndex('reminders_outbox_key').on(t.outboxId),
  ],
);
