import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { measureInitialLoad } from './support/initial-load.ts';
import { type RunningServer, startServer } from './support/server.ts';

// Borrowers are on 3G: what a screen needs before it shows is kept under a budget.
const BUDGET_JS_KB = 90;

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('initial JS budget', () => {
  it.each(['/test', '/squidChive'])('%s loads at most 90 KB gzip of JS', async (path) => {
    const load = await measureInitialLoad(browser, server.baseUrl, path);
    console.log(`${path}: ${load.jsKb} KB JS, ${load.cssKb} KB CSS (gzip) — ${load.files.join(', ')}`);
    expect(load.files.length).toBeGreaterThan(0);
    expect(load.jsKb).toBeLessThanOrEqual(BUDGET_JS_KB);
  });
});
