// The card store (PRODUCT.md §13): saved cards (a vault token, never the number), repay tokens, card
// payments, and the sandbox card processor's own books. Money in BIGINT minor units.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { borrowers } from './auth.ts';
import { createdAt } from './columns.ts';
import { orders } from './loan.ts';
import { trades } from './repayment.ts';

/** A borrower's debit card: only the processor's token, the bank, the last four digits and the expiry. */
export const repaymentCards = pgTable(
  'repayment_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    borrowerId: bigint('borrower_id', { mode: 'number' })
      .notNull()
      .references(() => borrowers.id),
    vaultToken: text('vault_token').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    /** Four digits. */
    expiryYear: integer('expiry_year').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('repayment_cards_vault_token').on(t.vaultToken),
    // The same card added twice is the card already saved.
    uniqueIndex('repayment_cards_same_card').on(
      t.borrowerId,
      t.bankCode,
      t.last4,
      t.expiryMonth,
      t.expiryYear,
    ),
  ],
);

/** A repay token of `repayment-way`: single-use, for one borrower and order, kept as its SHA-256. */
export const repayTokens = pgTable(
  'repay_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    borrowerId: bigint('borrower_id', { mode: 'number' })
      .notNull()
      .references(() => borrowers.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('repay_tokens_hash').on(t.tokenHash), index('repay_tokens_expiry_idx').on(t.expiresAt)],
);

/**
 * One card payment (`repayRecordId`): one per repay token; at most one waits for its SMS code per
 * order; once settled it names the trade its money entered the ledger by, and no other record can.
 */
export const cardRepayments = pgTable(
  'card_repayments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    borrowerId: bigint('borrower_id', { mode: 'number' })
      .notNull()
      .references(() => borrowers.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    cardId: bigint('card_id', { mode: 'number' })
      .notNull()
      .references(() => repaymentCards.id),
    tokenId: bigint('token_id', { mode: 'number' })
      .notNull()
      .references(() => repayTokens.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    needValid: integer('need_valid').notNull(),
    /** 'pending', 'settled', 'declined', 'cancelled' or 'expired'. */
    status: text('status').notNull(),
    /** Why a record ended unpaid, for staff (English). */
    reason: text('reason').notNull().default(''),
    /** SHA-256 of the record id and the SMS code; '' when no code was needed. */
    codeHash: text('code_hash').notNull().default(''),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    wrongTries: integer('wrong_tries').notNull().default(0),
    tradeId: bigint('trade_id', { mode: 'number' }).references(() => trades.id),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('card_repayments_token').on(t.tokenId),
    uniqueIndex('card_repayments_trade').on(t.tradeId),
    uniqueIndex('card_repayments_one_pending').on(t.orderId).where(sql`${t.status} = 'pending'`),
    index('card_repayments_card_idx').on(t.cardId, t.status),
  ],
);

/** The sandbox card processor's vault: a token, the last four digits and the expiry; never the number. */
export const sandboxCardVault = pgTable('sandbox_card_vault', {
  token: text('token').primaryKey(),
  last4: text('last4').notNull(),
  expiryMonth: integer('expiry_month').notNull(),
  expiryYear: integer('expiry_year').notNull(),
  createdAt: createdAt(),
});

/** The sandbox processor's charges: one per reference, however often it is asked. */
export const sandboxCardCharges = pgTable(
  'sandbox_card_charges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull(),
    token: text('token').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** 'paid' or 'declined'. */
    status: text('status').notNull(),
    chargeId: text('charge_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sandbox_card_charges_reference').on(t.reference)],
);
