import type { PushView } from '@tz-loan/contract/repayment/push';
import { isPushFinal, isPushWorthShowing } from '@tz-loan/contract/repayment/push-paths';

// The tab remembers which ended pushes the borrower was shown: such a push does not reopen the panel
// when they come back to a pay screen, so the next payment is one tap away.
const key = (tradeNo: string) => `push-seen:${tradeNo}`;

export const markPushSeen = (push: PushView) => {
  try {
    sessionStorage.setItem(key(push.tradeNo), '1');
  } catch {
    // Storage refused (a private webview): the push may show once more, nothing worse.
  }
};

export const wasPushSeen = (push: PushView) => {
  try {
    return sessionStorage.getItem(key(push.tradeNo)) === '1';
  } catch {
    return false;
  }
};

/**
 * The push a pay screen shows when it opens: one still open, or one that ended in the last minutes
 * and was not shown yet (the borrower who left while paying learns how it ended).
 */
export const pushToShow = (push: PushView | null | undefined) =>
  push && isPushWorthShowing(push) && !(isPushFinal(push) && wasPushSeen(push)) ? push : null;
