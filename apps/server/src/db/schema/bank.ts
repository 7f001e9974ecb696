// Borrowers' payout accounts.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { borrowers } from './auth.ts';
import { createdAt } from './columns.ts';

/** A borrower's payout accounts; exactly one current (not replaced) at a time. */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    borrowerId: bigint('borrower_id', { mode: 'number' })
      .notNull()
      .references(() => borrowers.id),
    cardType: text('card_type').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    channelNumber: text('channel_number').notNull().default(''),
    userName: text('user_name').notNull().default(''),
    /** Stored whole; returned masked everywhere but the form's own prefill. */
    accountNumber: text('account_number').notNull(),
    createdAt: createdAt(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payout_accounts_one_current').on(t.borrowerId).where(sql`${t.replacedAt} is null`)],
);
