// Products, orders with their plans and events, and payouts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { borrowers } from './auth.ts';
import { payoutAccounts } from './bank.ts';
import { createdAt } from './columns.ts';

/** A term a product offers besides its default one (`termDays`/`periods`): the borrower chooses (PRODUCT.md §19). */
export type ProductTerm = { termDays: number; periods: number };

/** The product's other terms; an empty list (every product before choice) means the default term only. */
const extraTerms = () => jsonb('extra_terms').$type<ProductTerm[]>().notNull().default(sql`'[]'::jsonb`);

/** Amounts in minor units (cents of TZS); rates in basis points. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    logo: text('logo').notNull(),
    amountMin: bigint('amount_min', { mode: 'number' }).notNull(),
    amountMax: bigint('amount_max', { mode: 'number' }).notNull(),
    termDays: integer('term_days').notNull(),
    periods: integer('periods').notNull(),
    extraTerms: extraTerms(),
    interestRateBp: integer('interest_rate_bp').notNull(),
    serviceFeeBp: integer('service_fee_bp').notNull(),
    overduePenaltyDailyBp: integer('overdue_penalty_daily_bp').notNull(),
    /** Days after a due date during which the order reads 174 (due) rather than 180 (overdue). */
    graceDays: integer('grace_days').notNull().default(3),
    /** A roll-over moves the unpaid due dates by this many days; 0 = the product cannot be rolled over. */
    deferralDays: integer('deferral_days').notNull().default(0),
    /** The roll-over fee, in basis points of the outstanding principal. */
    deferralFeeBp: integer('deferral_fee_bp').notNull().default(0),
    /** 'reducing' (interest by the day on the principal still owed) or 'flat' (loans signed before it). */
    interestMethod: text('interest_method').$type<'reducing' | 'flat'>().notNull().default('reducing'),
    /** The version whose terms these are: new offers are priced on it (PRODUCT.md §18). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    // Staff add products by name: a repeated command never makes a second one.
    uniqueIndex('products_name_key').on(t.name),
  ],
);

/**
 * Every version of a product's terms, never changed once written: an order points at the version it was
 * signed with, so a later change of price reaches new offers only (PRODUCT.md §18).
 */
export const productVersions = pgTable(
  'product_versions',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    version: integer('version').notNull(),
    amountMin: bigint('amount_min', { mode: 'number' }).notNull(),
    amountMax: bigint('amount_max', { mode: 'number' }).notNull(),
    termDays: integer('term_days').notNull(),
    periods: integer('periods').notNull(),
    extraTerms: extraTerms(),
    interestRateBp: integer('interest_rate_bp').notNull(),
    serviceFeeBp: integer('service_fee_bp').notNull(),
    overduePenaltyDailyBp: integer('overdue_penalty_daily_bp').notNull(),
    graceDays: integer('grace_days').notNull(),
    deferralDays: integer('deferral_days').notNull(),
    deferralFeeBp: integer('deferral_fee_bp').notNull(),
    interestMethod: text('interest_method').$type<'reducing' | 'flat'>().notNull().default('reducing'),
    /** 'ops:<username>', or 'system' for the demo seed and the versions written when versions began. */
    changedBy: text('changed_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.version] })],
);

/**
 * A loan application and, once paid out, the loan. Its figures are written once at submit (PRODUCT.md
 * §6). `status` holds 21/40/110/151/170; 174, 180 and 200 are derived when read (PRODUCT.md §5).
 */
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
    /** The product's version at submit: its penalty, grace and roll-over terms are this loan's. */
    productVersion: integer('product_version').notNull().default(1),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: integer('status').notNull(),
    termDays: integer('term_days').notNull().default(0),
    periods: integer('periods').notNull().default(1),
    interest: bigint('interest', { mode: 'number' }).notNull().default(0),
    serviceFee: bigint('service_fee', { mode: 'number' }).notNull().default(0),
    totalRepayable: bigint('total_repayable', { mode: 'number' }).notNull().default(0),
    aprBp: integer('apr_bp').notNull().default(0),
    /** The payout account at the last payout attempt. */
    payoutAccountId: bigint('payout_account_id', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    disbursedAt: timestamp('disbursed_at', { withTimezone: true }),
    /** Set when the order is finished (rejected or settled): it no longer blocks a new application. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    foreignKey({
      name: 'orders_product_version_fk',
      columns: [t.productId, t.productVersion],
      foreignColumns: [productVersions.productId, productVersions.version],
    }),
    index('orders_borrower_idx').on(t.borrowerId, t.createdAt),
    // One unfinished order per borrower, enforced where concurrent submits meet: the database.
    uniqueIndex('orders_one_open_per_borrower').on(t.borrowerId).where(sql`${t.closedAt} is null`),
    index('orders_status_idx').on(t.status, t.updatedAt),
    // The staff's queues (to decide, failed payouts), listed newest first page by page.
    index('orders_queue_idx').on(t.status, t.id).where(sql`${t.status} in (21, 151)`),
    // The arrears: the loans still being repaid.
    index('orders_repaying_idx').on(t.id).where(sql`${t.status} = 170 and ${t.closedAt} is null`),
    // The figures: applications per day.
    index('orders_created_idx').on(t.createdAt),
  ],
);

/** A bit of `instalments.reminded` for each kind of reminder (modules/reminders, PRODUCT.md §20). */
export const REMINDER_BITS = { before: 1, due: 2, after: 4, collection: 8 } as const;

/** The plan of an order, written once at submit; due dates are set when the payout succeeds. */
export const instalments = pgTable(
  'instalments',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    periodNo: integer('period_no').notNull(),
    principal: bigint('principal', { mode: 'number' }).notNull(),
    interest: bigint('interest', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    /** principal + interest + fee, minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Days from the payout to this due date. */
    dueOffsetDays: integer('due_offset_days').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    /**
     * The kinds of reminder this instalment is done with, a bit each (REMINDER_BITS): sent, or its
     * day come with nothing to send (paid, not the oldest unpaid, the loan closed).
     */
    reminded: smallint('reminded').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.periodNo] }),
    // One index per kind of reminder, holding only the instalments that kind has not yet been through:
    // a pass reads the reminders still to write, not every instalment due that day (docs/reminders.md).
    ...Object.entries(REMINDER_BITS).map(([kind, bit]) =>
      index(`instalments_remind_${kind}_idx`)
        .on(t.dueDate, t.orderId, t.periodNo)
        .where(sql`${t.dueDate} is not null and (${t.reminded} & ${sql.raw(String(bit))}) = 0`),
    ),
  ],
);

/** Every change of an order's stored status, with who made it (PRODUCT.md §11). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    /** 'borrower', 'system' or 'ops:<name>'. */
    actor: text('actor').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    // The figures: orders leaving review per day.
    index('order_events_left_review_idx').on(t.createdAt).where(sql`${t.fromStatus} = 21`),
  ],
);

/** Each payout attempt of an order and its outcome. */
export const payouts = pgTable(
  'payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    accountId: bigint('account_id', { mode: 'number' }).references(() => payoutAccounts.id),
    /** 'sending' (with the wallet provider, waiting for its answer), 'succeeded' or 'failed'. */
    outcome: text('outcome').notNull(),
    reason: text('reason').notNull().default(''),
    actor: text('actor').notNull(),
    /** Our id of a disbursement sent to the wallet provider (its `externalId`); '' when none was sent. */
    reference: text('reference').notNull().default(''),
    /** The provider's id of the disbursement, once it names one. */
    providerRef: text('provider_ref').notNull().default(''),
    createdAt: createdAt(),
    /** When a 'sending' payout got its outcome. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('payouts_order_idx').on(t.orderId),
    uniqueIndex('payouts_reference_key').on(t.reference).where(sql`${t.reference} <> ''`),
    index('payouts_sending_idx').on(t.createdAt).where(sql`${t.outcome} = 'sending'`),
    // The figures: amounts paid out per day they settled.
    index('payouts_succeeded_idx')
      .on(sql`coalesce(${t.settledAt}, ${t.createdAt})`)
      .where(sql`${t.outcome} = 'succeeded'`),
  ],
);
