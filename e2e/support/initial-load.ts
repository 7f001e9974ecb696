import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { newPhoneContext } from './browser.ts';

export type InitialLoad = { path: string; jsKb: number; cssKb: number; files: string[] };

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * What a phone downloads to show one route: every script and style sheet the page loads until the
 * network is quiet, each measured gzipped (what the server sends), in a fresh context with no cache.
 */
export const measureInitialLoad = async (
  browser: Browser,
  baseUrl: string,
  path: string,
): Promise<InitialLoad> => {
  const context = await newPhoneContext(browser, baseUrl);
  const page = await context.newPage();
  const bodies: Promise<{ url: string; type: string; gz: number }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if ((type === 'script' || type === 'stylesheet') && response.url().startsWith(baseUrl)) {
      bodies.push(response.body().then((body) => ({ url: response.url(), type, gz: gzipSync(body).length })));
    }
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const files = await Promise.all(bodies);
  await context.close();
  const sum = (type: string) =>
    kb(files.filter((f) => f.type === type).reduce((total, f) => total + f.gz, 0));
  return {
    path,
    jsKb: sum('script'),
    cssKb: sum('stylesheet'),
    files: files.map((f) => new URL(f.url).pathname),
  };
};
