import type { CallRef } from '../platform/call-ref.ts';

// No zod here: the content pages and the official site import these on their first load.

/** The content calls' methods and paths; their schemas are in content.ts. */
export const CONTENT_PATHS = {
  lender: { method: 'GET', path: '/content/lender' },
  contactMessage: { method: 'POST', path: '/content/contact-message' },
} as const satisfies Record<string, CallRef>;

/**
 * Where the official site's contact form posts when the page runs no script (a plain HTML form, under
 * API_BASE): the server stores the message and sends the browser back to the contact section, whose
 * address then says how it went.
 */
export const CONTACT_FORM_PATH = '/content/contact-form';

/** The longest text each field of the contact form takes. */
export const CONTACT_FIELD_MAX = { name: 100, telephone: 30, suggestion: 1000 } as const;
export type ContactField = keyof typeof CONTACT_FIELD_MAX;

/** The official site's sections that have no path of their own are `/?section=<name>`. */
export const SITE_SECTION_PARAM = 'section';

/** What the contact section's address says of a message sent without scripts (`?contact=<outcome>`). */
export const CONTACT_OUTCOME_PARAM = 'contact';
export const CONTACT_OUTCOMES = ['sent', 'incomplete', 'invalid', 'limited'] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];
