import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import { API_BASE } from '@tz-loan/contract/platform/constants';
import type { Frame } from 'playwright-core';
import { describe, expect } from 'vitest';
import { bindAccount, newPhone, runOps } from './support/api.ts';
import { e2e as test } from './support/fixture.ts';
import {
  bridgeLog,
  frameQuery,
  loginInHost,
  pressNativeBack,
  screenshot,
  webviewAt,
} from './support/host.ts';
import type { RunningServer } from './support/server.ts';

// The borrowing journey through the native host, as a borrower on a phone and the lender's staff at
// the command line see it: offer, account, application, review, payout, repayment status.

let server: RunningServer;
test.beforeAll(({ server: started }) => {
  server = started;
});

const ops = async (...args: string[]) => {
  const result = await runOps(server, args);
  expect(result.code, `ops ${args.join(' ')}: ${result.output}`).toBe(0);
  return result.output;
};

/** Opens the webview's current URL again, as a borrower coming back to the screen would. */
const reopen = async (frame: Frame) => {
  await frame.goto(frame.url());
  return frame;
};

const statusHeading = (frame: Frame) => frame.getByRole('heading', { level: 1 });

/**
 * The host's page (around the phone) may have been scrolled by a tap in a long screen; a dialog is fixed
 * in the webview, so nothing inside can scroll it back: the phone is brought into the window, as a person
 * holding it would see it.
 */
const bringPhoneIntoView = (frame: Frame) => frame.page().evaluate(() => window.scrollTo(0, 0));

/** The sandbox wallet names the holder of every number it knows: the borrower says it is them. */
const confirmHolder = async (frame: Frame, name: string) => {
  const question = frame.getByRole('dialog', { name: 'Account holder' });
  await question.getByText(`registered to ${name}`).waitFor();
  await bringPhoneIntoView(frame);
  await question.getByRole('button', { name: "Yes, it's me" }).click();
};

const bindMobileMoney = async (frame: Frame, accountNumber: string) => {
  await frame.getByLabel('Mobile money provider').click();
  await frame.getByRole('button', { name: 'Confirm' }).click();
  await frame.getByLabel('Account holder name').fill('Asha Mrisho');
  await frame.getByLabel('Account number', { exact: true }).fill(accountNumber);
  await frame.getByLabel('Repeat account number').fill(accountNumber);
};

describe('the borrowing journey (/host, phone emulation)', () => {
  test('a new borrower reads the offer, binds an account, applies, and follows the order to 170 and 180', async ({
    phone: { page, pageErrors },
  }) => {
    const phone = newPhone();
    await loginInHost(page, phone);
    await page.getByRole('button', { name: 'Apply for Haraka Loan' }).click();
    let frame = await webviewAt(page, '/waffleLemo');

    // A first loan: the agreement modal embeds the contract; the mask does not close it; Agree does.
    const agreement = frame.getByRole('dialog', { name: 'Loan Agreement' });
    await agreement.waitFor();
    // The contract itself, in the modal's frame (asked for lazily, at the offer's first layout).
    await agreement
      .frameLocator('iframe[title="Loan Agreement"]')
      .getByRole('heading', { name: 'Key facts' })
      .waitFor();
    await screenshot(page, 'loan-1-agreement-modal');
    await agreement.getByRole('button', { name: 'Agree' }).click();
    await agreement.waitFor({ state: 'detached' });
    await expect(frame.getByRole('heading', { name: 'Haraka Loan' }).count()).resolves.toBeGreaterThan(0);
    await frame.getByText('Repayment information').waitFor();

    // Native back with isPopType 1: the retention dialog 'Point out'; Agree stays on the offer.
    await pressNativeBack(page);
    const retention = frame.getByRole('dialog', { name: 'Point out' });
    await retention.waitFor();
    await screenshot(page, 'loan-2-retention');
    await retention.getByRole('button', { name: 'Agree' }).click();
    await retention.waitFor({ state: 'detached' });

    // 'Payout account' → the bank form with source=confirmUrl → back on the offer with the account.
    await frame.getByRole('link', { name: /Payout account/ }).click();
    frame = await webviewAt(page, '/chiaJellyL');
    expect(frameQuery(frame).source).toBe('confirmUrl');
    // The provider picker's arrow is a small turned square (an arrow), not a bar like a text cursor.
    const arrow = await frame.locator('.bank-chevron').first().boundingBox();
    expect(Math.min(arrow?.width ?? 0, arrow?.height ?? 0)).toBeGreaterThan(8);
    await bindMobileMoney(frame, '0712345678');
    // The keyboard rule: Next hides while the viewport shrinks by more than 60 px (Android resize).
    const next = frame.getByRole('button', { name: 'Next' });
    await next.waitFor();
    await page.setViewportSize({ width: 390, height: 844 - 300 });
    await next.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 390, height: 844 });
    await next.waitFor();
    // iOS: the page keeps its height and only the visual viewport shrinks under the keyboard.
    const iosKeyboard = (shrinkBy: number) =>
      frame.evaluate((by) => {
        const viewport = window.visualViewport as VisualViewport;
        const height = window.innerHeight - by;
        Object.defineProperty(viewport, 'height', { configurable: true, get: () => height });
        viewport.dispatchEvent(new Event('resize'));
      }, shrinkBy);
    await iosKeyboard(280);
    await next.waitFor({ state: 'detached' });
    await iosKeyboard(40);
    await next.waitFor();
    await iosKeyboard(0);
    await screenshot(page, 'loan-3-bank-form');
    await next.click();
    await confirmHolder(frame, 'JUMA S.');
    frame = await webviewAt(page, '/waffleLemo');
    await frame.getByText('M-Pesa ****5678').waitFor();
    expect((await bridgeLog(page)).some((entry) => entry.includes('startBank'))).toBe(true);
    await screenshot(page, 'loan-4-offer-with-account');

    // Unchecked, Apply does nothing; checked, it applies.
    // The borrower taps the agreement text (the box itself is drawn by CSS): the label toggles it.
    const checkbox = frame.getByRole('checkbox');
    const agreeText = frame.getByText('I have read and agree');
    const submits: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `${API_BASE}${LOAN_PATHS.submit.path}`)
        submits.push(request.url());
    });
    await agreeText.click();
    await expect(checkbox.isChecked()).resolves.toBe(false);
    await frame.getByRole('button', { name: 'Apply for a loan' }).click();
    expect(new URL(frame.url()).pathname).toBe('/waffleLemo');
    await agreeText.click();
    await expect(checkbox.isChecked()).resolves.toBe(true);
    await frame.getByRole('button', { name: 'Apply for a loan' }).click();

    frame = await webviewAt(page, '/squidChive');
    // The server has answered the checked tap: a request of the unchecked one, sent before, would have
    // been seen and made an order of its own (or sent the screen on before the box was checked again).
    expect(submits).toHaveLength(1);
    expect((await ops('orders', '--phone', phone)).match(/Haraka/g)).toHaveLength(1);
    expect(frameQuery(frame).from).toBe('confirm');
    const orderId = frameQuery(frame).orderId ?? '';
    expect(orderId).toMatch(/^\d+$/);
    await expect(statusHeading(frame).textContent()).resolves.toBe('Under review');
    expect((await bridgeLog(page)).some((entry) => entry.includes('confirmBurialPoint'))).toBe(true);
    await screenshot(page, 'loan-5-under-review');

    // Staff approve and pay out: 170, 'Repayment', and the rating dialog (5 stars → native rate).
    await ops('approve', orderId);
    await ops('payout', orderId, '--succeed');
    await reopen(frame);
    await expect(statusHeading(frame).textContent()).resolves.toBe('Repaying');
    await frame.getByRole('button', { name: 'Repayment', exact: true }).waitFor();
    const rating = frame.getByRole('dialog', { name: 'Rate us' });
    await rating.waitFor();
    // The host's page (around the phone) may have been scrolled by an earlier tap on a busy machine;
    // the phone's screen is brought back into the window, as a person holding it would see it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'loan-5b-rating-open');
    await rating.getByRole('button', { name: 'Submit' }).click();
    await frame.getByText('Please choose a rating').waitFor();
    await rating.getByRole('button', { name: '5 stars' }).click();
    await screenshot(page, 'loan-6-rating');
    await rating.getByRole('button', { name: 'Submit' }).click();
    await rating.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await bridgeLog(page)).some((entry) => entry.includes('toRate')))
      .toBe(true);

    // Staff shift the dates past the grace days: 180 with isDelay → 'REPAY' and 'Roll over'.
    await ops('shift', orderId, '--days', '100');
    await reopen(frame);
    await expect(statusHeading(frame).textContent()).resolves.toBe('Overdue');
    await frame.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
    await frame.getByRole('button', { name: 'Roll over' }).waitFor();
    await frame.getByText('Short of money?').waitFor();
    await screenshot(page, 'loan-7-overdue');
    expect(pageErrors).toEqual([]);
  }, 180_000);

  test('a failed payout: the bank-card prompt, a new account, back to 110, paid out, a low rating', async ({
    phone: { page, pageErrors },
  }) => {
    await loginInHost(page, newPhone());
    await page.getByRole('button', { name: 'Apply for Kesho Credit' }).click();
    let frame = await webviewAt(page, '/waffleLemo');
    await frame
      .getByRole('dialog', { name: 'Loan Agreement' })
      .getByRole('button', { name: 'Agree' })
      .click();
    await frame.getByRole('link', { name: /Payout account/ }).click();
    frame = await webviewAt(page, '/chiaJellyL');
    // The sandbox wallet knows no account ending in 000, so the form would not save one: ops fail it.
    await bindMobileMoney(frame, '0712345001');
    await frame.getByRole('button', { name: 'Next' }).click();
    await confirmHolder(frame, 'JUMA S.');
    frame = await webviewAt(page, '/waffleLemo');
    await frame.getByText('M-Pesa ****5001').waitFor();
    // As in the first journey: the offer is looked at once its entrance is over, then Apply is tapped
    // (tapped at once, the host page itself scrolled and the later prompt fell outside the viewport).
    await screenshot(page, 'loan-8a-offer-with-account');
    await frame.getByRole('button', { name: 'Apply for a loan' }).click();
    frame = await webviewAt(page, '/squidChive');
    const orderId = frameQuery(frame).orderId ?? '';

    await ops('approve', orderId);
    await ops('payout', orderId, '--fail');
    await reopen(frame);
    await expect(statusHeading(frame).textContent()).resolves.toBe('Payout failed');
    const prompt = frame.getByRole('dialog', { name: 'Payout failed' });
    await prompt.waitFor();
    await screenshot(page, 'loan-8-card-prompt');
    await bringPhoneIntoView(frame);
    await prompt.getByRole('button', { name: 'Change payout account' }).click();

    frame = await webviewAt(page, '/chiaJellyL');
    expect(frameQuery(frame).source).toBe('loanDetail');
    // The form's own prefill is the one place the whole number comes back.
    await expect(frame.getByLabel('Account number', { exact: true }).inputValue()).resolves.toBe(
      '0712345001',
    );
    await frame.getByLabel('Account number', { exact: true }).fill('0712349999');
    await frame.getByLabel('Repeat account number').fill('0712349999');
    await frame.getByRole('button', { name: 'Next' }).click();
    // A number ending in 999 belongs to another holder in the sandbox: named, and confirmed.
    await confirmHolder(frame, 'NEEMA K.');

    frame = await webviewAt(page, '/squidChive');
    expect(frameQuery(frame).source).toBe('loanDetail');
    await expect(statusHeading(frame).textContent()).resolves.toBe('Approved');
    await frame
      .getByText(/\*\*\*\*9999/)
      .first()
      .waitFor();
    await screenshot(page, 'loan-9-back-to-110');

    await ops('payout', orderId, '--succeed');
    await reopen(frame);
    await expect(statusHeading(frame).textContent()).resolves.toBe('Repaying');
    const rating = frame.getByRole('dialog', { name: 'Rate us' });
    await rating.waitFor();
    await bringPhoneIntoView(frame);
    await rating.getByRole('button', { name: '2 stars' }).click();
    // As a borrower would: Submit once the two stars show filled.
    await rating.getByRole('button', { name: '2 stars', pressed: true }).waitFor();
    await rating.getByRole('button', { name: 'Submit' }).click();
    const thanks = frame.getByRole('dialog').filter({ hasText: /thank/i });
    await thanks.waitFor();
    await screenshot(page, 'loan-10-low-rating');
    expect((await bridgeLog(page)).some((entry) => entry.includes('toRate'))).toBe(false);
    await thanks.getByRole('button', { name: 'OK' }).click();
    expect(pageErrors).toEqual([]);
  }, 180_000);

  test('the older confirmation (variant=legacy) from promotional popup to the order', async ({
    phone: { page, pageErrors },
  }) => {
    await loginInHost(page, newPhone());
    await page.getByRole('button', { name: 'Apply for Mwezi Plus' }).click();
    let frame = await webviewAt(page, '/waffleLemo');
    // An application needs a payout account (the main journey binds one through the form).
    const opened = frameQuery(frame);
    await bindAccount(server, {
      userId: opened.userId ?? '',
      sessionId: opened.sessionId ?? '',
      mobilePhone: opened.mobilePhone ?? '',
      deviceId: opened.deviceId ?? '',
    });
    await frame.goto(`${frame.url()}&variant=legacy`);
    await frame
      .getByRole('dialog', { name: 'Loan Agreement' })
      .getByRole('button', { name: 'Agree' })
      .click();
    const promo = frame.getByRole('dialog').filter({ hasText: 'Your offer is ready' });
    await promo.waitFor();
    await screenshot(page, 'loan-11-legacy-promo');
    await promo.getByRole('button', { name: 'OK' }).click();
    await frame.getByText('Repayment date').waitFor();
    await frame.getByText('Detailed').waitFor();
    await frame.getByText('Plan', { exact: true }).waitFor();
    await screenshot(page, 'loan-12-legacy');
    await frame.getByRole('button', { name: 'Apply now' }).click();
    frame = await webviewAt(page, '/squidChive');
    expect(frameQuery(frame).from).toBe('confirm');
    await expect(statusHeading(frame).textContent()).resolves.toBe('Under review');
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
