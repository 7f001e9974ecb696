// The lender's staff (PRODUCT.md §18): members, their invites, sessions, personal tokens, and the
// four-eyes proposals on money. Secrets are stored only as hashes.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const staffMembers = pgTable(
  'staff_members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    roles: text('roles').array().notNull(),
    /** scrypt, with its parameters and salt (see modules/staff/accounts/password.ts). */
    passwordHash: text('password_hash').notNull(),
    /** The TOTP key (base32); null until the member starts enrolling. */
    totpSecret: text('totp_secret'),
    totpEnrolled: boolean('totp_enrolled').notNull().default(false),
    /** The last 30-second step whose code was accepted: a code works once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_members_username_key').on(t.username)],
);

export const staffInvites = pgTable(
  'staff_invites',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    name: text('name').notNull(),
    roles: text('roles').array().notNull(),
    /** `ops:<username>` of the admin, or `machine` for the first admin. */
    invitedBy: text('invited_by').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    memberId: bigint('member_id', { mode: 'number' }).references(() => staffMembers.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_invites_token_key').on(t.tokenHash)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => staffMembers.id),
    csrfToken: text('csrf_token').notNull(),
    /** A session that has passed the password but not yet a first TOTP code may only enrol. */
    enrolling: boolean('enrolling').notNull().default(false),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_sessions_member_idx').on(t.memberId)],
);

export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => staffMembers.id),
    label: text('label').notNull(),
    tokenHash: text('token_hash').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_tokens_hash_key').on(t.tokenHash),
    index('staff_tokens_member_idx').on(t.memberId),
  ],
);

export const staffApprovals = pgTable(
  'staff_approvals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
    amount: bigint('amount', { mode: 'number' }),
    state: text('state').notNull().default('pending'),
    proposedBy: text('proposed_by').notNull(),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    outcome: text('outcome').notNull().default(''),
  },
  (t) => [
    index('staff_approvals_pending_idx').on(t.proposedAt).where(sql`state = 'pending'`),
    // One open proposal per action on an order: proposing it twice is answered with the first.
    uniqueIndex('staff_approvals_one_pending_key').on(t.kind, t.orderId).where(sql`state = 'pending'`),
  ],
);
