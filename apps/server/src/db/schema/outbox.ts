// What the server owes the outside world: every SMS and money request, sent by the outbox worker.
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * One message or money request, written in the transaction of the change that wants it (PRODUCT.md
 * §17) and sent by the worker: claimed with a lease (`next_attempt_at` moved ahead) so one process
 * sends a row at a time, retried with backoff, and kept when done.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'sms', 'push' or 'disburse'. */
    kind: text('kind').notNull(),
    /** Unique per kind: a repeat of the same request (the same trade's push) is one row. */
    key: text('key').notNull(),
    payload: jsonb('payload').notNull(),
    /**
     * 'pending', 'done' (the provider took it), 'dead' (refused, or out of attempts) or 'cancelled'
     * (held for later, and no longer true before it went: a reminder of an instalment paid meanwhile).
     */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().default(sql`now()`),
    lastError: text('last_error').notNull().default(''),
    /** The provider's id of what it took (an SMS message id, a transaction id). */
    providerRef: text('provider_ref').notNull().default(''),
    /** SMS: what the gateway's delivery report said ('delivered', 'failed', 'pending'). */
    delivery: text('delivery').notNull().default(''),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_kind_key').on(t.kind, t.key),
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    index('outbox_provider_ref_idx').on(t.providerRef).where(sql`${t.providerRef} <> ''`),
    // A borrower's SMS, for staff reading their story.
    index('outbox_sms_phone_idx').on(sql`(${t.payload}->>'phone')`, t.id).where(sql`${t.kind} = 'sms'`),
  ],
);
