import type { CallRef } from '../platform/call-ref.ts';

// No zod here: the complaint and customer-service screens import these on their first load.

/** The complaint and customer-service calls' methods and paths; their schemas are in complaint.ts. */
export const COMPLAINT_PATHS = {
  complaintInit: { method: 'POST', path: '/user-problem/problem-init' },
  /** The complaint form reads the same data with GET (SPEC.md §7). */
  complaintInitGet: { method: 'GET', path: '/user-problem/problem-init' },
  complaintDetail: { method: 'POST', path: '/user-problem/problem-detail' },
  saveScore: { method: 'POST', path: '/user-problem/save-score' },
  uploadImage: { method: 'POST', path: '/user-problem/upload-problem-img' },
  complaintSave: { method: 'POST', path: '/user-problem/problem-save' },
  complaintList: { method: 'POST', path: '/user-problem/problem-list' },
  contactInfo: { method: 'POST', path: '/v3/personal-center/contact-kf-info' },
} as const satisfies Record<string, CallRef>;

/**
 * Where a complaint's photo is read (`GET <API_BASE><path>/<imageId>` with the common params): only by
 * its borrower's session, or by staff through the ops API. Upload answers and complaint details name
 * photos by this path.
 */
export const COMPLAINT_IMAGE_PATH = '/user-problem/problem-image';

/** The multipart field a photo is uploaded in. */
export const COMPLAINT_IMAGE_FIELD = 'problemImage';

/** The largest photo accepted, after the app has shrunk large ones (PRODUCT.md §12). */
export const COMPLAINT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Problem types (`problemType`, PRODUCT.md §12); only debt collection has sub-types. */
export const ComplaintType = {
  debtCollection: 1,
  repayment: 2,
  application: 3,
  fees: 4,
  account: 5,
  app: 6,
  other: 7,
} as const;

/** Sub-types of debt collection (`problemSonType`). */
export const ComplaintSubtype = {
  threats: 11,
  contactingOthers: 12,
  unreasonableHours: 13,
  wrongAmount: 14,
  otherConduct: 15,
} as const;

/** The complaint list's tabs, in the order shown. */
export const ComplaintTab = { processing: 1, replied: 2 } as const;
