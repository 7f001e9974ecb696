// Trades (Pay Now), payments, the ledger, notifications received and payment references.
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

/**
 * A collection asked of the payment provider: what the borrower is to pay for one order, and how
 * (pay code, QR or hosted page). At most one is open per order, so never more is collectible than
 * what is owed (PRODUCT.md §7).
 */
export const trades = pgTable(
  'trades',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tradeNo: text('trade_no').notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    borrowerId: bigint('borrower_id', { mode: 'number' })
      .notNull()
      .references(() => borrowers.id),
    /** 'repayment' or 'deferral'. */
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The channel chosen (`bankList` type) and the payer's wallet as sent. */
    bankCode: text('bank_code').notNull(),
    payerAccount: text('payer_account').notNull().default(''),
    /** 'PAY_URL', 'PAY_CODE' or 'QR_CODE'. */
    repayType: text('repay_type').notNull(),
    payCode: text('pay_code').notNull().default(''),
    payUrl: text('pay_url').notNull().default(''),
    /** 'open', 'paid', 'replaced' (a newer trade of the order) or 'failed'. */
    state: text('state').notNull().default('open'),
    /** A push (PUSH): when the wallet took it (null: not yet), its receipt, and why it failed. */
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    providerRef: text('provider_ref').notNull().default(''),
    /** 'declined', 'timeout' or 'refused' (PUSH); '' otherwise. */
    failReason: text('fail_reason').notNull().default(''),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('trades_trade_no').on(t.tradeNo),
    uniqueIndex('trades_one_open_per_order').on(t.orderId).where(sql`${t.state} = 'open'`),
    index('trades_order_idx').on(t.orderId, t.id),
    // The sweep asks the wallet about open pushes that have waited too long.
    index('trades_open_push_idx').on(t.createdAt).where(sql`${t.state} = 'open' and ${t.repayType} = 'PUSH'`),
    // Staff find the trade an agent's pay code belongs to.
    index('trades_pay_code_idx').on(t.payCode).where(sql`${t.payCode} <> ''`),
  ],
);

/**
 * Money received: one row per provider payment (or confirmed UTR), whose unique `reference` makes a
 * notification delivered twice, concurrently or late, apply once.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    tradeId: bigint('trade_id', { mode: 'number' })
      .notNull()
      .references(() => trades.id),
    /** The provider's payment id, or 'utr:<utr>'. */
    reference: text('reference').notNull(),
    /** 'provider' or 'utr'. */
    source: text('source').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_reference').on(t.reference),
    index('payments_order_idx').on(t.orderId),
    // What an open trade has collected so far: loan details sum it on every read.
    index('payments_trade_idx').on(t.tradeId),
    // The figures: money collected per day.
    index('payments_created_idx').on(t.createdAt),
  ],
);

/**
 * The append-only ledger of a loan's money after the payout: repayments (applied to instalments in
 * order when read), deferral fees (with the days they bought) and credits (what was paid beyond what
 * was owed). Rows are only ever inserted.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id),
    /** 'repayment', 'penalty', 'deferral_fee', 'credit' or 'write_off' (PRODUCT.md §18). */
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    deferralDays: integer('deferral_days').notNull().default(0),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_entries_order_idx').on(t.orderId, t.kind)],
);

/** Every payment notification received, with what became of it: applied, duplicate, held or refused. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: text('event_id').notNull().default(''),
    tradeNo: text('trade_no').notNull().default(''),
    amount: bigint('amount', { mode: 'number' }),
    outcome: text('outcome').notNull(),
    reason: text('reason').notNull().default(''),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_notifications_trade_idx').on(t.tradeNo),
    // The pruning of old ones (NOTIFICATION_KEEP_DAYS) reads by age.
    index('payment_notifications_created_idx').on(t.createdAt),
  ],
);

/** Payment references borrowers send (UTR). One reference belongs to one order, ever. */
export const utrSubmissions = pgTable(
  'utr_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    utr: text('utr').notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    tradeId: bigint('trade_id', { mode: 'number' })
      .notNull()
      .references(() => trades.id),
    /** 'pending', 'confirmed' or 'rejected'. */
    state: text('state').notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('utr_submissions_utr').on(t.utr),
    index('utr_submissions_order_idx').on(t.orderId),
    // The staff's queue of references to confirm, oldest first.
    index('utr_submissions_pending_idx').on(t.id).where(sql`${t.state} = 'pending'`),
  ],
);
