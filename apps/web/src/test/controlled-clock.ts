import { act, configure, getConfig } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished, vi } from 'vitest';

// Kept before any test fakes the clock: waiting for the screen goes by the machine's own time.
const realSetTimeout = globalThis.setTimeout;
const POLL_MS = 10;
const WAIT_MS = 5_000;

type Faked = 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval' | 'Date';

/**
 * A clock the test moves by hand: the screen's timers stand still until `advance(ms)`, however long
 * the machine takes between two steps, so "not yet at 2999 ms, there at 3000 ms" holds on a busy one.
 * Testing Library's findBy/waitFor wait on those same timers: with the clock held, a test waits for
 * the screen with `until` and taps with `user` (no pauses, and no wait on the held clock after each
 * tap). The watched mocks' afterEach (`vi.useRealTimers()`) lets the clock go.
 */
export const controlClock = (
  toFake: Faked[] = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
) => {
  vi.useFakeTimers({ toFake });
  // React Testing Library ends every userEvent call with a setTimeout(0), which a held clock never runs.
  const { asyncWrapper } = getConfig();
  configure({ asyncWrapper: (run) => run() });
  onTestFinished(() => configure({ asyncWrapper }));
  return {
    /** Moves the clock `ms` on, runs the timers due by then, and lets React render what they changed. */
    advance: (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms)),
    /** What `find` returns once it stops throwing (a query, an expect), waited for in real time. */
    until: async <T>(find: () => T, timeoutMs = WAIT_MS): Promise<T> => {
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        try {
          return find();
        } catch (error) {
          if (performance.now() > deadline) throw error;
        }
        await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, POLL_MS)));
      }
    },
    user: userEvent.setup({ delay: null }),
  };
};
