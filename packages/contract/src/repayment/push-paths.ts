import type { CallRef } from '../platform/call-ref.ts';

// No zod here: the pay screens import these on their first load.

/** Pay from my phone (PRODUCT.md §17): our own calls, beside the spec's repayment calls. */
export const PUSH_PATHS = {
  /** Asks the wallet to push a PIN prompt to the phone for an instalment or a roll-over fee. */
  startPush: { method: 'POST', path: '/v3/repay/push' },
  /** Where a push stands: one by its trade, or the order's latest (null when none), and the defaults. */
  pushState: { method: 'GET', path: '/v3/repay/push' },
} as const satisfies Record<string, CallRef>;

/**
 * A push's state as the borrower reads it. `sending`: written, not yet taken by the wallet;
 * `waiting`: the PIN prompt is on the phone; `paid`; `declined` (a wrong PIN, cancelled, no money);
 * `timedOut` (nobody answered, nothing was taken); `failed` (the wallet refused the request).
 */
export const PUSH_STATES = ['sending', 'waiting', 'paid', 'declined', 'timedOut', 'failed'] as const;
export type PushState = (typeof PUSH_STATES)[number];

/** States that will not change again: the screen stops asking. */
export const FINAL_PUSH_STATES: readonly PushState[] = ['paid', 'declined', 'timedOut', 'failed'];

/** How often the screen asks while a push is open, and how long a wallet's prompt waits for the PIN. */
export const PUSH_POLL_MS = 2_000;

/** A push that ended longer ago than this is not shown again when its screen reopens. */
export const PUSH_RECENT_MS = 15 * 60_000;

export const isPushFinal = (push: { state: PushState }) => FINAL_PUSH_STATES.includes(push.state);

/** Whether a screen opening now should show this push: still open, or ended a short while ago. */
export const isPushWorthShowing = (push: { state: PushState; updatedAt: string }, now = Date.now()) =>
  !isPushFinal(push) || now - Date.parse(push.updatedAt) < PUSH_RECENT_MS;
