// Stored answers of idempotent calls.
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { borrowers } from './auth.ts';
import { createdAt } from './columns.ts';

/**
 * The first answer to each (borrower, Idempotency-Key), replayed to every repeat of that request
 * (PRODUCT.md §7). A row without `completedAt` is a request still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    borrowerId: bigint('borrower_id', { mode: 'number' })
      .notNull()
      .references(() => borrowers.id),
    key: text('key').notNull(),
    endpoint: text('endpoint').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').$type<{ code: number; message: string; data?: unknown }>(),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.borrowerId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
