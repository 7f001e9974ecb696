import { useEffect, useState } from 'react';

/**
 * Seconds left until `deadline` (a Date.now() time), or 0. Computed from the clock at every tick and
 * whenever the page is shown again: a webview's timers stop while it is in the background.
 */
export const useCountdown = (deadline: number | null): number => {
  const left = () => (deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads only `deadline`.
  useEffect(() => {
    const tick = () => setSeconds(left());
    tick();
    if (deadline === null) return;
    const timer = setInterval(tick, 1000);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [deadline]);
  return seconds;
};
