import type { PushView } from '@tz-loan/contract/repayment/push';

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
