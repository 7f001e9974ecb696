// A borrower's rights over their data (PRODUCT.md §21): the agreements they accepted, and their
// requests for a correction or for their account's deletion.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { borrowers } from './auth.ts';
import { createdAt } from './columns.ts';
import { orders } from './loan.ts';

/**
 * An agreement accepted with a loan application: which document and version, the SHA-256 of the exact
 * page the borrower was shown, when, in which language and from which device. One row per order and
 * document, so a retried submit records once.
 */
export const consents = pgTable(
  'consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    borrowerId: bigint('borrower_id', { mode: 'number' })
      .notNull()
      .references(() => borrowers.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    /** The contract's position (1 the agreement, 2 the key facts) and its title as shown. */
    document: text('document').notNull(),
    title: text('title').notNull(),
    version: text('version').notNull(),
    /** Hex SHA-256 of the HTML page rendered for the borrower. */
    textHash: text('text_hash').notNull(),
    language: text('language').notNull(),
    /** The app's common params naming the device (deviceId, clientType, osVersion…) and its user agent. */
    device: jsonb('device').$type<Record<string, string>>().notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('consents_order_document_key').on(t.orderId, t.document),
    index('consents_borrower_idx').on(t.borrowerId),
  ],
);

/**
 * A correction or deletion request, answered by staff before `dueAt`. A deletion made in the app is
 * carried out at once and recorded here already done.
 */
export const rightsRequests = pgTable(
  'rights_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    borrowerId: bigint('borrower_id', { mode: 'number' })
      .notNull()
      .references(() => borrowers.id),
    /** 'correction' or 'deletion'. */
    kind: text('kind').notNull(),
    /** 'app' or 'web' (the page outside the app). */
    channel: text('channel').notNull(),
    /** The borrower's words (a correction); erased with the account. */
    detail: text('detail'),
    /** 'open', 'done' or 'refused'. */
    status: text('status').notNull().default('open'),
    outcome: text('outcome'),
    handledBy: bigint('handled_by', { mode: 'number' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('rights_requests_borrower_idx').on(t.borrowerId, t.id),
    index('rights_requests_open_idx').on(t.dueAt).where(sql`${t.status} = 'open'`),
  ],
);
