import { z } from 'zod';
import { smsCode } from '../auth/calls.ts';
import { defineCall } from '../platform/call.ts';
import { INPUT_TEXTS, inputText } from '../platform/input-texts.ts';
import { idParam } from '../platform/params.ts';
import { phoneSchema } from '../platform/phone.ts';
import { OPS_PREFIX } from '../staff/calls.ts';
import { AGENT } from '../staff/roles.ts';
import { CORRECTION_MAX, MY_DATA_SECTIONS, RIGHTS_PATHS } from './paths.ts';

// Null sits on the text member: an OpenAPI 3.0 `nullable` needs a `type` beside it.
const cell = z.union([z.string().nullable(), z.number(), z.boolean()]);
/** One record as held: field names as the lender keeps them, values as text, numbers or flags. */
export const dataRow = z.record(z.string(), cell);
export type DataRow = z.infer<typeof dataRow>;

export const myDataSchema = z.object({
  /** ISO time the export was made. */
  generatedAt: z.string(),
  profile: dataRow,
  sections: z.object(
    Object.fromEntries(MY_DATA_SECTIONS.map((name) => [name, z.array(dataRow)])) as Record<
      (typeof MY_DATA_SECTIONS)[number],
      z.ZodArray<typeof dataRow>
    >,
  ),
});
export type MyData = z.infer<typeof myDataSchema>;

/** Everything the lender holds about the caller (PRODUCT.md §21); never a token, never another's. */
export const myData = defineCall({
  ...RIGHTS_PATHS.myData,
  summary: 'Everything held about me',
  input: z.object({}),
  data: myDataSchema,
});

/** A signed address of the same data as a JSON file, good for a few minutes: no session in it. */
export const myDataLink = defineCall({
  ...RIGHTS_PATHS.myDataLink,
  summary: 'A signed address of my data as a JSON file',
  input: z.object({}),
  data: z.object({ url: z.string(), expiresAt: z.string() }),
});

/** A request to correct what is held, in the borrower's words; staff answer by its deadline. */
export const rightsRequest = defineCall({
  ...RIGHTS_PATHS.rightsRequest,
  summary: 'Ask staff to correct my data',
  input: z.object({
    detail: z
      .union([z.string(), z.number()], { error: inputText(INPUT_TEXTS.required, { name: 'detail' }) })
      .transform((v) => String(v).trim())
      .pipe(
        z
          .string()
          .min(1, inputText(INPUT_TEXTS.required, { name: 'detail' }))
          .max(CORRECTION_MAX, inputText(INPUT_TEXTS.tooLong, { name: 'detail' })),
      ),
  }),
  data: z.object({ requestId: z.string(), dueAt: z.string() }),
});

const keptItem = z.object({ what: z.string(), until: z.string() });

/**
 * Closes the caller's account at once and erases what need not be kept; refused while a loan is
 * open. Says what is kept and until when.
 */
export const deleteAccount = defineCall({
  ...RIGHTS_PATHS.deleteAccount,
  summary: 'Close my account and erase my data',
  refusals: [409],
  input: z.object({}),
  data: z.object({ closedAt: z.string(), erased: z.array(z.string()), kept: z.array(keptItem) }),
});

export const RIGHTS_REQUEST_STATUSES = ['open', 'done', 'refused'] as const;

export const opsRightsRequest = z.object({
  id: z.number().int(),
  borrowerId: z.number().int(),
  phone: z.string(),
  kind: z.enum(['correction', 'deletion']),
  channel: z.string(),
  /** The borrower's words; null once erased with the account. */
  detail: z.string().nullable(),
  status: z.enum(RIGHTS_REQUEST_STATUSES),
  outcome: z.string().nullable(),
  /** `ops:<username>` of who recorded the outcome; null for one done in the app or still open. */
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
  dueAt: z.string(),
  /** Open past its deadline. */
  overdue: z.boolean(),
});
export type OpsRightsRequest = z.infer<typeof opsRightsRequest>;

/** Data-rights requests, open ones first by deadline (`npm run ops -- rights [--open]`). */
export const opsRightsRequests = defineCall({
  roles: AGENT,
  method: 'GET',
  path: `${OPS_PREFIX}/rights-requests`,
  summary: 'Correction and deletion requests with their deadlines, open ones first',
  input: z.object({ open: z.enum(['0', '1']).optional() }),
  data: z.object({ requests: z.array(opsRightsRequest) }),
});

/** Records what was done about a request (`npm run ops -- rights-outcome <id> --done|--refuse --text T`). */
export const opsRightsOutcome = defineCall({
  roles: AGENT,
  refusals: [404, 409],
  method: 'POST',
  path: `${OPS_PREFIX}/rights-requests/:requestId/outcome`,
  summary: 'Records the outcome of a correction or deletion request',
  input: z.object({
    requestId: idParam('requestId'),
    status: z.enum(['done', 'refused'], { error: "status must be 'done' or 'refused'" }),
    outcome: z
      .string({ error: 'outcome is required' })
      .trim()
      .min(1, 'outcome is required')
      .max(2000, 'outcome must be at most 2000 characters'),
  }),
  data: opsRightsRequest,
});

/**
 * The same requests from a web page outside the app (PRODUCT.md §21: Google Play asks for one): the
 * phone proves itself with the login SMS code (`send-sms-code` first). A deletion closes the account as
 * in the app; a correction is recorded for staff.
 */
export const rightsWebRequest = defineCall({
  ...RIGHTS_PATHS.rightsWebRequest,
  summary: 'Ask for a correction or close an account from the web, with the phone and its SMS code',
  refusals: [404, 409, 429],
  input: z.object({
    phone: phoneSchema,
    code: smsCode,
    kind: z.enum(['correction', 'deletion'], { error: "kind must be 'correction' or 'deletion'" }),
    detail: z
      .union([z.string(), z.number()])
      .optional()
      .transform((v) => (v === undefined ? '' : String(v).trim()))
      .pipe(z.string().max(CORRECTION_MAX, inputText(INPUT_TEXTS.tooLong, { name: 'detail' }))),
  }),
  data: z.object({
    kind: z.enum(['correction', 'deletion']),
    /** A correction's: its id and deadline. */
    request: rightsRequest.data.nullable(),
    /** A deletion's: what was erased and what is kept until when. */
    closed: deleteAccount.data.nullable(),
  }),
});
