import type { CallRef } from '../platform/call-ref.ts';

/** The support calls' methods and paths, zod-free for the web app; their schemas are in support.ts. */
export const SUPPORT_PATHS = {
  googleScore: { method: 'POST', path: '/v3/loan-details/google-score' },
  eventSave: { method: 'POST', path: '/service/event/save' },
  marketingSmsGet: { method: 'GET', path: '/consent/marketing-sms' },
  marketingSmsSet: { method: 'POST', path: '/consent/marketing-sms' },
} as const satisfies Record<string, CallRef>;
