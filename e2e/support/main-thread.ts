import { EARLY_TAPS_GLOBAL } from '@tz-loan/contract/platform/bridge';
import type { Browser, Page } from 'playwright-core';

// What the page's main thread did, read from Chromium's trace: each task with the main thread's own
// time (`tdur`). Under CPU throttling that time grows with the throttle, but not with how busy the
// machine running the test is, as the wall time does.

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
};

export type HydrationTasks = {
  /** Every task of the main thread from the start of hydration to its end, in ms of thread time. */
  threadMs: number[];
  /** From the start of hydration to its end, in ms of wall time. */
  wallMs: number;
  /** Elements of the page React had not taken over when it marked the end: its beginning, each. */
  leftOver: string[];
  /**
   * Elements React had not taken over when the app asked for the taps and text the page kept before
   * it ran (paint-first.ts): typed into one of them, text would be lost. Null: the app never asked.
   */
  leftOverAtEarlyTaps: string[] | null;
};

/** The page's elements React has not taken over (its fiber is on each it has); not the head's tags it hoists. */
const notReacts = () =>
  Array.from(document.querySelectorAll('#root *'))
    .filter((element) => !/^(LINK|META|TITLE|STYLE|SCRIPT)$/.test(element.tagName))
    .filter((element) => !Object.keys(element).some((key) => key.startsWith('__reactFiber$')))
    .map((element) => element.outerHTML.slice(0, 80));

/** Records, when the app calls the page's early-taps global, what of the page is not yet React's. */
const watchEarlyTaps = (global: string, leftOver: () => string[]) => {
  const globals = window as unknown as Record<string, unknown>;
  let kept: unknown;
  Object.defineProperty(globals, global, {
    configurable: true,
    get: () =>
      typeof kept === 'function'
        ? (...args: unknown[]) => {
            globals.__leftOverAtEarlyTaps = leftOver();
            return (kept as (...a: unknown[]) => unknown)(...args);
          }
        : kept,
    set: (value) => {
      kept = value;
    },
  });
};

/** Marks the app puts on the page's timeline around hydration (app/hydration-marks.ts). */
export const MARKS = { start: 'app:hydration-start', end: 'app:hydrated' };

/**
 * Opens `url` on `page` with the CPU slowed `cpuSlowdown` times, waits until the app has hydrated the
 * rendered page, and gives the main thread's tasks meanwhile.
 */
export const hydrationTasks = async (
  browser: Browser,
  page: Page,
  url: string,
  cpuSlowdown: number,
): Promise<HydrationTasks> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
  let leftOver: string[] = [];
  let leftOverAtEarlyTaps: string[] | null = null;
  await page.addInitScript(`(${watchEarlyTaps})(${JSON.stringify(EARLY_TAPS_GLOBAL)}, ${notReacts})`);
  try {
    await page.goto(url);
    await page.waitForFunction((end) => performance.getEntriesByName(end).length > 0, MARKS.end);
    leftOver = await page.evaluate(`(${notReacts})()`);
    leftOverAtEarlyTaps = await page.evaluate(() => {
      const recorded = (window as unknown as { __leftOverAtEarlyTaps?: string[] }).__leftOverAtEarlyTaps;
      return recorded ?? null;
    });
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
    .traceEvents;
  const mark = (name: string) => {
    const found = events.find((event) => event.name === name && event.cat.includes('user_timing'));
    if (!found) throw new Error(`${url}: the page marked no ${name}`);
    return found;
  };
  const start = mark(MARKS.start);
  const end = mark(MARKS.end);
  const threadMs = events
    .filter(
      (event) =>
        event.pid === start.pid &&
        event.tid === start.tid &&
        event.ph === 'X' &&
        event.name === 'ThreadControllerImpl::RunTask' &&
        event.ts + (event.dur ?? 0) >= start.ts &&
        event.ts <= end.ts,
    )
    .map((event) => (event.tdur ?? event.dur ?? 0) / 1000);
  return { threadMs, wallMs: (end.ts - start.ts) / 1000, leftOver, leftOverAtEarlyTaps };
};
