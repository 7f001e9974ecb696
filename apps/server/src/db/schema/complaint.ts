// Complaints, their photos and the yearly sequence of their reference numbers.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { borrowers } from './auth.ts';
import { createdAt } from './columns.ts';
import { orders } from './loan.ts';

/** A borrower's complaint and the staff's reply (PRODUCT.md §12). */
export const complaints = pgTable(
  'complaints',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    borrowerId: bigint('borrower_id', { mode: 'number' })
      .notNull()
      .references(() => borrowers.id),
    /** `C` + year + sequence, e.g. C2026-000123. */
    reference: text('reference').notNull(),
    problemType: smallint('problem_type').notNull(),
    problemSonType: smallint('problem_son_type'),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    detail: text('detail').notNull(),
    /** The language the borrower wrote in: the SMS about it are sent in it. */
    language: text('language').notNull(),
    /**
     * What the complaint says (type, sub-type, order, text, photos), hashed: the same complaint sent
     * again while the first is being processed is the first (PRODUCT.md §7).
     */
    contentHash: text('content_hash').notNull(),
    /** 'processing' or 'replied'. */
    status: text('status').notNull().default('processing'),
    /** YYYY-MM-DD (Tanzania): 3 working days after receipt. */
    replyBy: date('reply_by', { mode: 'string' }).notNull(),
    reply: text('reply').notNull().default(''),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** 'ops:<name>'. */
    repliedBy: text('replied_by'),
    score: smallint('score'),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('complaints_reference').on(t.reference),
    uniqueIndex('complaints_one_open_per_content')
      .on(t.borrowerId, t.contentHash)
      .where(sql`${t.status} = 'processing'`),
    index('complaints_borrower_idx').on(t.borrowerId, t.id),
    index('complaints_status_idx').on(t.status, t.id),
    // Open complaints by the date a reply is promised: the overdue first.
    index('complaints_open_reply_by_idx').on(t.replyBy, t.id).where(sql`${t.status} = 'processing'`),
    // The figures: complaints received per period.
    index('complaints_created_idx').on(t.createdAt),
  ],
);

/**
 * A photo uploaded for a complaint (by its borrower) or for a reply (by staff): the re-encoded file is
 * in the storage under `storageKey`; `token` is the random name its path carries.
 */
export const complaintImages = pgTable(
  'complaint_images',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    token: text('token').notNull(),
    /** The borrower who may see it: the uploader, or for a reply's photo the complaint's borrower. */
    borrowerId: bigint('borrower_id', { mode: 'number' }).references(() => borrowers.id),
    /** 'problem' (the borrower's) or 'reply' (the staff's). */
    role: text('role').notNull(),
    /** 'borrower' or 'ops:<name>'. */
    uploadedBy: text('uploaded_by').notNull(),
    /** Null until a complaint or a reply uses it; then it is used for good. */
    complaintId: bigint('complaint_id', { mode: 'number' }).references(() => complaints.id),
    position: integer('position').notNull().default(0),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('complaint_images_token').on(t.token),
    index('complaint_images_complaint_idx').on(t.complaintId, t.position),
    index('complaint_images_unused_idx').on(t.borrowerId, t.createdAt).where(sql`${t.complaintId} is null`),
  ],
);

/** The last reference number given in each year: taken under a row lock, so never twice. */
export const complaintReferenceCounters = pgTable('complaint_reference_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});
