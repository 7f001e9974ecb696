import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { applyForLoan, bindAccount, loginBorrower, opsOrFail } from './support/api.ts';
import { axeViolations } from './support/axe.ts';
import { problemsOf, e2e as test } from './support/fixture.ts';
import { loginInHost, openLoanInHost, pressNativeBack, screenshot, webviewAt } from './support/host.ts';
import type { RunningServer } from './support/server.ts';

// Issue 31's USSD through the host's simulator (PRODUCT.md §22): a borrower sets the USSD PIN in the
// app, dials *150*00#, checks the loan, pays the next instalment by push (approved on the phone),
// reads the receipt; the app's statement shows the same payment.

test.override({ serverOptions: { env: { SMS_RESEND_SECONDS: '0' } } });

let server: RunningServer;
test.beforeAll(({ server: started }) => {
  server = started;
});

const PIN = '2580';

/** '205.757,14 TZS' in minor units. */
const minor = (shown: string) => Number(shown.replace(/[^\d,]/g, '').replace(',', ''));

/** A number on Vodacom's prefix (M-Pesa), so a push knows its wallet. */
const vodacomPhone = () =>
  `075${String(Date.now()).slice(-4)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

/** The newest login code sent to the phone, once a newer one than `after` arrived. */
const codeAfter = async (phone: string, after: string) => {
  let code = '';
  await expect
    .poll(async () => {
      const outbox = await fetch(`${server.baseUrl}/tapi/dev/sms-outbox?phone=${phone}`).then((r) =>
        r.json(),
      );
      const newest = (outbox.data?.messages ?? []).find((m: { code: string | null }) => m.code);
      code = newest?.code ?? '';
      return code !== '' && code !== after;
    })
    .toBe(true);
  return code;
};

/** Dials the service code on the host's phone; the first screen's text. */
const dial = async (page: Page) => {
  await page.getByRole('button', { name: 'USSD', exact: true }).click();
  await page.getByLabel('Number to dial').fill('*150*00#');
  await page.getByRole('button', { name: 'Call' }).click();
  return screen(page);
};

const dialog = (page: Page) => page.getByTestId('ussd-dialog');

/** The dialog's text once the service answered. */
const screen = async (page: Page) => {
  await page.locator('[data-testid="ussd-dialog"]:not([aria-busy="true"])').waitFor();
  return (await dialog(page).locator('.ussd__text').innerText()).trim();
};

const answer = async (page: Page, text: string) => {
  await dialog(page).getByLabel('Your answer').fill(text);
  await dialog(page).getByRole('button', { name: 'Send' }).click();
  return screen(page);
};

const hangUp = (page: Page) => dialog(page).getByRole('button', { name: 'OK' }).click();

describe('USSD on the host’s phone (issue 31)', () => {
  test('check the loan, pay the next instalment by push, read the receipt; the app shows the same payment', async ({
    openPhone,
  }) => {
    // axe is read into the page: the phone lets it past the page's script policy.
    const phone = await openPhone({ bypassCSP: true });
    const { page } = phone;
    const session = await loginBorrower(server, vodacomPhone());
    await bindAccount(server, session);
    const orderId = await applyForLoan(server, session, '2');
    await opsOrFail(server, 'approve', orderId);
    await opsOrFail(server, 'payout', orderId, '--succeed');
    const local = `0${session.mobilePhone.slice(3)}`;

    // The PIN, set in the app (Me > USSD PIN) with the SMS code.
    await loginInHost(page, local);
    const loginCode = await codeAfter(session.mobilePhone, '');
    await page.getByRole('navigation').getByRole('button', { name: 'Me', exact: true }).click();
    await page.getByRole('button', { name: /^USSD PIN/ }).click();
    const app = await webviewAt(page, '/ussdPin');
    await app.getByRole('heading', { level: 1, name: 'USSD PIN' }).waitFor();
    await app.getByRole('button', { name: 'Send code' }).click();
    await app.getByLabel('Code from the SMS').fill(await codeAfter(session.mobilePhone, loginCode));
    await app.getByLabel('New PIN (4 digits)').fill(PIN);
    await app.getByLabel('New PIN again').fill(PIN);
    await app.getByRole('button', { name: 'Save PIN' }).click();
    await app.getByRole('status').getByText('Your USSD PIN is set.').waitFor();
    await screenshot(page, 'ussd-0-pin-set');

    // Kiswahili first; 5 then 2 is English, kept for the phone.
    expect(await dial(page)).toMatch(/^Chagua:\n1 /);
    await screenshot(page, 'ussd-1-first-screen-sw');
    const found = await axeViolations(page, 'USSD dialog');
    expect(await answer(page, '5')).toMatch(/^Lugha:/);
    expect(await answer(page, '2')).toMatch(/^Choose:\n1 My loan/);
    expect(await answer(page, '1')).toMatch(/Owed today: [\d.]+,\d\d TZS/);
    const loan = await screen(page);
    await screenshot(page, 'ussd-2-my-loan');
    await hangUp(page);
    const next = /Next: ([\d.]+,\d\d TZS)/.exec(loan)?.[1] ?? '';
    expect(next).not.toBe('');

    // Pay the next instalment from this phone: the USSD PIN, then the wallet's own PIN prompt.
    expect(await dial(page)).toMatch(/^Choose:/);
    expect(await answer(page, '2')).toContain(`1 Next instalment ${next}`);
    expect(await answer(page, '1')).toMatch(/Enter your 4-digit USSD PIN/);
    expect(await answer(page, PIN)).toMatch(/^Check your phone: M-Pesa will ask for your wallet PIN/);
    await hangUp(page);
    const prompt = page.getByRole('alertdialog', { name: 'Wallet PIN prompt' });
    await prompt.waitFor();
    await prompt.getByLabel('PIN').fill('1234');
    await screenshot(page, 'ussd-3-wallet-prompt');
    await prompt.getByRole('button', { name: 'Approve' }).click();
    await prompt.waitFor({ state: 'detached' });

    // The receipt, once the payment is in the ledger.
    let receipt = '';
    await expect
      .poll(
        async () => {
          receipt = await dial(page);
          if (!receipt.startsWith('Choose:')) return receipt;
          receipt = await answer(page, '3');
          await hangUp(page);
          return receipt;
        },
        { timeout: 30_000 },
      )
      .toMatch(/^Receipt /);
    // The push asks for whole shillings: the cents above the instalment stay as a credit.
    const paid = /Paid: ([\d.]+,\d\d) TZS/.exec(receipt)?.[1] ?? '';
    expect(minor(paid) - minor(next)).toBeGreaterThanOrEqual(0);
    expect(minor(paid) - minor(next)).toBeLessThan(100);
    expect(minor(paid) % 100).toBe(0);
    const receiptNo = /^Receipt (\S+)/.exec(receipt)?.[1] ?? '';
    await dial(page);
    await answer(page, '3');
    await screenshot(page, 'ussd-4-receipt');
    await hangUp(page);

    // The app's statement shows the same payment, under the same receipt number.
    await pressNativeBack(page);
    const details = await openLoanInHost(page, orderId);
    await details.getByRole('link', { name: 'Statement' }).click();
    const statement = await webviewAt(page, '/loanStatement');
    await statement.getByRole('heading', { level: 1, name: 'Loan statement' }).waitFor();
    await screenshot(page, 'ussd-5-statement');
    await statement.locator('.statement-lines a').first().click();
    const paymentReceipt = await webviewAt(page, '/paymentReceipt');
    await paymentReceipt.getByText(receiptNo, { exact: true }).waitFor();
    expect(await paymentReceipt.locator('main').innerText()).toContain(paid);
    await screenshot(page, 'ussd-6-receipt-in-app');
    await page.getByRole('button', { name: 'USSD', exact: true }).click();
    found.push(...(await axeViolations(page, 'USSD dialler')));
    expect(found, found.join('\n')).toEqual([]);
    expect(problemsOf(phone)).toEqual([]);
  }, 180_000);
});
