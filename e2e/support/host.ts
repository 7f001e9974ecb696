import type { Frame, Page } from 'playwright-core';

/**
 * For a person to look at: /tmp/e2e-<step>.png, the whole page (phone screen, then the log below it),
 * once the host's slide-in and fade-in animations have finished.
 */
export const screenshot = async (page: Page, step: string) => {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  await page.screenshot({ path: `/tmp/e2e-${step}.png`, fullPage: true });
};

/** Logs `phone` in on the host with the code from the SMS banner, as a borrower would read it. */
export const loginInHost = async (page: Page, phone: string) => {
  await page.goto('/host');
  await page.getByTestId('phone-input').fill(phone);
  await page.getByTestId('send-code').click();
  const banner = page.getByTestId('sms-banner');
  await banner.waitFor();
  const code = /\b(\d{6})\b/.exec((await banner.textContent()) ?? '')?.[1] ?? '';
  await page.getByTestId('code-input').fill(code);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('product-card').first().waitFor();
};

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
};

/** The webview's frame once it shows `pathname`. */
export const webviewAt = async (page: Page, pathname: string): Promise<Frame> => {
  await page.locator('iframe[title="webview"]').waitFor();
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const frame = page.frames().find((f) => f !== page.mainFrame() && pathOf(f.url()) === pathname);
    if (frame) {
      await frame.waitForLoadState();
      return frame;
    }
    await page.waitForTimeout(100);
  }
  throw new Error(
    `the webview never showed ${pathname}; frames: ${page
      .frames()
      .map((f) => f.url())
      .join(', ')}`,
  );
};

/**
 * From the host's home: My orders, then the order's card, to its loan details in the webview (the
 * rating dialog a paid-out loan may open is put aside).
 */
export const openLoanInHost = async (page: Page, orderId: string): Promise<Frame> => {
  await page.getByRole('button', { name: 'My orders' }).click();
  await page
    .getByTestId('order-card')
    .filter({ hasText: `Order ${orderId}` })
    .click();
  const frame = await webviewAt(page, '/squidChive');
  const rating = frame.getByRole('dialog', { name: 'Rate us' });
  if (await rating.isVisible()) await rating.getByRole('button', { name: 'Cancel' }).click();
  return frame;
};

/**
 * The host's Native back, pressed as a person on a phone-sized window does: the controls sit below the
 * phone, so reaching the button scrolls the phone's screen up and away; the person then scrolls back
 * to it. (A dialog the webview then shows is fixed to its screen: nothing else would bring it back.)
 */
export const pressNativeBack = async (page: Page) => {
  await page.getByRole('button', { name: 'Native back' }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
};

/** Query params of the webview's current URL. */
export const frameQuery = (frame: Frame) => Object.fromEntries(new URL(frame.url()).searchParams);

/** The entries of the host's bridge log, oldest first. */
export const bridgeLog = (page: Page) =>
  page.getByRole('log', { name: 'Bridge log' }).getByTestId('bridge-log-entry').allInnerTexts();
