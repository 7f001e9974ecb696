import { z } from 'zod';
import { defineCall } from '../platform/call.ts';
import { CONTACT_OVERALL } from '../platform/constants.ts';
import { INPUT_TEXTS, inputText } from '../platform/input-texts.ts';
import { idParam, intParam, optionalIdParam } from '../platform/params.ts';
import { OPS_LIST_MAX, OPS_PREFIX } from '../staff/calls.ts';
import { AGENT } from '../staff/roles.ts';
import { COMPLAINT_PATHS } from './paths.ts';

// Complaints and customer service (PRODUCT.md §12). These calls answer `{code, message, data}` with
// the code as text: '00' is success (SPEC.md §7–§8), a refusal is its code as text ('404', '409'…).
// `data` below is what the envelope's `data` holds.

/** The complaint calls' envelope: `code` is text, '00' on success. */
export const complaintEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.string(), message: z.string(), data: data.optional() });

const zeroOrOne = z.union([z.literal(0), z.literal(1)]);

/** Form bodies carry every value as text: a value that may be missing or empty, kept as trimmed text. */
const optionalText = (name: string, max: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined ? '' : String(v)))
    .pipe(z.string().max(max, inputText(INPUT_TEXTS.tooLong, { name })));

/** A problem type to choose; the first three carry an icon name ('' for the rest). */
export const complaintTypeItem = z.object({
  title: z.string(),
  value: z.number().int(),
  /** 'collection', 'repayment' or 'application' for the first three; '' otherwise. */
  icon: z.string(),
});

export const complaintSubtypeItem = z.object({ title: z.string(), value: z.number().int() });

/** One of the borrower's orders as the complaint page shows it (SPEC.md §3). */
export const complaintOrder = z.object({
  orderNo: z.string(),
  productLogo: z.string(),
  productName: z.string(),
  /** The status the borrower reads now (PRODUCT.md §5): 170/174/180/200 derived from the plan. */
  status: z.number().int(),
  statusText: z.string(),
  rows: z.array(z.object({ title: z.string(), value: z.string() })),
  /** 1 when the order is or has been due or overdue: only then may a debt-collection complaint name it. */
  isShow: zeroOrOne,
});
export type ComplaintOrder = z.infer<typeof complaintOrder>;

/** When the borrower may expect a reply (3 working days, weekends skipped), as a date and in words. */
const replyPromise = {
  /** YYYY-MM-DD (Tanzania). */
  replyBy: z.string(),
  /** 'We will reply within 3 working days, by YYYY-MM-DD'. */
  replyPromise: z.string(),
};

export const complaintInitData = z.object({
  /** The promise a complaint sent today gets, shown before it is sent. */
  ...replyPromise,
  problemType: z.array(complaintTypeItem),
  /** The sub-types of debt collection (type 1). */
  problemSonType: z.array(complaintSubtypeItem),
  /** The order `orderId` names; null when none is named. */
  orderDetail: complaintOrder.nullable(),
  /** The borrower's orders, newest first. */
  orderList: z.array(complaintOrder),
});
export type ComplaintInitData = z.infer<typeof complaintInitData>;

const complaintInitInput = z.object({ orderId: optionalIdParam('orderId') });

/** The complaint page (`/codliverDa`): types, sub-types and the borrower's orders. */
export const complaintInit = defineCall({
  ...COMPLAINT_PATHS.complaintInit,
  summary: 'The complaint page: problem types, debt-collection sub-types and the borrower’s orders',
  refusals: [404],
  input: complaintInitInput,
  data: complaintInitData,
});

/** The same, read with GET by the complaint form (SPEC.md §7). */
export const complaintInitGet = defineCall({
  ...COMPLAINT_PATHS.complaintInitGet,
  summary: 'The complaint page’s data, read with GET by the complaint form',
  refusals: [404],
  input: complaintInitInput,
  data: complaintInitData,
});

/** An uploaded photo: the path it is read at (with the common params), to list in `problemImage`. */
export const uploadComplaintImage = defineCall({
  ...COMPLAINT_PATHS.uploadImage,
  summary:
    'Uploads one photo (multipart field `problemImage`): JPEG, PNG or WebP by content, at most 5 MB; stored re-encoded, without its metadata',
  refusals: [413, 415, 429],
  input: z.object({}),
  data: z.object({ url: z.string() }),
});

export const complaintSaveData = z.object({
  problemId: z.string(),
  /** `C` + year + sequence, e.g. 'C2026-000123'. */
  reference: z.string(),
  ...replyPromise,
});
export type ComplaintSaveData = z.infer<typeof complaintSaveData>;

/**
 * A new complaint (SPEC.md §3 'Complaint save payload'). Idempotent: a repeat with the same
 * Idempotency-Key, or the same complaint again while the first is being processed, answers the first.
 */
export const complaintSave = defineCall({
  ...COMPLAINT_PATHS.complaintSave,
  summary: 'Files a complaint; the borrower gets its reference number by SMS',
  refusals: [404, 409],
  input: z.object({
    problemType: intParam('problemType', { max: 99 }),
    /** Only for type 1; empty or 0 otherwise. */
    problemSonType: optionalText('problemSonType', 2),
    /** 1–200 characters as the borrower sees them; the server counts them. */
    problemDetail: optionalText('problemDetail', 4000),
    /** Comma-joined paths of photos this borrower uploaded and has not used yet; at most 9. */
    problemImage: optionalText('problemImage', 4000),
    /** The order the complaint is about; none for types 2–7 that concern no order. */
    orderNo: optionalIdParam('orderNo'),
  }),
  data: complaintSaveData,
});

/** One complaint in the list (SPEC.md §3: id, time, type, content), with its reference. */
export const complaintItem = z.object({
  id: z.string(),
  /** YYYY-MM-DD HH:MM:SS (Tanzania). */
  time: z.string(),
  /** The problem type's title. */
  type: z.string(),
  content: z.string(),
  reference: z.string(),
  isNeedScore: zeroOrOne,
});
export type ComplaintItem = z.infer<typeof complaintItem>;

export const complaintListData = z.object({
  /** 'Processing' then 'Replied', each newest first. */
  tabs: z.array(z.object({ title: z.string(), value: z.number().int(), list: z.array(complaintItem) })),
});
export type ComplaintListData = z.infer<typeof complaintListData>;

export const complaintList = defineCall({
  ...COMPLAINT_PATHS.complaintList,
  summary: 'The borrower’s complaints in two tabs, Processing and Replied, newest first',
  input: z.object({}),
  data: complaintListData,
});

export const complaintDetailData = z.object({
  problemId: z.string(),
  reference: z.string(),
  problemType: z.number().int(),
  /** null unless the type is 1. */
  problemSonType: z.number().int().nullable(),
  /** The type's and sub-type's titles ('' when there is no sub-type). */
  type: z.string(),
  sonType: z.string(),
  /** '' when the complaint names no order. */
  orderNo: z.string(),
  content: z.string(),
  /** The borrower's photos: paths read with the common params. */
  images: z.array(z.string()),
  status: z.enum(['processing', 'replied']),
  /** When it was filed: YYYY-MM-DD HH:MM:SS (Tanzania). */
  time: z.string(),
  ...replyPromise,
  /** Customer service's reply and its photos: empty until staff reply. */
  disposeDetail: z.string(),
  disposeImages: z.array(z.string()),
  /** When staff replied, YYYY-MM-DD HH:MM:SS; '' before. */
  disposeTime: z.string(),
  /** 1 once staff have replied and the borrower has not rated the reply. */
  isNeedScore: zeroOrOne,
  /** The borrower's rating, 1–5, once given. */
  score: z.number().int().nullable(),
  /** Once replied: how to take the complaint to the Bank of Tanzania with its reference; '' before. */
  escalation: z.string(),
});
export type ComplaintDetailData = z.infer<typeof complaintDetailData>;

export const complaintDetail = defineCall({
  ...COMPLAINT_PATHS.complaintDetail,
  summary: 'One of the borrower’s complaints, with the reply once staff have answered',
  refusals: [404],
  input: z.object({ problemId: idParam('problemId') }),
  data: complaintDetailData,
});

/** Rates the reply to a complaint, once: 1–5 stars. */
export const saveScore = defineCall({
  ...COMPLAINT_PATHS.saveScore,
  summary: 'Rates the reply to a complaint (1–5 stars), once, after staff have replied',
  refusals: [404, 409],
  input: z.object({ problemId: idParam('problemId'), score: optionalText('score', 3) }),
  data: z.object({}),
});

/** Customer service (`/pinetreeIs`): the lender's telephone and e-mail from the server's settings. */
export const contactInfo = defineCall({
  ...COMPLAINT_PATHS.contactInfo,
  summary: 'Customer service’s telephone (`smWa`) and e-mail',
  input: z.object({
    overall: z
      .union([z.string(), z.number()])
      .optional()
      .refine(
        (v) => v === undefined || String(v) === String(CONTACT_OVERALL),
        inputText(INPUT_TEXTS.mustBe, { name: 'overall', value: CONTACT_OVERALL }),
      ),
  }),
  data: z.object({ smWa: z.string(), email: z.string() }),
});

// The staff's side (PRODUCT.md §11–§12), in the ops API's usual envelope.

export const opsComplaint = z.object({
  problemId: z.number().int(),
  reference: z.string(),
  phone: z.string(),
  problemType: z.number().int(),
  problemSonType: z.number().int().nullable(),
  /** The type (and sub-type) in English. */
  type: z.string(),
  status: z.enum(['processing', 'replied']),
  /** The order it names, or null. */
  orderId: z.number().int().nullable(),
  content: z.string(),
  /** The language the borrower wrote in: `sw` or `en`. */
  language: z.string(),
  /** Staff paths of the borrower's photos. */
  images: z.array(z.string()),
  createdAt: z.string(),
  /** YYYY-MM-DD: the reply promised by then. */
  replyBy: z.string(),
  reply: z.string(),
  replyImages: z.array(z.string()),
  repliedAt: z.string().nullable(),
  repliedBy: z.string().nullable(),
  score: z.number().int().nullable(),
});
export type OpsComplaint = z.infer<typeof opsComplaint>;

/** Complaints, newest first; `open` keeps those still waiting for a reply. */
export const opsComplaints = defineCall({
  roles: AGENT,
  method: 'GET',
  path: `${OPS_PREFIX}/complaints`,
  summary:
    'Complaints, newest first; open=1 keeps those waiting for a reply, overdue first; q finds a reference or a phone',
  input: z.object({
    open: z
      .enum(['0', '1', 'true', 'false', ''], { error: "open must be '1' or '0'" })
      .optional()
      .transform((v) => v === '1' || v === 'true'),
    limit: z
      .union([z.string(), z.number()])
      .optional()
      .transform((v) => (v === undefined || v === '' ? '50' : v))
      .pipe(intParam('limit', { min: 1, max: OPS_LIST_MAX })),
    /** A reference as the borrower quotes it (`c2026-000014`, any case) or a phone number. */
    q: z
      .string()
      .max(40, 'q must be a complaint reference or a phone number')
      .optional()
      .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim())),
  }),
  data: z.object({ complaints: z.array(opsComplaint) }),
});

export const opsComplaintDetail = defineCall({
  roles: AGENT,
  refusals: [404],
  method: 'GET',
  path: `${OPS_PREFIX}/complaint`,
  summary: 'One complaint with everything the borrower sent and the reply',
  input: z.object({ problemId: idParam('problemId') }),
  data: opsComplaint,
});

/** A photo for a reply (multipart field `image`), checked and re-encoded like a borrower's. */
export const opsComplaintImage = defineCall({
  roles: AGENT,
  refusals: [413, 415],
  method: 'POST',
  path: `${OPS_PREFIX}/complaint-images`,
  summary: 'Uploads one photo for a reply (multipart field `image`); the reply names it by `imageId`',
  input: z.object({}),
  data: z.object({ imageId: z.string(), url: z.string() }),
});

/** The longest reply staff may send. */
export const OPS_REPLY_MAX = 2000;

export const opsReply = defineCall({
  roles: AGENT,
  refusals: [404, 409],
  method: 'POST',
  path: `${OPS_PREFIX}/complaints/:problemId/reply`,
  summary: 'Answers a complaint with text and photos; the borrower gets an SMS',
  input: z.object({
    problemId: idParam('problemId'),
    text: z
      .string({ error: 'text is required' })
      .trim()
      .min(1, 'text is required')
      .max(OPS_REPLY_MAX, `text must be at most ${OPS_REPLY_MAX} characters`),
    /** Comma-joined `imageId`s of photos uploaded for this reply. */
    images: z.string().max(1000, 'images is too long').optional(),
  }),
  data: z.object({
    problemId: z.number().int(),
    reference: z.string(),
    phone: z.string(),
    actor: z.string(),
    repliedAt: z.string(),
    images: z.number().int(),
  }),
});
