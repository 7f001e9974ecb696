import type { CallRef } from '../platform/call-ref.ts';

/** The developer pages' calls (demo mode only), zod-free for the web app; schemas in dev.ts. */
export const DEV_PATHS = {
  screens: { method: 'GET', path: '/dev/screens' },
} as const satisfies Record<string, CallRef>;
