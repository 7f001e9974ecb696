import { PULL_TO_REFRESH } from '@tz-loan/contract/platform/constants';
import { useEffect, useRef, useState } from 'react';

/**
 * SPEC.md §4's pull-to-refresh states: pulled less than the distance (`deactivate`), far enough to
 * refresh on release (`activate`), refreshing (`release`), done (`finish`).
 */
export type PullState = 'deactivate' | 'activate' | 'release' | 'finish';

// antd-mobile's PullToRefresh brings its spring and gesture libraries (about 20 KB gzip) into a screen
// whose first load the 90 KB budget leaves no room for; pulling a list down is a few touch handlers.

/**
 * Pull `element` down from its top to refresh: the pull follows the finger at half speed, up to
 * `damping` px; past `distance` a release runs `refresh`; `finish` shows until `fallbackMs` later.
 */
export const usePullToRefresh = (element: HTMLElement | null, refresh: () => Promise<void>) => {
  const [state, setState] = useState<PullState>('deactivate');
  const [pull, setPull] = useState(0);
  const latest = useRef({ state, pull, refresh });
  latest.current = { state, pull, refresh };

  useEffect(() => {
    if (!element) return;
    let startY: number | null = null;
    const onStart = (event: TouchEvent) => {
      const busy = latest.current.state === 'release' || latest.current.state === 'finish';
      startY = !busy && window.scrollY <= 0 ? (event.touches[0]?.clientY ?? null) : null;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      const moved = Math.max(0, (event.touches[0]?.clientY ?? startY) - startY);
      const next = Math.min(PULL_TO_REFRESH.damping, moved / 2);
      setPull(next);
      setState(next >= PULL_TO_REFRESH.distance ? 'activate' : 'deactivate');
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (latest.current.state !== 'activate') {
        setPull(0);
        setState('deactivate');
        return;
      }
      setState('release');
      setPull(PULL_TO_REFRESH.distance);
      latest.current
        .refresh()
        .catch(() => undefined)
        .finally(() => {
          setState('finish');
          setTimeout(() => {
            setPull(0);
            setState('deactivate');
          }, PULL_TO_REFRESH.fallbackMs);
        });
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: true });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onEnd);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onEnd);
    };
  }, [element]);

  return { state, pull };
};
