import { EARLY_TAPS_GLOBAL } from '@tz-loan/contract/platform/bridge';
import { useEffect } from 'react';

/**
 * Rendered once at the root: once the app has taken a rendered page over, the page's first script
 * makes again the taps it kept (paint-first.ts on the server), and stops keeping them.
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
