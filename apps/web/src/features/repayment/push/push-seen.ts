// The tab remembers which ended pushes the borrower was shown: such a push does not reopen the panel
// when they come back to a pay screen, so the next payment is one tap away.
const key = (tradeNo: string) => `push-seen:${tradeNo}`;

export const markPushSeen = (push: { tradeNo: string }) => {
  try {
    sessionStorage.setItem(key(push.tradeNo), '1');
  } catch {
    // Storage refused (a private webview): the push may show once more, nothing worse.
  }
};

export const wasPushSeen = (push: { tradeNo: string }) => {
  try {
    return sessionStorage.getItem(key(push.tradeNo)) === '1';
  } catch {
    return false;
  }
};

/**
 * The push a pay screen shows when it opens: one the server says is still open or just ended, unless
 * the borrower was already shown how it ended (an open push is never marked seen).
 */
export const pushToShow = <P extends { tradeNo: string }>(
  facts: { push: P | null; reopen: boolean } | null,
) => (facts?.push && facts.reopen && !wasPushSeen(facts.push) ? facts.push : null);
