import type { BrowserContext, Frame, Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { paidOutLoan, runOps } from './support/api.ts';
import { e2e as test } from './support/fixture.ts';
import { loginInHost, screenshot, webviewAt } from './support/host.ts';
import type { RunningServer } from './support/server.ts';

// The repayment journeys through the native host: a borrower with a paid-out loan repays it by
// instalments on the pay page, defers it, or pays a code at an agent that the lender's staff record.

const AMOUNT = /\d{1,3}(?:\.\d{3})*,\d{2} TZS/;
const DAY_MS = 86_400_000;

// The borrower logs in twice within a minute: once for the loan, once on the phone.
test.override({ serverOptions: { env: { SMS_RESEND_SECONDS: '0' } } });

let server: RunningServer;
/** The test's phone. */
let context: BrowserContext;
let page: Page;
let pageErrors: string[];

test.beforeAll(({ server: started }) => {
  server = started;
});
test.beforeEach(({ phone }) => {
  ({ context, page, pageErrors } = phone);
});

const ops = async (...args: string[]) => {
  const result = await runOps(server, args);
  expect(result.code, `ops ${args.join(' ')}: ${result.output}`).toBe(0);
  return result.output;
};

/** A borrower whose loan of `productId` is paid out, `days` into it, on the phone at its loan details. */
const loanOnPhone = async (productId: string, days: number) => {
  const { session, orderId } = await paidOutLoan(server, productId);
  if (days > 0) await ops('shift', orderId, '--days', String(days));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
  await loginInHost(page, `0${session.mobilePhone.slice(3)}`);
  await page.getByRole('button', { name: 'My orders' }).click();
  await page
    .getByTestId('order-card')
    .filter({ hasText: `Order ${orderId}` })
    .click();
  return webviewAt(page, '/squidChive');
};

const amountIn = async (locator: Locator) => AMOUNT.exec(await locator.innerText())?.[0] ?? '';
const minor = (amount: string) => Number(amount.replace(/\D/g, ''));

/** Loan details reads `status`, in the page and in the native title bar. */
const statusIs = async (frame: Frame, status: string) => {
  await frame.getByRole('heading', { level: 1, name: status, exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Loan Details', exact: true }).waitFor();
};

/** What each instalment of the loan details plan reads, in order: 'Paid', 'Due', 'Unpaid', … */
const planRows = (frame: Frame) => frame.getByRole('listitem').filter({ hasText: /^\d+\/\d+ · / });
const planStates = (frame: Frame) => planRows(frame).locator('em').allInnerTexts();

/** Brings the plan into the phone's screen, for the screenshot. */
const showPlan = (frame: Frame) =>
  planRows(frame)
    .last()
    .evaluate((row) => row.scrollIntoView({ block: 'center' }));

const dismissRating = async (frame: Frame) => {
  const rating = frame.getByRole('dialog', { name: 'Rate us' });
  await rating.getByRole('button', { name: 'Cancel' }).click();
  await rating.waitFor({ state: 'detached' });
};

/** From loan details through the repay choice to the instalment screen. */
const toInstalments = async (frame: Frame, button: 'REPAY' | 'Repayment') => {
  await frame.getByRole('button', { name: button, exact: true }).click();
  await webviewAt(page, '/leadership');
  await frame.getByRole('link', { name: 'Instalment repayment' }).click();
  await webviewAt(page, '/sunflowerP');
  await frame.getByRole('heading', { name: /^Instalments to pay/ }).waitFor();
};

const instalment = (frame: Frame, periodNo: number) =>
  frame.getByRole('checkbox', { name: new RegExp(`^Instalment ${periodNo} `) });

/** Pay Now through the pay page, which must ask for `amount`; paying it in full returns to the loan. */
const payOnPayPage = async (frame: Frame, amount: string, step: string) => {
  await frame.getByRole('radio', { name: 'Card or bank (pay page)' }).check();
  await frame.getByRole('button', { name: 'Pay Now' }).click();
  await expect.poll(() => new URL(frame.url()).pathname).toMatch(/^\/sandbox\/pay\/[^/]+$/);
  expect(new URL(frame.url()).searchParams.get('return')).toMatch(/^\/squidChive\?/);
  const pay = frame.getByRole('button', { name: `Pay ${amount}` });
  await pay.waitFor();
  await screenshot(page, step);
  await pay.click();
  return webviewAt(page, '/squidChive');
};

describe('repaying a loan (/host, phone emulation)', () => {
  test('two instalments on the pay page, then the rest with Select all: the loan is settled', async () => {
    const frame = await loanOnPhone('2', 31);
    await statusIs(frame, 'Payment due');
    expect(await planStates(frame)).toEqual(['Due', 'Unpaid', 'Unpaid', 'Unpaid']);
    await frame.getByRole('button', { name: 'Roll over' }).waitFor();
    await screenshot(page, 'repay-1-due');

    await frame.getByRole('button', { name: 'REPAY', exact: true }).click();
    await webviewAt(page, '/leadership');
    const ways = frame.getByRole('navigation', { name: 'Ways to repay' }).getByRole('link');
    await ways.first().waitFor();
    expect(await ways.allInnerTexts()).toEqual([
      'Instalment repayment',
      'Pay with a debit card',
      'Repayment code',
      'Payment instructions',
    ]);
    await screenshot(page, 'repay-2-choice');
    await ways.filter({ hasText: 'Instalment repayment' }).click();
    await webviewAt(page, '/sunflowerP');

    // The first is ticked and the second waits until the borrower has touched the first.
    await expect(instalment(frame, 1).isChecked()).resolves.toBe(true);
    await expect(instalment(frame, 2).isDisabled()).resolves.toBe(true);
    const toPay = frame.getByRole('region', { name: 'Amount to pay' });
    const one = await amountIn(toPay);
    await instalment(frame, 1).click();
    await expect(instalment(frame, 1).isChecked()).resolves.toBe(true);
    await instalment(frame, 2).check();
    await expect(instalment(frame, 3).isChecked()).resolves.toBe(false);
    const two = await amountIn(toPay);
    const second = await amountIn(frame.getByRole('listitem').filter({ has: instalment(frame, 2) }));
    expect(minor(two)).toBe(minor(one) + minor(second));
    await screenshot(page, 'repay-3-two-instalments');

    let back = await payOnPayPage(frame, two, 'repay-4-pay-page');
    await statusIs(back, 'Repaying');
    expect(await planStates(back)).toEqual(['Paid', 'Paid', 'Unpaid', 'Unpaid']);
    await dismissRating(back);
    await showPlan(back);
    await screenshot(page, 'repay-5-two-paid');

    await toInstalments(back, 'Repayment');
    await frame.getByText('Instalments to pay (2)').waitFor();
    await frame.getByRole('checkbox', { name: 'Select all' }).check();
    await expect(instalment(frame, 4).isChecked()).resolves.toBe(true);
    back = await payOnPayPage(frame, await amountIn(toPay), 'repay-6-pay-page-rest');
    await statusIs(back, 'Settled');
    expect(await planStates(back)).toEqual(['Paid', 'Paid', 'Paid', 'Paid']);
    await back.getByRole('button', { name: 'Borrow Again' }).waitFor();
    expect(await back.getByRole('button', { name: /^(REPAY|Repayment)$/ }).count()).toBe(0);
    await showPlan(back);
    await screenshot(page, 'repay-7-settled');
    expect(pageErrors).toEqual([]);
  }, 180_000);

  test('a due loan is rolled over: the fee paid on the pay page moves the due date 14 days', async () => {
    const frame = await loanOnPhone('1', 91);
    await statusIs(frame, 'Payment due');
    const planRow = planRows(frame);
    const dueBefore = /\d{4}-\d{2}-\d{2}/.exec(await planRow.innerText())?.[0] ?? '';
    expect(dueBefore).not.toBe('');
    const dueAfter = new Date(Date.parse(`${dueBefore}T00:00:00Z`) + 14 * DAY_MS).toISOString().slice(0, 10);
    await frame.getByText('Short of money?').waitFor();
    await frame.getByRole('button', { name: 'Roll over' }).click();

    await webviewAt(page, '/marmaladeT');
    const feeCard = frame.getByRole('region', { name: 'Roll-over fee' });
    await feeCard.waitFor();
    const fee = await amountIn(feeCard);
    await frame.getByRole('heading', { name: 'Repayment plan after the roll-over' }).waitFor();
    await frame.getByText(`Due ${dueAfter}`).waitFor();
    // The detail rows name the due date after the roll-over too.
    expect(await frame.getByText(dueAfter, { exact: true }).count()).toBeGreaterThan(0);
    await screenshot(page, 'repay-8-deferral');

    const back = await payOnPayPage(frame, fee, 'repay-9-pay-page-fee');
    await statusIs(back, 'Repaying');
    await dismissRating(back);
    expect(await planRow.innerText()).toContain(dueAfter);
    expect(await planStates(back)).toEqual(['Unpaid']);
    await back.getByRole('button', { name: 'Repayment', exact: true }).waitFor();
    expect(await back.getByRole('button', { name: /^(REPAY|Roll over)$/ }).count()).toBe(0);
    await showPlan(back);
    await screenshot(page, 'repay-10-deferred');
    expect(pageErrors).toEqual([]);
  }, 180_000);

  test('a payment that fails on the pay page: back on the loan, the screen says so and nothing is paid', async () => {
    const frame = await loanOnPhone('2', 31);
    await statusIs(frame, 'Payment due');
    await toInstalments(frame, 'REPAY');
    await frame.getByRole('radio', { name: 'Card or bank (pay page)' }).check();
    await frame.getByRole('button', { name: 'Pay Now' }).click();
    await frame.getByRole('button', { name: 'Make the payment fail' }).click();
    const back = await webviewAt(page, '/squidChive');
    expect(new URL(back.url()).searchParams.get('payment')).toBe('failed');
    await back.getByRole('alert').filter({ hasText: 'Your payment did not go through.' }).waitFor();
    await statusIs(back, 'Payment due');
    expect(await planStates(back)).toEqual(['Due', 'Unpaid', 'Unpaid', 'Unpaid']);
    await screenshot(page, 'repay-11-payment-failed');
    expect(pageErrors).toEqual([]);
  }, 180_000);

  test('an M-Pesa pay code: copied from the code screen, paid at an agent, the first instalment reads paid', async () => {
    const frame = await loanOnPhone('2', 0);
    await statusIs(frame, 'Repaying');
    await dismissRating(frame);
    await toInstalments(frame, 'Repayment');
    const amount = await amountIn(frame.getByRole('region', { name: 'Amount to pay' }));
    await frame.getByRole('radio', { name: 'M-Pesa' }).check();
    await frame.getByRole('button', { name: 'Pay Now' }).click();

    const started = frame.getByRole('dialog', { name: 'Payment started' });
    const tradeLine = started.getByText(/^Payment number: \S+$/);
    await tradeLine.waitFor();
    const tradeNo = (await tradeLine.innerText()).replace('Payment number: ', '');
    const notice = await started.getByText(/pay code/).innerText();
    await screenshot(page, 'repay-11-pay-code-dialog');
    await started.getByRole('button', { name: 'View repayment code' }).click();

    await webviewAt(page, '/repaymentOfCode');
    expect(new URL(frame.url()).searchParams.get('tradeNo')).toBe(tradeNo);
    const payCode = frame.getByTestId('pay-code');
    await payCode.waitFor();
    const code = (await payCode.textContent()) ?? '';
    expect(code).toMatch(/^\d{9}$/);
    expect(notice).toContain(code);
    expect(await amountIn(frame.getByText('Repayment amount').locator('..'))).toBe(amount);
    expect(await frame.getByTestId('business-number').textContent()).toBe('888999');
    await frame.getByRole('button', { name: 'Copy pay code' }).click();
    await frame.getByText('Copied', { exact: true }).waitFor();
    await expect(frame.evaluate(() => navigator.clipboard.readText())).resolves.toBe(code);
    await screenshot(page, 'repay-12-code-copied');

    await ops('pay-code', code, String(minor(amount)));
    await frame.goto(frame.url());
    await frame.getByText('This code has been paid.').waitFor();
    expect(await frame.getByRole('button', { name: 'Copy' }).count()).toBe(0);
    await screenshot(page, 'repay-13-code-paid');
    await frame.getByRole('link', { name: 'Back to my loan' }).click();
    const back = await webviewAt(page, '/squidChive');
    await statusIs(back, 'Repaying');
    expect(await planStates(back)).toEqual(['Paid', 'Unpaid', 'Unpaid', 'Unpaid']);
    await dismissRating(back);
    await showPlan(back);
    await screenshot(page, 'repay-14-first-paid');
    expect(pageErrors).toEqual([]);
  }, 180_000);
});
