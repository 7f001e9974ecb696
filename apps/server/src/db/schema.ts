import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const borrowers = pgTable(
  'borrowers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('borrowers_phone_key').on(t.phone)],
);

/** Session tokens are stored only as their SHA-256: a leaked table opens no session. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    borrowerId: bigint('borrower_id', { mode: 'number' })
      .notNull()
      .references(() => borrowers.id),
    deviceId: text('device_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_borrower_idx').on(t.borrowerId)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt)],
);

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

/** Amounts in minor units (cents of TZS); rates in basis points. */
export const products = pgTable('products', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  amountMin: bigint('amount_min', { mode: 'number' }).notNull(),
  amountMax: bigint('amount_max', { mode: 'number' }).notNull(),
  termDays: integer('term_days').notNull(),
  periods: integer('periods').notNull(),
  interestRateBp: integer('interest_rate_bp').notNull(),
  serviceFeeBp: integer('service_fee_bp').notNull(),
  overduePenaltyDailyBp: integer('overdue_penalty_daily_bp').notNull(),
  createdAt: createdAt(),
});

export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    borrowerId: bigint('borrower_id', { mode: 'number' })
      .notNull()
      .references(() => borrowers.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: integer('status').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('orders_borrower_idx').on(t.borrowerId, t.createdAt)],
);

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
