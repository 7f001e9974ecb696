import { KEYBOARD_THRESHOLD_PX } from '@tz-loan/contract/platform/constants';
import { useEffect, useState } from 'react';

// An on-screen keyboard shows in no event. Android may shrink innerHeight or only the visual viewport;
// iOS never shrinks the page, only the visual viewport. So the visible height is compared with the
// largest seen: the keyboard is open when it is more than the threshold below it.

const visibleHeight = (): number => {
  const viewport = window.visualViewport;
  // Times the scale: a pinch zoom shrinks the visual viewport's CSS height, a keyboard does not zoom.
  return viewport ? viewport.height * (viewport.scale || 1) : window.innerHeight;
};

/** True while the on-screen keyboard takes more than `threshold` px (60) of the viewport's height. */
export const useKeyboardOpen = (threshold = KEYBOARD_THRESHOLD_PX): boolean => {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let largest = 0;
    let width = window.innerWidth;
    const update = () => {
      const height = visibleHeight();
      // A rotation changes the width (a keyboard never does): the old largest height means nothing.
      if (window.innerWidth !== width) {
        width = window.innerWidth;
        largest = 0;
      }
      largest = Math.max(largest, height);
      setOpen(largest - height > threshold);
    };
    update();
    const viewport = window.visualViewport;
    viewport?.addEventListener('resize', update);
    window.addEventListener('resize', update);
    return () => {
      viewport?.removeEventListener('resize', update);
      window.removeEventListener('resize', update);
    };
  }, [threshold]);
  return open;
};
