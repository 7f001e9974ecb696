import type { Browser, BrowserContext, Frame, Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { newPhone } from './support/api.ts';
import { e2e as test } from './support/fixture.ts';
import { loginInHost, screenshot, webviewAt } from './support/host.ts';
import type { RunningServer } from './support/server.ts';

// The payout account form's provider picker on /host as a reviewer at a desktop sees it: a mouse and a
// keyboard, no touch. The option clicked or chosen with the keys is the one saved.

let server: RunningServer;
let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
const pageErrors: string[] = [];

test.beforeAll(({ server: started, browser: launched }) => {
  server = started;
  browser = launched;
});

test.afterAll(async () => {
  await context?.close();
});

/** A desktop browser: a wide window, a mouse, no touch screen. */
const newDesktopPage = async () => {
  await context?.close();
  context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 1280, height: 900 },
    isMobile: false,
    hasTouch: false,
    locale: 'en-GB',
    timezoneId: 'Africa/Dar_es_Salaam',
  });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return page;
};

/** Logged in on /host, the offer of Haraka Loan's agreement agreed, its payout account form open. */
const openBankForm = async (): Promise<Frame> => {
  await newDesktopPage();
  await loginInHost(page, newPhone());
  await page.getByRole('button', { name: 'Apply for Haraka Loan' }).click();
  let frame = await webviewAt(page, '/waffleLemo');
  await frame.getByRole('dialog', { name: 'Loan Agreement' }).getByRole('button', { name: 'Agree' }).click();
  await frame.getByRole('link', { name: /Payout account/ }).click();
  frame = await webviewAt(page, '/chiaJellyL');
  await frame.getByRole('tab', { name: 'Mobile money' }).waitFor();
  return frame;
};

/**
 * A click as a hand on a mouse or a trackpad makes it: the pointer moves a few pixels between press and
 * release. antd-mobile's wheel read any move past 3 px as a drag back to the option it showed and
 * dropped the click, so M-Pesa was saved.
 */
const mouseClick = async (target: Locator) => {
  await target.click({ trial: true }); // waits until it is shown and still
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to click');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 1, y + 4, { steps: 3 });
  await page.mouse.up();
};

const fillAccount = async (frame: Frame) => {
  await frame.getByLabel('Account holder name').fill('Asha Mrisho');
  await frame.getByLabel('Account number', { exact: true }).fill('0712345678');
  await frame.getByLabel('Repeat account number').fill('0712345678');
};

describe('the provider picker on /host with a mouse and a keyboard', () => {
  test('a mouse click on Airtel Money, then Confirm: Airtel Money is shown and saved', async () => {
    const frame = await openBankForm();
    const provider = frame.getByRole('button', { name: 'Mobile money provider' });
    await provider.click();
    await mouseClick(frame.getByText('Airtel Money', { exact: true }));
    await screenshot(page, 'bank-picker-click-1-clicked');
    await frame.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => provider.textContent()).toBe('Airtel Money');
    await fillAccount(frame);
    await frame.getByRole('button', { name: 'Next' }).click();
    // The sandbox wallet names the holder; the borrower says it is them.
    await frame.getByRole('button', { name: "Yes, it's me" }).click();
    const offer = await webviewAt(page, '/waffleLemo');
    await offer.getByText('Airtel Money ****5678').waitFor();
    expect(pageErrors).toEqual([]);
  }, 120_000);

  test('by keyboard: Tab to the provider, Enter, arrow down to Mixx by Yas, Tab to Confirm, Enter', async () => {
    const frame = await openBankForm();
    const provider = frame.getByRole('button', { name: 'Mobile money provider' });
    await provider.focus();
    await page.keyboard.press('Enter');
    const picker = frame.getByRole('dialog', { name: 'Mobile money provider' });
    // The options are a radio group, the first (the one shown as chosen) focused when it opens.
    const mpesa = picker.getByRole('radio', { name: 'M-Pesa' });
    await expect.poll(() => mpesa.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect(mpesa.isChecked()).resolves.toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect(picker.getByRole('radio', { name: 'Mixx by Yas' }).isChecked()).resolves.toBe(true);
    // Cancel and Confirm are buttons the Tab key reaches, in the order they are seen.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => frame.evaluate(() => document.activeElement?.textContent?.trim()))
      .toMatch(/^(Cancel|Confirm)$/);
    const confirm = picker.getByRole('button', { name: 'Confirm' });
    await confirm.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => provider.textContent()).toBe('Mixx by Yas');
    // Focus goes back to the field the picker was opened from.
    await expect.poll(() => provider.evaluate((element) => element === document.activeElement)).toBe(true);
    // No word of Chinese for a screen reader: antd-mobile's own wheel labels are not on the page.
    await provider.click();
    await picker.getByRole('radio').first().waitFor();
    const labels = await frame.evaluate(() =>
      Array.from(document.querySelectorAll('[aria-label]')).map((element) =>
        element.getAttribute('aria-label'),
      ),
    );
    expect(labels.filter((label) => /[\u4e00-\u9fff]/.test(label ?? ''))).toEqual([]);
    await picker.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => provider.textContent()).toBe('Mixx by Yas');
  }, 120_000);
});
