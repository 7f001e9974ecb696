import { existsSync } from 'node:fs';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

const ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A mid-range Android phone in Tanzania: Chrome on Android 14. */
export const ANDROID_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/126.0.0.0 Mobile Safari/537.36';

export const launchBrowser = async (): Promise<Browser> => {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error('Chromium is missing: run apt-get update && apt-get install -y chromium');
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ARGS });
};

/**
 * Phone emulation: 390×844 CSS px at 2×, touch, mobile viewport, Android Chrome user agent. `options`
 * adds to it (the accessibility check injects its script past the pages' Content-Security-Policy).
 */
export const newPhoneContext = (
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> =>
  browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: ANDROID_USER_AGENT,
    locale: 'en-GB',
    timezoneId: 'Africa/Dar_es_Salaam',
    ...options,
  });

/** The screen is in: nothing loading, some text, its animations (a dialog's fade-in) over. */
export const waitForSettled = async (page: Page) => {
  await page.waitForFunction(
    () =>
      !document.querySelector('.boot, [aria-busy="true"]') &&
      document.body.innerText.trim() !== '' &&
      document
        .getAnimations()
        .every(
          (a) =>
            a.playState !== 'running' ||
            a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
};
