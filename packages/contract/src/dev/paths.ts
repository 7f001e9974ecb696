import type { CallRef } from '../platform/call-ref.ts';

/** The developer pages' calls (demo mode only), zod-free for the web app; schemas in dev.ts. */
export const DEV_PATHS = {
  screens: { method: 'GET', path: '/dev/screens' },
  /** The sandbox wallet's PIN prompts waiting on phones, for `/host`'s phone. */
  walletPrompts: { method: 'GET', path: '/dev/wallet-prompts' },
  /** Answers one: approve (the PIN entered) or decline. */
  answerWalletPrompt: { method: 'POST', path: '/dev/wallet-prompts/answer' },
} as const satisfies Record<string, CallRef>;
