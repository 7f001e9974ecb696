// The sandbox providers' own books: the SMS they "sent", the payment provider's collections and outbox.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** What the sandbox SMS gateway "sent": read by /tapi/dev/sms-outbox and the native host. */
export const sandboxSms = pgTable(
  'sandbox_sms',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_sms_phone_idx').on(t.phone, t.id)],
);

/** The sandbox payment provider's own books: the collections it was asked for. */
export const sandboxCollections = pgTable(
  'sandbox_collections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tradeNo: text('trade_no').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** 'code', 'qr' or 'page'. */
    method: text('method').notNull(),
    payCode: text('pay_code').notNull(),
    pageToken: text('page_token').notNull(),
    /**
     * What was paid so far: a repayment's pay code (method 'code' or 'qr') is paid at an agent in
     * parts and stays open until this reaches the amount; a hosted page is paid once.
     */
    paid: bigint('paid', { mode: 'number' }).notNull().default(0),
    /** Whether the code may be paid in parts (a repayment's); a roll-over's code is paid once. */
    inParts: boolean('in_parts').notNull().default(false),
    /** 'open', 'paid', 'failed' or 'cancelled'. */
    state: text('state').notNull().default('open'),
    returnPath: text('return_path').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_collections_trade_no').on(t.tradeNo),
    uniqueIndex('sandbox_collections_pay_code').on(t.payCode),
    uniqueIndex('sandbox_collections_page_token').on(t.pageToken),
  ],
);

/** The sandbox provider's outbox: each notification is delivered until the server takes it. */
export const sandboxNotifications = pgTable(
  'sandbox_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: text('event_id').notNull(),
    body: text('body').notNull(),
    /** How many successful deliveries to make: 2 delivers a duplicate on purpose. */
    deliveriesWanted: integer('deliveries_wanted').notNull().default(1),
    deliveries: integer('deliveries').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().default(sql`now()`),
    lastError: text('last_error').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_notifications_event_id').on(t.eventId),
    // Only what is still to deliver: the sender polls twice a second in every process, and a delivered
    // notification (nearly all of them) must not cost that poll anything.
    // By id, the poll's order: it reads the first due ones of this small index and stops.
    index('sandbox_notifications_due_idx').on(t.id).where(sql`${t.deliveries} < ${t.deliveriesWanted}`),
    // The delivered ones, by age: the daily pruning reads only what it deletes.
    index('sandbox_notifications_delivered_idx')
      .on(t.createdAt)
      .where(sql`${t.deliveries} >= ${t.deliveriesWanted}`),
  ],
);

/**
 * The sandbox wallet's books: each push it was asked for, the PIN prompt shown on `/host`'s phone,
 * and its end. It tells the server through the same callback a real provider posts.
 */
export const sandboxWalletRequests = pgTable(
  'sandbox_wallet_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Our reference (the externalId a real provider keeps): one request per reference. */
    reference: text('reference').notNull(),
    /** 'collection' or 'disbursement'. */
    kind: text('kind').notNull(),
    wallet: text('wallet').notNull(),
    account: text('account').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** 'pending', 'succeeded', 'declined' or 'timeout'. */
    state: text('state').notNull().default('pending'),
    providerRef: text('provider_ref').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the callback was posted ('' never yet): a late one is posted by the sweep. */
    calledBackAt: timestamp('called_back_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_wallet_requests_reference').on(t.reference),
    index('sandbox_wallet_requests_pending_idx').on(t.expiresAt).where(sql`${t.state} = 'pending'`),
  ],
);
