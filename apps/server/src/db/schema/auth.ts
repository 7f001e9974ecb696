// Borrowers, their sessions and login codes.
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const borrowers = pgTable(
  'borrowers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    createdAt: createdAt(),
    /** When the borrower answered the loan details rating dialog; it is not asked again. */
    appRatedAt: timestamp('app_rated_at', { withTimezone: true }),
    /** 'sw' or 'en': the language of the last login, which the SMS nobody asked for (receipts) are in. */
    language: text('language'),
    /** Marketing SMS only with an opt-in (PRODUCT.md §21): off until the borrower turns it on. */
    marketingSms: boolean('marketing_sms').notNull().default(false),
    /** When the borrower last turned marketing SMS on or off; null: never asked. */
    marketingSmsAt: timestamp('marketing_sms_at', { withTimezone: true }),
    /** The account was closed at the borrower's request: no login, only the records the law keeps. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Until when the kept loan and payment records (and this row) are held after closing. */
    keptUntil: timestamp('kept_until', { withTimezone: true }),
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

/**
 * How often a client (an address, a device) did something limited, per fixed window: counted in the
 * database so that every API process sharing it sees one count. Old windows are pruned.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** What and who, e.g. 'sms:address:10.0.0.1' or 'login:device:<sha-256 of the device id>'. */
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
);
