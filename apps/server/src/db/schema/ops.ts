// The ops API's audit trail.
import { bigserial, boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** What the lender's staff did through the ops API: who, what, on what, when. */
export const opsActions = pgTable(
  'ops_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actor: text('actor').notNull(),
    command: text('command').notNull(),
    target: text('target').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ok: boolean('ok').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ops_actions_created_idx').on(t.createdAt),
    // One order's trail, newest first.
    index('ops_actions_target_idx').on(t.target, t.id),
  ],
);
