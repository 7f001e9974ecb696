import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
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
    /** When the borrower answered the loan details rating dialog; it is not asked again. */
    appRatedAt: timestamp('app_rated_at', { withTimezone: true }),
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
  /** Days after a due date during which the order reads 174 (due) rather than 180 (overdue). */
  graceDays: integer('grace_days').notNull().default(3),
  /** A roll-over moves the unpaid due dates by this many days; 0 = the product cannot be rolled over. */
  deferralDays: integer('deferral_days').notNull().default(0),
  /** The roll-over fee, in basis points of the outstanding principal. */
  deferralFeeBp: integer('deferral_fee_bp').notNull().default(0),
  createdAt: createdAt(),
});

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
    index('orders_borrower_idx').on(t.borrowerId, t.createdAt),
    // One unfinished order per borrower, enforced where concurrent submits meet: the database.
    uniqueIndex('orders_one_open_per_borrower').on(t.borrowerId).where(sql`${t.closedAt} is null`),
    index('orders_status_idx').on(t.status, t.updatedAt),
  ],
);

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
  },
  (t) => [primaryKey({ columns: [t.orderId, t.periodNo] })],
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
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

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

/** Each payout attempt of an order and its outcome. */
export const payouts = pgTable(
  'payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    accountId: bigint('account_id', { mode: 'number' }).references(() => payoutAccounts.id),
    /** 'succeeded' or 'failed'. */
    outcome: text('outcome').notNull(),
    reason: text('reason').notNull().default(''),
    actor: text('actor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payouts_order_idx').on(t.orderId)],
);

/** Tracked borrower events (`/service/event/save`), e.g. 'Borrow Again' = module 30, position 0. */
export const trackedEvents = pgTable('tracked_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  borrowerId: bigint('borrower_id', { mode: 'number' })
    .notNull()
    .references(() => borrowers.id),
  productId: integer('product_id').notNull(),
  moduleId: integer('module_id').notNull(),
  positionId: integer('position_id').notNull(),
  createdAt: createdAt(),
});

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
  (t) => [index('ops_actions_created_idx').on(t.createdAt)],
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
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('trades_trade_no').on(t.tradeNo),
    uniqueIndex('trades_one_open_per_order').on(t.orderId).where(sql`${t.state} = 'open'`),
    index('trades_order_idx').on(t.orderId, t.id),
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
  (t) => [uniqueIndex('payments_reference').on(t.reference), index('payments_order_idx').on(t.orderId)],
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
    /** 'repayment', 'deferral_fee' or 'credit'. */
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
  (t) => [index('payment_notifications_trade_idx').on(t.tradeNo)],
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
  (t) => [uniqueIndex('utr_submissions_utr').on(t.utr), index('utr_submissions_order_idx').on(t.orderId)],
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
    index('sandbox_notifications_due_idx').on(t.nextAttemptAt),
  ],
);
