import { CARD_STORE_PREFIX } from '@tz-loan/contract/repayment/card-store-paths';
import type { Frame, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { type BorrowerSession, borrowerCall, borrowerPath, paidOutLoan, runOps } from './support/api.ts';
import { type OpenPhone, type Phone, problemsOf, e2e as test } from './support/fixture.ts';
import { loginInHost, screenshot, webviewAt } from './support/host.ts';
import type { RunningServer } from './support/server.ts';

// The card store of the channel app (/h5/, PRODUCT.md §13) through the native host: an overdue loan,
// REPAY, the repay choice, 'Pay with a debit card'; a card added and paid with (the first payment asks for the SMS
// code), a second payment with no code, a declined card, and the e-wallet's pay page.

const AMOUNT = /\d{1,3}(?:\.\d{3})*,\d{2}/;
const minor = (text: string) => Number((AMOUNT.exec(text)?.[0] ?? '').replace(/\D/g, ''));

test.override({ serverOptions: { env: { SMS_RESEND_SECONDS: '0' } } });

let server: RunningServer;
let openPhone: OpenPhone;
/** The journey's phone, from its first test to its last. */
let journey: Phone;
let page: Page;

test.beforeAll(({ server: started, openPhone: open }) => {
  server = started;
  openPhone = open;
});

/** The newest SMS code the sandbox sent to the borrower's phone. */
const newestCode = async (session: BorrowerSession, after: string | null) => {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const url = `${server.baseUrl}/tapi/dev/sms-outbox?phone=${session.mobilePhone}`;
    const body = (await (await fetch(url, { headers: { 'x-requested-with': 'XMLHttpRequest' } })).json()) as {
      data?: { messages: { code: string | null; text: string }[] };
    };
    // Receipts come by SMS too: the newest message that carries a code.
    const code = body.data?.messages.find((message) => message.code)?.code ?? null;
    if (code && code !== after) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no SMS code came');
};

const owedNow = async (frame: Frame) => minor(await frame.getByText(/^Owed now:/).innerText());

const toBorrowDetail = async (frame: Frame) => {
  await frame.getByRole('heading', { level: 1, name: 'Pay with a debit card' }).waitFor();
  return frame;
};

describe('the card store (/h5/ through /host, phone emulation)', () => {
  let session: BorrowerSession;
  let orderId: string;
  let frame: Frame;
  let lastCode: string | null = null;

  /** What is owed, as the server says. */
  const owedOnServer = async () => {
    const way = await borrowerCall(server, session, 'POST', `${CARD_STORE_PREFIX}/repayment-way`, {
      orderId,
    });
    return Number(way.data?.owed);
  };

  test("REPAY → repay choice → 'Pay with a debit card' opens /h5/borrowDetail with the order and the session", async () => {
    const loan = await paidOutLoan(server, '2');
    session = loan.session;
    orderId = loan.orderId;
    const shifted = await runOps(server, ['shift', loan.orderId, '--days', '40']);
    expect(shifted.code, shifted.output).toBe(0);
    journey = await openPhone();
    page = journey.page;
    await loginInHost(page, `0${session.mobilePhone.slice(3)}`);
    await page.getByRole('button', { name: 'My orders' }).click();
    await page
      .getByTestId('order-card')
      .filter({ hasText: `Order ${loan.orderId}` })
      .click();
    const details = await webviewAt(page, '/squidChive');
    await details.getByRole('button', { name: 'REPAY', exact: true }).click();
    const choice = await webviewAt(page, '/leadership');
    await choice.getByRole('link', { name: 'Pay with a debit card' }).click();
    // Its real path, which the server renders.
    frame = await toBorrowDetail(await webviewAt(page, '/h5/borrowDetail'));
    expect(new URL(frame.url()).hash).toBe('');
    expect(Object.fromEntries(new URL(frame.url()).searchParams)).toMatchObject({
      orderId: loan.orderId,
      userId: session.userId,
    });
    await frame.getByText('Overdue').first().waitFor();
    await screenshot(page, 'card-store-1-borrow-detail');
  });

  test('add a card: the number grouped in fours and Luhn-checked; back with the new card chosen', async () => {
    await frame.getByRole('link', { name: '+ Add a debit card' }).click();
    await frame.getByRole('heading', { level: 1, name: 'Add a debit card' }).waitFor();
    const number = frame.getByRole('textbox', { name: 'Card number' });
    await number.pressSequentially('4111111111111112');
    expect(await number.inputValue()).toBe('4111 1111 1111 1112');
    await frame.getByRole('textbox', { name: 'Name on the card' }).fill('Asha Mwita');
    await frame.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).pressSequentially('1230');
    await frame.getByRole('combobox', { name: 'Bank' }).selectOption('CRDB');
    await frame.getByRole('button', { name: 'Save the card' }).click();
    await frame.getByText('Check the card number: it is not a valid card number').waitFor();
    await number.fill('');
    await number.pressSequentially('4111111111111111');
    await screenshot(page, 'card-store-2-add-card');
    await frame.getByRole('button', { name: 'Save the card' }).click();
    await toBorrowDetail(frame);
    expect(
      await frame.getByRole('radio', { name: /CRDB Bank \*\*\*\* \*\*\*\* \*\*\*\* 1111/ }).isChecked(),
    ).toBe(true);
  });

  test('pay the first instalment: the SMS code, the countdown, confirm; what is owed goes down', async () => {
    const before = await owedNow(frame);
    const amount = minor(await frame.locator('.cs-amount').innerText());
    await frame.getByRole('button', { name: 'Pay', exact: true }).click();
    const dialog = frame.getByRole('dialog', { name: 'Enter the verification code' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
    const code = await newestCode(session, null);
    await dialog.getByRole('textbox', { name: 'SMS code' }).fill(code);
    await screenshot(page, 'card-store-3-sms-code');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await frame.getByText(/^Payment received: /).waitFor();
    expect(minor(await frame.getByText(/^Payment received: /).innerText())).toBe(amount);
    await expect.poll(() => owedNow(frame)).toBe(before - amount);
    // The first instalment is paid: the list starts at the second.
    await expect
      .poll(() =>
        frame
          .getByRole('checkbox')
          .first()
          .evaluate((box) => box.parentElement?.textContent ?? ''),
      )
      .toMatch(/^Instalment 2 /);
    await screenshot(page, 'card-store-4-paid');
    lastCode = code;
  });

  test('a second payment under the limit with the same card needs no code', async () => {
    const before = await owedNow(frame);
    // Under the 200.000,00 TZS above which every payment needs the code.
    await frame.getByRole('button', { name: 'Modify amount' }).click();
    await frame.getByRole('textbox', { name: 'Amount to pay (TZS)' }).fill('100000');
    const amount = minor(await frame.locator('.cs-amount').innerText());
    expect(amount).toBe(100_000_00);
    await frame.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect.poll(() => owedNow(frame)).toBe(before - amount);
    await frame.getByText(/^Payment received: /).waitFor();
    expect(await frame.getByRole('dialog').count()).toBe(0);
    expect(await newestCode(session, null)).toBe(lastCode);
  });

  test('a declined card (ending 0002) says so and moves nothing', async () => {
    const before = await owedNow(frame);
    await frame.getByRole('link', { name: '+ Add a debit card' }).click();
    await frame.getByRole('textbox', { name: 'Card number' }).pressSequentially('4000000000000002');
    await frame.getByRole('textbox', { name: 'Name on the card' }).fill('Asha Mwita');
    await frame.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).pressSequentially('1131');
    await frame.getByRole('combobox', { name: 'Bank' }).selectOption('NMB');
    await frame.getByRole('button', { name: 'Save the card' }).click();
    await toBorrowDetail(frame);
    expect(await frame.getByRole('radio', { name: /0002/ }).isChecked()).toBe(true);
    await frame.getByRole('button', { name: 'Pay', exact: true }).click();
    await frame.getByText(/declined this card and nothing was taken/).waitFor();
    await screenshot(page, 'card-store-5-declined');
    expect(await owedOnServer()).toBe(before);
    expect(await owedNow(frame)).toBe(before);
    // Back to a card that works, for what follows.
    await frame.getByRole('radio', { name: /1111/ }).check();
  });

  test('the e-wallet: the sandbox pay page, then back to the card store with the payment in', async () => {
    const sessionInAddress = new URL(frame.url()).searchParams.get('sessionId');
    expect(sessionInAddress).toBeTruthy();
    const before = await owedNow(frame);
    const amount = minor(await frame.locator('.cs-amount').innerText());
    await frame.getByRole('radio', { name: 'E-wallet (pay page)' }).check();
    await frame.getByRole('button', { name: 'Pay', exact: true }).click();
    await frame.getByRole('heading', { level: 1, name: 'Pay with the e-wallet' }).waitFor();
    await frame.getByRole('button', { name: 'Open the pay page' }).click();
    await expect.poll(() => new URL(frame.url()).pathname).toMatch(/^\/sandbox\/pay\/[^/]+$/);
    const back = new URL(frame.url()).searchParams.get('return') ?? '';
    expect(back).toMatch(/^\/h5\/borrowDetail\?/);
    expect(back).not.toContain('sessionId');
    const pay = frame.getByRole('button', { name: /^Pay / }).first();
    await pay.waitFor();
    await screenshot(page, 'card-store-6-pay-page');
    await pay.click();
    frame = await toBorrowDetail(await webviewAt(page, '/h5/borrowDetail'));
    // The tab's session is back in the address: a reload stays logged in.
    expect(new URL(frame.url()).searchParams.get('sessionId')).toBe(sessionInAddress);
    await frame.getByText('Back from the pay page. A payment can take a moment to show here.').waitFor();
    await expect.poll(() => owedNow(frame)).toBe(before - amount);
    expect(await owedOnServer()).toBe(before - amount);
    await screenshot(page, 'card-store-7-e-wallet-back');
    expect([...journey.pageErrors, ...journey.consoleErrors]).toEqual([]);
  });
});

describe('the card store in Kiswahili', () => {
  test('the hash route #/borrowDetail still opens it, in Kiswahili when the app asks before the #, at its real path', async ({
    phone,
  }) => {
    const { session, orderId } = await paidOutLoan(server, '2');
    await runOps(server, ['shift', orderId, '--days', '31']);
    const tab = phone.page;
    const query = borrowerPath('', session, { language: 'sw' });
    await tab.goto(`/h5/${query}#/borrowDetail?orderId=${orderId}`);
    await tab.getByRole('heading', { level: 1, name: 'Lipa kwa kadi ya benki' }).waitFor();
    expect(await tab.locator('html').getAttribute('lang')).toBe('sw');
    const url = new URL(tab.url());
    expect(url.pathname).toBe('/h5/borrowDetail');
    expect(url.hash).toBe('');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      orderId,
      language: 'sw',
      sessionId: session.sessionId,
    });
    expect(problemsOf(phone)).toEqual([]);
    await tab.screenshot({ path: '/tmp/e2e-card-store-sw.png', fullPage: true });
  });

  test('mock mode (?mock=1) answers from the built-in data, with no session', async ({ phone }) => {
    const tab = phone.page;
    await tab.goto('/h5/?mock=1#/borrowDetail?orderId=1');
    await tab.getByRole('heading', { level: 1, name: 'Pay with a debit card' }).waitFor();
    await tab.getByRole('radio', { name: /4242/ }).waitFor();
  });
});
