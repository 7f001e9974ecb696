// What visitors of the official site send through its contact form.
import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** One contact-form message (PRODUCT.md §15), kept for the staff to read with `ops messages`. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    telephone: text('telephone').notNull(),
    suggestion: text('suggestion').notNull(),
    /** The language the sender read the site in, so the staff answer in it. */
    language: text('language').notNull(),
    createdAt: createdAt(),
  },
  // The staff's queue counts the last week's messages.
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
