import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { newPhone, paidOutLoan, runOps } from './support/api.ts';
import { e2e as test } from './support/fixture.ts';
import { loginInHost, screenshot, webviewAt } from './support/host.ts';
import type { RunningServer } from './support/server.ts';

// A borrower whose phone is set to Kiswahili (PRODUCT.md §16): the host opens the webview in it, the
// server renders the screen in it, the app hydrates it without a mismatch, a server refusal arrives in
// it, and switching the phone to English shows the same screen in English.

test.override({
  // The borrower of the due loan logs in twice within a minute: once for the loan, once on the phone.
  serverOptions: { env: { SMS_RESEND_SECONDS: '0' } },
  // Each test's phone is watched: a console message, a page error or a failed request fails it.
  phoneChecks: ['pageErrors', 'consoleErrors', 'consoleWarnings', 'failedResponses'],
});

let server: RunningServer;
/** The test's phone. */
let page: Page;

test.beforeAll(({ server: started }) => {
  server = started;
});
test.beforeEach(({ phone }) => {
  ({ page } = phone);
});

/** The host's phone-language switch, as a person sets it. */
const phoneLanguage = (name: 'Kiswahili' | 'English') =>
  page.locator('label.segmented__option', { hasText: name }).click();

describe('Kiswahili through /host (phone emulation)', () => {
  test('a first loan offered in Kiswahili: the agreement, the amounts and Apply', async () => {
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
  });

  test('a due loan: details, the repay choice and instalments in Kiswahili, a refusal in Kiswahili, then English', async () => {
    const { session, orderId } = await paidOutLoan(server, '1');
    const shifted = await runOps(server, ['shift', orderId, '--days', '91']);
    expect(shifted.code, shifted.output).toBe(0);

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
  });
});
