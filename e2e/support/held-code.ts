import type { Page } from 'playwright-core';

/**
 * Holds the app's code (every script under /assets/) until `release` is called: the page the server
 * rendered is on screen, and what a person does on it happens before the app runs, as on a slow link.
 */
export const holdAppCode = async (page: Page) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
};
