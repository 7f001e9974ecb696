// No zod here: the push panel and the server share these; its paths are in paths.ts.

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
