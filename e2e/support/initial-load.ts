import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { newPhoneContext } from './browser.ts';
import { MARKS } from './main-thread.ts';

export type InitialLoad = {
  path: string;
  jsKb: number;
  cssKb: number;
  /** The JS as it came over the wire: the encoding the server chose for the phone (brotli). */
  jsSentKb: number;
  files: string[];
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * What a phone downloads to show one route: every script and style sheet the page loads until its
 * screen is React's and then the network is quiet, each measured gzipped (what the server sends), in a
 * fresh context with no cache. `app: false` for a page that is not the app's (the native host), which
 * has no screen to wait for.
 */
export const measureInitialLoad = async (
  browser: Browser,
  baseUrl: string,
  path: string,
  { app = true }: { app?: boolean } = {},
): Promise<InitialLoad> => {
  const context = await newPhoneContext(browser, baseUrl);
  const page = await context.newPage();
  const bodies: Promise<{ url: string; type: string; gz: number; sent: number }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if ((type === 'script' || type === 'stylesheet') && response.url().startsWith(baseUrl)) {
      bodies.push(
        Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
          url: response.url(),
          type,
          gz: gzipSync(body).length,
          sent: sizes.responseBodySize,
        })),
      );
    }
  });
  // The app's code is asked for only once the page has painted: on a busy machine that can come after
  // the network has been quiet for a while, so the network's quiet counts once the screen is React's.
  await page.goto(path);
  if (app) await page.waitForFunction((end) => performance.getEntriesByName(end).length > 0, MARKS.end);
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(bodies);
  await context.close();
  const sum = (type: string, size: 'gz' | 'sent' = 'gz') =>
    kb(files.filter((f) => f.type === type).reduce((total, f) => total + f[size], 0));
  return {
    path,
    jsKb: sum('script'),
    cssKb: sum('stylesheet'),
    jsSentKb: sum('script', 'sent'),
    files: files.map((f) => new URL(f.url).pathname),
  };
};
