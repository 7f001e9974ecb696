import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newPhone, paidOutLoan, runOps } from './support/api.ts';
import { launchBrowser, newPhoneContext } from './support/browser.ts';
import { loginInHost, screenshot, webviewAt } from './support/host.ts';
import { type RunningServer, startServer } from './support/server.ts';

// A borrower whose phone is set to Kiswahili (PRODUCT.md §16): the host opens the webview in it, the
// server renders the screen in it, the app hydrates it without a mismatch, a server refusal arrives in
// it, and switching the phone to English shows the same screen in English.

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  // The borrower of the due loan logs in twice within a minute: once for the loan, once on the phone.
  server = await startServer({ env: { SMS_RESEND_SECONDS: '0' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** The host's phone-language switch, as a person sets it. */
const phoneLanguage = (name: 'Kiswahili' | 'English') =>
  page.locator('label.segmented__option', { hasText: name }).click();

/** A fresh phone, watched for console messages, page errors and failed requests. */
const newWatchedPage = async () => {
  await context?.close();
  context = await newPhoneContext(browser, server.baseUrl);
  page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
};

describe('Kiswahili through /host (phone emulation)', () => {
  test('a first loan offered in Kiswahili: the agreement, the amounts and Apply', async () => {
    problems.length = 0;
    await newWatchedPage();
    await page.goto('/host');
    await phoneLanguage('Kiswahili');
    await loginInHost(page, newPhone());
    // The host's own words follow the phone's language too.
    await page.getByRole('button', { name: 'Omba Haraka Loan' }).click();
    const offer = await webviewAt(page, '/waffleLemo');
    expect(await offer.locator('html').getAttribute('lang')).toBe('sw');
    const agreement = offer.getByRole('dialog', { name: 'Mkataba wa mkopo' });
    await agreement.waitFor();
    await screenshot(page, 'kiswahili-0-agreement');
    await agreement.getByRole('button', { name: 'Kubali' }).click();
    await agreement.waitFor({ state: 'detached' });
    await offer.getByText('Kiasi cha mkopo').first().waitFor();
    await offer.getByText('Jumla ya kulipa').first().waitFor();
    await offer.getByRole('button', { name: 'Omba mkopo' }).waitFor();
    await screenshot(page, 'kiswahili-0-offer');
    expect(problems).toEqual([]);
  });

  test('a due loan: details, the repay choice and instalments in Kiswahili, a refusal in Kiswahili, then English', async () => {
    problems.length = 0;
    const { session, orderId } = await paidOutLoan(server, '1');
    const shifted = await runOps(server, ['shift', orderId, '--days', '91']);
    expect(shifted.code, shifted.output).toBe(0);

    await newWatchedPage();
    await page.goto('/host');
    await phoneLanguage('Kiswahili');
    await loginInHost(page, `0${session.mobilePhone.slice(3)}`);
    await page.getByRole('button', { name: 'Oda zangu' }).click();
    await page
      .getByTestId('order-card')
      .filter({ hasText: `Oda ${orderId}` })
      .click();
    const details = await webviewAt(page, '/squidChive');
    expect(new URL(details.url()).searchParams.get('language')).toBe('sw');
    await details.getByText('Kiasi cha mkopo').first().waitFor();
    await details.getByText('Mpango wa marejesho').first().waitFor();
    await screenshot(page, 'kiswahili-1-loan-details');

    await details.getByRole('button', { name: 'LIPA', exact: true }).click();
    const choice = await webviewAt(page, '/leadership');
    await choice.getByRole('heading', { name: 'Chagua jinsi ya kulipa' }).waitFor();
    expect(await choice.locator('html').getAttribute('lang')).toBe('sw');
    const ways = choice.getByRole('navigation', { name: 'Njia za kulipa' }).getByRole('link');
    expect(await ways.allInnerTexts()).toEqual([
      'Lipa kwa awamu',
      'Lipa kwa kadi ya benki',
      'Namba ya malipo',
      'Maelekezo ya malipo',
    ]);
    await expect.poll(() => choice.getByText('Kiasi kinachodaiwa').count()).toBeGreaterThan(0);
    await screenshot(page, 'kiswahili-2-repay-choice');

    const choiceUrl = choice.url();
    await ways.filter({ hasText: 'Lipa kwa awamu' }).click();
    const instalments = await webviewAt(page, '/sunflowerP');
    expect(await instalments.locator('html').getAttribute('lang')).toBe('sw');
    await instalments.getByRole('button', { name: /Lipa sasa/ }).waitFor();
    await screenshot(page, 'kiswahili-3-instalments');
    await instalments.goto(choiceUrl);
    await webviewAt(page, '/leadership');

    // An order that is not the borrower's: the server's refusal, in the borrower's language.
    const missing = new URL(choice.url());
    missing.searchParams.set('orderId', '999999');
    await choice.goto(missing.toString());
    await choice.getByRole('heading', { name: 'Imeshindikana kupakia mkopo wako' }).waitFor();
    await choice.getByText('Oda hii haipo').waitFor();
    await choice.getByRole('button', { name: 'Jaribu tena' }).waitFor();
    await screenshot(page, 'kiswahili-4-refusal');

    // The phone switched to English: the open screen shows again, in English.
    await phoneLanguage('English');
    const english = await webviewAt(page, '/leadership');
    await english.getByRole('heading', { name: 'Could not load your loan' }).waitFor();
    await english.getByText('This order does not exist').waitFor();
    expect(await english.locator('html').getAttribute('lang')).toBe('en');

    expect(problems).toEqual([]);
  });
});
