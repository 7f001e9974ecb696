// Tracked borrower events.
import { bigint, bigserial, integer, pgTable } from 'drizzle-orm/pg-core';
import { borrowers } from './auth.ts';
import { createdAt } from './columns.ts';

/** Tracked borrower events (`/service/event/save`), e.g. 'Borrow Again' = module 30, position 0. */
export const trackedEvents = pgTable('tracked_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  borrowerId: bigint('borrower_id', { mode: 'number' })
    .notNull()
    .references(() => borrowers.id),
  productId: integer('product_id').notNull(),
  moduleId: integer('module_id').notNull(),
  positionId: integer('position_id').notNull(),
  createdAt: createdAt(),
});
