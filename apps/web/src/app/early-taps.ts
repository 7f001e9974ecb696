import { EARLY_TAPS_GLOBAL } from '@tz-loan/contract/platform/bridge';
import { useEffect } from 'react';

/**
 * Rendered beside the screen, inside its Suspense boundary (or beside the not-found screen): once the
 * screen is live, the page's first script gives it the text typed and the taps made before
 * (paint-first.ts on the server), and stops keeping them. Not at the root: React commits the root
 * before it has taken the screen over, and what is typed into it in between would be lost.
 */
export const EarlyTaps = () => {
  useEffect(() => {
    const globals = window as unknown as Record<string, unknown>;
    const replay = globals[EARLY_TAPS_GLOBAL];
    delete globals[EARLY_TAPS_GLOBAL];
    if (typeof replay === 'function') replay();
  }, []);
  return null;
};
