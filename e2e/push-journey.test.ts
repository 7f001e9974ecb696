import type { BrowserContext, Frame, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { borrowerCall, paidOutLoan, runOps } from './support/api.ts';
import { e2e as test } from './support/fixture.ts';
import { loginInHost, screenshot, webviewAt } from './support/host.ts';
import type { RunningServer } from './support/server.ts';

// Pay from my phone through the native host (PRODUCT.md §17): the sandbox wallet's PIN prompt shows on
// the host's phone; one push approved, one declined, one left to time out. The plan and the ledger
// show exactly the approved one.

const PIN_TIMEOUT_SECONDS = 6;
test.override({
  serverOptions: {
    env: { SMS_RESEND_SECONDS: '0', SANDBOX_PIN_TIMEOUT_SECONDS: String(PIN_TIMEOUT_SECONDS) },
  },
});

let server: RunningServer;
let context: BrowserContext;
let page: Page;
let pageErrors: string[];

test.beforeAll(({ server: started }) => {
  server = started;
});
test.beforeEach(({ phone }) => {
  ({ context, page, pageErrors } = phone);
});

const AMOUNT = /\d{1,3}(?:\.\d{3})*,\d{2} TZS/;
const minor = (amount: string) => Number(amount.replace(/\D/g, ''));

/** From the loan details through the repay choice to the instalments, and the push panel opened. */
const openPushPanel = async (frame: Frame) => {
  await frame.getByRole('button', { name: /^(REPAY|Repayment)$/ }).click();
  await webviewAt(page, '/leadership');
  await frame.getByRole('link', { name: 'Instalment repayment' }).click();
  const instalments = await webviewAt(page, '/sunflowerP');
  await instalments.getByRole('heading', { name: /^Instalments to pay/ }).waitFor();
  const toggle = instalments.getByRole('button', { name: 'Pay from my phone' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const panel = instalments.getByRole('region', { name: 'Pay from my phone' });
  await panel.getByRole('button', { name: 'Pay' }).waitFor();
  return { instalments, panel };
};

const prompt = () => page.getByRole('alertdialog', { name: 'Wallet PIN prompt' });

describe('pay from my phone (/host, phone emulation)', () => {
  test('approved, declined, timed out: only the approved push is paid', async () => {
    const { session, orderId } = await paidOutLoan(server, '2');
    const shifted = await runOps(server, ['shift', orderId, '--days', '31']);
    expect(shifted.code, shifted.output).toBe(0);
    await loginInHost(page, `0${session.mobilePhone.slice(3)}`);
    await page.getByRole('button', { name: 'My orders' }).click();
    await page
      .getByTestId('order-card')
      .filter({ hasText: `Order ${orderId}` })
      .click();
    let frame = await webviewAt(page, '/squidChive');

    // 1. Approved with the PIN.
    let { instalments, panel } = await openPushPanel(frame);
    const due =
      AMOUNT.exec(await instalments.getByRole('region', { name: 'Amount to pay' }).innerText())?.[0] ?? '';
    expect(due).not.toBe('');
    // The borrower's own number is offered.
    await expect
      .poll(() => panel.getByRole('textbox', { name: 'Phone number' }).inputValue())
      .toBe(
        `0${session.mobilePhone.slice(3, 6)} ${session.mobilePhone.slice(6, 9)} ${session.mobilePhone.slice(9)}`,
      );
    await screenshot(page, 'push-0-form');
    // This number's prefix names no network: the borrower picks the wallet.
    await panel.getByRole('radio', { name: 'M-Pesa' }).check();
    await panel.getByRole('button', { name: 'Pay' }).click();
    await panel
      .getByRole('status')
      .getByText(/Check your phone and enter your PIN/)
      .waitFor();
    await prompt().waitFor();
    await prompt().getByLabel('PIN').fill('1234');
    await screenshot(page, 'push-1-pin-prompt');
    await prompt().getByRole('button', { name: 'Approve' }).click();
    await panel.getByRole('status').getByText('Paid', { exact: true }).waitFor();
    expect(await panel.getByRole('status').innerText()).toMatch(/Receipt: SBXMM\w+/);
    await screenshot(page, 'push-2-paid');
    await panel.getByRole('link', { name: 'Back to my loan' }).click();
    frame = await webviewAt(page, '/squidChive');

    // 2. Declined on the phone. The paid push was seen: the panel offers a new one, in the same wallet.
    ({ instalments, panel } = await openPushPanel(frame));
    await expect.poll(() => panel.getByRole('radio', { name: 'M-Pesa' }).isChecked()).toBe(true);
    await panel.getByRole('button', { name: 'Pay' }).click();
    await prompt().waitFor();
    await prompt().getByRole('button', { name: 'Cancel' }).click();
    await panel.getByRole('status').getByText('Declined', { exact: true }).waitFor();
    expect(await panel.getByRole('status').innerText()).toContain('Nothing was taken.');
    await screenshot(page, 'push-3-declined');

    // 3. Nobody answers: the prompt goes away by itself and the screen says so.
    await panel.getByRole('button', { name: 'Try again' }).click();
    await panel.getByRole('button', { name: 'Pay' }).click();
    await prompt().waitFor();
    await prompt().waitFor({ state: 'detached', timeout: (PIN_TIMEOUT_SECONDS + 10) * 1000 });
    await panel.getByRole('status').getByText('No PIN was entered in time', { exact: true }).waitFor();
    expect(await panel.getByRole('status').innerText()).toContain('Nothing was taken.');
    await screenshot(page, 'push-4-timed-out');

    // The plan and the ledger hold the approved push only.
    const plan = await borrowerCall(server, session, 'POST', '/v3/installment/loan-play-detail-yd', {
      orderId,
    });
    const detail = (plan.data as { repayPlanDetail: { repayYetDetail: { totalAmount: number }[] } })
      .repayPlanDetail;
    expect(detail.repayYetDetail).toHaveLength(1);
    const reconcile = await runOps(server, [
      'reconcile',
      '--date',
      new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10),
    ]);
    expect(reconcile.code, reconcile.output).toBe(0);
    expect(reconcile.output).toMatch(/3 checked, 0 differences/);
    expect(minor(due)).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
    void context;
  }, 180_000);
});
