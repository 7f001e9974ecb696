import { useEffect } from 'react';

/** Marks on the page's performance timeline around hydration, for tools measuring what blocks a tap. */
export const HYDRATION_MARKS = { start: 'app:hydration-start', end: 'app:hydrated' };

let marked = false;

/**
 * Rendered beside the screen, inside its Suspense boundary: React hydrates that boundary after the
 * root, in slices of its own, so the root's first commit comes before any of the screen is React's.
 * This commits with the screen, and marks the end of hydration once per page (on a page the browser
 * renders alone, the screen's first showing).
 */
export const ScreenHydrated = () => {
  useEffect(() => {
    if (marked) return;
    marked = true;
    performance.mark(HYDRATION_MARKS.end);
  }, []);
  return null;
};
