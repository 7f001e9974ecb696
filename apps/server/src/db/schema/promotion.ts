// The promotion landing: its templates, what visitors do there, captchas, codes and registrations.
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { borrowers } from './auth.ts';
import { createdAt } from './columns.ts';

/** A text in each language a borrower reads. */
export type Bilingual = { en: string; sw: string };

/** Template ids are 32-bit: a larger id names no template, and is never sent to the database. */
export const TEMPLATE_ID_MAX = 2_147_483_647;

/** A landing's config (PRODUCT.md §14); ids are chosen, not generated: an ad names its template. */
export const promotionTemplates = pgTable('promotion_templates', {
  id: integer('id').primaryKey(),
  title: jsonb('title').$type<Bilingual>().notNull(),
  benefits: jsonb('benefits').$type<Bilingual[]>().notNull(),
  buttonText: jsonb('button_text').$type<Bilingual>().notNull(),
  banner: text('banner').notNull(),
  colour: text('colour').notNull(),
  androidUrl: text('android_url').notNull(),
  iosUrl: text('ios_url').notNull(),
  createdAt: createdAt(),
});

/** One visit or one Register tap, with the attribution the landing's address carried. */
export const promotionEvents = pgTable(
  'promotion_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['visit', 'click'] }).notNull(),
    templateId: integer('template_id')
      .notNull()
      .references(() => promotionTemplates.id),
    userFrom: text('user_from').notNull(),
    appFrom: text('app_from').notNull(),
    utmTag: text('utm_tag').notNull(),
    clientType: text('client_type').notNull(),
    /** The visitor's number when what they had typed was one (`255…`). */
    phone: text('phone'),
    createdAt: createdAt(),
  },
  (t) => [index('promotion_events_template_idx').on(t.templateId, t.utmTag)],
);

/**
 * A captcha: 4 characters behind a random id, for 5 minutes. A code request spends it, or binds it to
 * its phone for the registration that follows; a registration try spends it.
 */
export const promotionCaptchas = pgTable(
  'promotion_captchas',
  {
    sid: text('sid').primaryKey(),
    text: text('text').notNull(),
    /** The phone a code was asked for with this captcha. */
    phone: text('phone'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    spentAt: timestamp('spent_at', { withTimezone: true }),
  },
  (t) => [index('promotion_captchas_expires_idx').on(t.expiresAt)],
);

/** A verification code sent from the landing: the limits per phone and per address count these. */
export const promotionSmsCodes = pgTable(
  'promotion_sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    /** The client address that asked. */
    address: text('address').notNull(),
    templateId: integer('template_id').references(() => promotionTemplates.id),
    utmTag: text('utm_tag').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('promotion_sms_codes_phone_idx').on(t.phone, t.createdAt),
    index('promotion_sms_codes_address_idx').on(t.address, t.createdAt),
  ],
);

/** A borrower who registered on the landing, and where they came from (one row per borrower). */
export const promotionRegistrations = pgTable(
  'promotion_registrations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    borrowerId: bigint('borrower_id', { mode: 'number' })
      .notNull()
      .references(() => borrowers.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => promotionTemplates.id),
    userFrom: text('user_from').notNull(),
    appFrom: text('app_from').notNull(),
    utmTag: text('utm_tag').notNull(),
    inviteCode: text('invite_code').notNull(),
    userName: text('user_name').notNull(),
    appName: text('app_name').notNull(),
    merchantNumber: text('merchant_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promotion_registrations_borrower_key').on(t.borrowerId),
    index('promotion_registrations_template_idx').on(t.templateId, t.utmTag),
  ],
);
