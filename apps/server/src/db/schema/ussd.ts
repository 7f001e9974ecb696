// The USSD service (PRODUCT.md §22): the borrower's PIN for money actions, and each phone's language.
import { bigint, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { borrowers } from './auth.ts';

/**
 * A borrower's USSD PIN, as a salted scrypt hash. Wrong PINs in a row lock it until it is set again in
 * the app; the last (session, text) checked is kept so that a gateway's retry of one answer counts once.
 */
export const ussdPins = pgTable(
  'ussd_pins',
  {
    borrowerId: bigint('borrower_id', { mode: 'number' })
      .notNull()
      .references(() => borrowers.id),
    hash: text('hash').notNull(),
    salt: text('salt').notNull(),
    failedTries: integer('failed_tries').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    setAt: timestamp('set_at', { withTimezone: true }).notNull(),
    /** A digest of the last USSD request that checked the PIN (its session and text). */
    lastChecked: text('last_checked'),
  },
  (t) => [uniqueIndex('ussd_pins_borrower_key').on(t.borrowerId)],
);

/** The language a phone chose on the USSD menu; a phone with no borrower may choose one too. */
export const ussdLanguages = pgTable('ussd_languages', {
  phone: text('phone').primaryKey(),
  language: text('language').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
