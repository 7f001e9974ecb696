import { z } from 'zod';
import { defineCall } from '../platform/call.ts';
import { INPUT_TEXTS, inputText } from '../platform/input-texts.ts';
import { intParam } from '../platform/params.ts';
import { OPS_LIST_MAX, OPS_PREFIX } from '../staff/calls.ts';
import { AGENT } from '../staff/roles.ts';
import { CONTACT_FIELD_MAX, CONTENT_PATHS, type ContactField } from './paths.ts';

// The content pages and the official site (PRODUCT.md §15): the lender's registered details, a
// representative example of a loan's cost, and the site's contact form; staff read the messages.

/** The lender as its settings name it, wherever the lender is named (PRODUCT.md §15). */
export const lender = z.object({
  name: z.string(),
  licence: z.string(),
  address: z.string(),
  telephone: z.string(),
  email: z.string(),
});
export type Lender = z.infer<typeof lender>;

/** One demo product's largest loan, priced as a real offer. Amounts in minor units, APR in basis points. */
export const representativeExample = z.object({
  productName: z.string(),
  amount: z.number().int(),
  termDays: z.number().int(),
  periods: z.number().int(),
  interest: z.number().int(),
  serviceFee: z.number().int(),
  totalRepayable: z.number().int(),
  aprBp: z.number().int(),
});
export type RepresentativeExample = z.infer<typeof representativeExample>;

export const lenderDetails = defineCall({
  ...CONTENT_PATHS.lender,
  summary: "The lender's registered details and a representative example of a loan's cost",
  input: z.object({}),
  data: z.object({ lender, example: representativeExample.nullable() }),
});
export type LenderDetailsData = z.infer<typeof lenderDetails.data>;

/**
 * A field of the contact form: text up to its length. Missing or blank is not refused here: the
 * server answers 'Please provide complete information!' for the form as a whole, as the site says it.
 */
const contactField = (name: ContactField) =>
  z
    .string()
    .max(CONTACT_FIELD_MAX[name], inputText(INPUT_TEXTS.tooLong, { name }))
    .optional()
    .transform((value) => value?.trim() ?? '');

export const sendContactMessage = defineCall({
  ...CONTENT_PATHS.contactMessage,
  summary: "The official site's contact form: name, telephone and suggestion, kept for the staff",
  refusals: [429],
  input: z.object({
    name: contactField('name'),
    telephone: contactField('telephone'),
    suggestion: contactField('suggestion'),
  }),
  data: z.object({}),
});
export type ContactMessageInput = z.input<typeof sendContactMessage.input>;

export const opsContactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  telephone: z.string(),
  suggestion: z.string(),
  /** The language the sender read the site in: `sw` or `en`. */
  language: z.string(),
  createdAt: z.string(),
});
export type OpsContactMessage = z.infer<typeof opsContactMessage>;

/** The contact form's messages, newest first (`npm run ops -- messages`). */
export const opsMessages = defineCall({
  roles: AGENT,
  method: 'GET',
  path: `${OPS_PREFIX}/messages`,
  summary: "The official site's contact messages, newest first",
  input: z.object({
    limit: z
      .union([z.string(), z.number()])
      .optional()
      .transform((v) => (v === undefined || v === '' ? '50' : v))
      .pipe(intParam('limit', { min: 1, max: OPS_LIST_MAX })),
  }),
  data: z.object({ messages: z.array(opsContactMessage) }),
});
