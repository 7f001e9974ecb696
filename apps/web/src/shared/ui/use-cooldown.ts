import { useCallback, useEffect, useState } from 'react';

const secondsLeft = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * The SMS code's resend countdown. Counted from a deadline on the clock, not by ticks: a webview
 * pauses its timers while the app is in the background, and the count must be right on return.
 */
export const useCooldown = () => {
  const [deadline, setDeadline] = useState(0);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (deadline === 0) return;
    const tick = () => {
      const now = secondsLeft(deadline);
      setLeft(now);
      if (now === 0) setDeadline(0);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline]);
  const start = useCallback((seconds: number) => setDeadline(Date.now() + seconds * 1000), []);
  /** Whether the countdown is still running, read from the clock at the moment of asking. */
  const running = useCallback(() => deadline !== 0 && secondsLeft(deadline) > 0, [deadline]);
  return { left, start, running };
};
