import type { Frame, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { applyForLoan, bindAccount, loginBorrower, newPhone, paidOutLoan, runOps } from './support/api.ts';
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

// A new borrower finding their way through the native host: applying while a loan is open leads to
// that loan; the native back key goes back screen by screen and closes the webview only at its first
// screen; a reload of loan details after the pay page stays logged in.

const AMOUNT = /\d{1,3}(?:\.\d{3})*,\d{2} TZS/;
const IN_PROGRESS = 'You already have a loan in progress. You can apply again when it is finished.';

// The borrower logs in twice within a minute: once through the API, once on the phone.
test.override({ serverOptions: { env: { SMS_RESEND_SECONDS: '0' } } });

let server: RunningServer;
/** The test's phone. */
let page: Page;
let pageErrors: string[];

test.beforeAll(({ server: started }) => {
  server = started;
});
test.beforeEach(({ phone }) => {
  ({ page, pageErrors } = phone);
});

const ops = async (...args: string[]) => {
  const result = await runOps(server, args);
  expect(result.code, `ops ${args.join(' ')}: ${result.output}`).toBe(0);
};

/**
 * The app has taken the server's page over (its code in, the screen listening to native back): a
 * rendered page shows before its code runs, and back pressed then is the page's alone.
 */
const running = (frame: Frame) => frame.waitForLoadState('networkidle');

const nativeBack = () => pressNativeBack(page);
const webview = () => page.locator('iframe[title="webview"]');
const lastLogEntry = async () => (await bridgeLog(page)).at(-1) ?? '';
/** The native back key, and what the host's log says of it. */
const backAnswer = async () => {
  const before = (await bridgeLog(page)).length;
  await nativeBack();
  await expect.poll(async () => (await bridgeLog(page)).length).toBeGreaterThan(before);
  return lastLogEntry();
};

/** A borrower with a paid-out loan of product 2 due 31 days in, on the phone at its loan details. */
const dueLoanOnPhone = async () => {
  const { session, orderId } = await paidOutLoan(server, '2');
  await ops('shift', orderId, '--days', '31');
  await loginInHost(page, `0${session.mobilePhone.slice(3)}`);
  await page.getByRole('button', { name: 'My orders' }).click();
  await page
    .getByTestId('order-card')
    .filter({ hasText: `Order ${orderId}` })
    .click();
  const frame = await webviewAt(page, '/squidChive');
  await frame.getByRole('heading', { level: 1, name: 'Payment due' }).waitFor();
  await running(frame);
  return { frame, orderId };
};

const toInstalments = async (frame: Frame) => {
  await frame.getByRole('button', { name: 'REPAY', exact: true }).click();
  await webviewAt(page, '/leadership');
  await frame.getByRole('link', { name: 'Instalment repayment' }).click();
  await webviewAt(page, '/sunflowerP');
  await frame.getByRole('heading', { name: /^Instalments to pay/ }).waitFor();
};

describe('finding the way through the host (/host, phone emulation)', () => {
  test('Apply while a loan is open says so and opens that loan; the host then offers the loan, not Apply', async () => {
    const phone = newPhone();
    await loginInHost(page, phone);
    // The loan is made elsewhere (another phone, the API): the host's home still offers Apply.
    const session = await loginBorrower(server, phone);
    await bindAccount(server, session);
    const orderId = await applyForLoan(server, session, '2');

    await page.getByRole('button', { name: 'Apply for Haraka Loan' }).click();
    let frame = await webviewAt(page, '/waffleLemo');
    await frame.getByText('Repayment information').waitFor();
    await running(frame);
    // The retention dialog on native back (isPopType 1) is kept.
    await nativeBack();
    const retention = frame.getByRole('dialog', { name: 'Point out' });
    await retention.waitFor();
    await retention.getByRole('button', { name: 'Agree' }).click();
    await retention.waitFor({ state: 'detached' });

    await frame.getByRole('button', { name: 'Apply for a loan' }).click();
    const inProgress = frame.getByRole('dialog', { name: 'Loan in progress' });
    await inProgress.getByText(IN_PROGRESS).waitFor();
    await screenshot(page, 'nav-1-loan-in-progress');
    await inProgress.getByRole('button', { name: 'View my loan' }).click();

    frame = await webviewAt(page, '/squidChive');
    await running(frame);
    expect(frameQuery(frame)).toMatchObject({
      orderId,
      productId: '2',
      userId: session.userId,
      mobilePhone: session.mobilePhone,
    });
    expect(frameQuery(frame).sessionId).toBeTruthy();
    await frame.getByRole('heading', { level: 1, name: 'Under review' }).waitFor();
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);

    // Loan details took the offer's place: back closes the webview, and the host now knows the loan.
    expect(await backAnswer()).toContain('closed the webview');
    await webview().waitFor({ state: 'detached' });
    const openLoan = page.getByTestId('open-loan');
    await openLoan.getByText('You have a loan in progress').waitFor();
    expect(await page.getByRole('button', { name: /^Apply for / }).count()).toBe(0);
    await screenshot(page, 'nav-2-host-open-loan');
    await openLoan.getByRole('button', { name: 'View my loan' }).click();
    frame = await webviewAt(page, '/squidChive');
    expect(frameQuery(frame).orderId).toBe(orderId);
    await frame.getByRole('heading', { level: 1, name: 'Under review' }).waitFor();
    expect(pageErrors).toEqual([]);
  }, 180_000);

  test('native back goes back screen by screen from a pay code to loan details, and closes only there', async () => {
    const { frame } = await dueLoanOnPhone();
    await toInstalments(frame);
    await frame.getByRole('radio', { name: 'M-Pesa' }).check();
    await frame.getByRole('button', { name: 'Pay Now' }).click();
    const started = frame.getByRole('dialog', { name: 'Payment started' });
    await started.getByRole('button', { name: 'View repayment code' }).click();
    await webviewAt(page, '/repaymentOfCode');
    await frame.getByTestId('pay-code').waitFor();

    for (const [path, shows] of [
      ['/sunflowerP', /^Instalments to pay/],
      ['/leadership', 'Ways to repay'],
    ] as const) {
      expect(await backAnswer()).toContain('handled by the web app');
      await expect.poll(() => new URL(frame.url()).pathname).toBe(path);
      await (typeof shows === 'string'
        ? frame.getByRole('navigation', { name: shows })
        : frame.getByRole('heading', { name: shows })
      ).waitFor();
      expect(await webview().isVisible()).toBe(true);
    }
    expect(await backAnswer()).toContain('handled by the web app');
    await expect.poll(() => new URL(frame.url()).pathname).toBe('/squidChive');
    await frame.getByRole('heading', { level: 1, name: 'Payment due' }).waitFor();
    await screenshot(page, 'nav-3-back-to-loan');

    expect(await backAnswer()).toContain('no screen handled it: closed the webview');
    await webview().waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  }, 180_000);

  test('loan details after the pay page stays logged in on a reload', async () => {
    const { frame, orderId } = await dueLoanOnPhone();
    await toInstalments(frame);
    const amount = AMOUNT.exec(await frame.getByRole('region', { name: 'Amount to pay' }).innerText())?.[0];
    await frame.getByRole('radio', { name: 'Card or bank (pay page)' }).check();
    await frame.getByRole('button', { name: 'Pay Now' }).click();
    await frame.getByRole('button', { name: `Pay ${amount}` }).click();
    const back = await webviewAt(page, '/squidChive');
    await back.getByRole('heading', { level: 1, name: 'Repaying' }).waitFor();

    // A pull to refresh, a webview restored: the same address, loaded again.
    await back.evaluate(() => {
      (window as unknown as { beforeReload?: boolean }).beforeReload = true;
      window.location.reload();
    });
    await back.waitForFunction(() => !(window as unknown as { beforeReload?: boolean }).beforeReload);
    await back.waitForLoadState();
    await back.getByRole('heading', { level: 1, name: 'Repaying' }).waitFor();
    await running(back);
    expect(await webview().isVisible()).toBe(true);
    expect(frameQuery(back).orderId).toBe(orderId);
    expect(await back.getByText('Could not load your loan').count()).toBe(0);
    expect((await bridgeLog(page)).some((entry) => entry.includes('offToLogin'))).toBe(false);
    await screenshot(page, 'nav-4-reloaded');

    // Behind it is the pay page, not a screen of the app: back closes the webview.
    expect(await backAnswer()).toContain('closed the webview');
    await webview().waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  }, 180_000);
});
