import type { Frame } from 'playwright-core';
import { describe, expect } from 'vitest';
import { bindAccount, loginBorrower, newPhone, runOps } from './support/api.ts';
import { e2e as test } from './support/fixture.ts';
import { frameQuery, loginInHost, screenshot, webviewAt } from './support/host.ts';
import type { RunningServer } from './support/server.ts';

// Issue 27's journey through the native host: a borrower chooses 450.000 TZS and the shorter term,
// applies, is paid out, pays the first instalment early, reads its receipt, sees the interest come
// down, pays off today, and reads the closed loan's statement and its PDF, in English and Kiswahili.

// The borrower logs in twice within a minute: once to bind the account, once on the phone.
test.override({ serverOptions: { env: { SMS_RESEND_SECONDS: '0' } } });

let server: RunningServer;
test.beforeAll(({ server: started }) => {
  server = started;
});

const ops = async (...args: string[]) => {
  const result = await runOps(server, args);
  expect(result.code, `ops ${args.join(' ')}: ${result.output}`).toBe(0);
  return result.output;
};

const money = (minor: number) =>
  `${Math.floor(minor / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(minor % 100).padStart(2, '0')}`;
const minor = (text: string) =>
  Number(/([\d.]+,\d{2}) TZS/.exec(text)?.[1]?.replace(/\D/g, '') ?? Number.NaN);

/** The plan's instalments on loan details, in order, as minor units. */
const planAmounts = async (frame: Frame) =>
  (await frame.locator('.ld-plan li strong').allInnerTexts()).map((text) => minor(text));

/** The rating dialog asks on every visit until answered: not now. */
const dismissRating = async (frame: Frame) => {
  const rating = frame.getByRole('dialog', { name: 'Rate us' });
  await rating.getByRole('button', { name: 'Cancel' }).click();
  await rating.waitFor({ state: 'detached' });
};

/** Pays what the instalment screen asks on the sandbox pay page; back on loan details. */
const payOnPayPage = async (frame: Frame, page: Parameters<typeof webviewAt>[0]) => {
  await frame.getByRole('radio', { name: 'Card or bank (pay page)' }).check();
  await frame.getByRole('button', { name: 'Pay Now' }).click();
  await expect.poll(() => new URL(frame.url()).pathname).toMatch(/^\/sandbox\/pay\/[^/]+$/);
  await frame.getByRole('button', { name: /^Pay [\d.]+,\d{2} TZS$/ }).click();
  return webviewAt(page, '/squidChive');
};

describe('choose, repay early, pay off, read the statement (issue 27)', () => {
  test('450.000 TZS over the shorter term, one instalment early, then paid off to the shilling', async ({
    phone: { page, pageErrors },
  }) => {
    const phone = newPhone();
    await bindAccount(server, await loginBorrower(server, phone));
    await loginInHost(page, phone);
    await page.getByRole('button', { name: 'Apply for Kesho Credit' }).click();
    let frame = await webviewAt(page, '/waffleLemo');
    const agreement = frame.getByRole('dialog', { name: 'Loan Agreement' });
    await agreement.getByRole('button', { name: 'Agree' }).click();
    await agreement.waitFor({ state: 'detached' });

    // The choice: the shorter term, then 450.000 TZS; the figures on screen are the server's answer.
    await frame.getByRole('radio', { name: /^91 days · 2 instalments/ }).check();
    await frame.getByRole('slider').fill('5');
    // The rows under the controls are the server's answer for the choice, once it has come.
    const figures = frame.locator('.confirm-card').filter({ hasText: 'Instalments' });
    await figures.filter({ hasText: '450.000,00 TZS' }).filter({ hasText: '91 days' }).waitFor();
    await expect.poll(() => frame.getByRole('button', { name: 'Apply for a loan' }).isEnabled()).toBe(true);
    await screenshot(page, 'choice-1-chosen');
    // Agreeing in the agreement's dialog ticked the box already.
    if (!(await frame.getByRole('checkbox').isChecked()))
      await frame.getByText('I have read and agree').click();
    await frame.getByRole('button', { name: 'Apply for a loan' }).click();

    frame = await webviewAt(page, '/squidChive');
    const orderId = frameQuery(frame).orderId ?? '';
    expect(await ops('orders', '--phone', phone)).toContain('450.000,00');
    await ops('approve', orderId);
    await ops('payout', orderId, '--succeed');
    await frame.goto(frame.url());
    await frame.getByRole('heading', { level: 1, name: 'Repaying' }).waitFor();
    await dismissRating(frame);
    const planned = await planAmounts(frame);
    expect(planned).toHaveLength(2);

    // Ten days in, the first instalment is paid early on the pay page.
    await ops('shift', orderId, '--days', '10');
    await frame.goto(frame.url());
    await dismissRating(frame);
    await frame.getByRole('button', { name: 'Repayment', exact: true }).click();
    await webviewAt(page, '/leadership');
    await frame.getByRole('link', { name: 'Instalment repayment' }).click();
    await webviewAt(page, '/sunflowerP');
    frame = await payOnPayPage(frame, page);
    await dismissRating(frame);
    await frame.getByRole('region', { name: 'My payments' }).waitFor();

    // Its receipt: amount, way, what it paid, the balance after.
    await frame.getByRole('region', { name: 'My payments' }).getByRole('link').first().click();
    await webviewAt(page, '/paymentReceipt');
    await frame
      .getByText(money(planned[0] ?? 0), { exact: false })
      .first()
      .waitFor();
    await frame.getByText('Interest', { exact: false }).first().waitFor();
    await screenshot(page, 'choice-2-receipt');
    await frame.evaluate(() => history.back());
    frame = await webviewAt(page, '/squidChive');
    await dismissRating(frame);

    // The interest of the days after it came down: the last instalment is smaller than planned.
    await frame.getByRole('region', { name: 'Pay off today' }).waitFor();
    const now = await planAmounts(frame);
    expect(now[0]).toBe(planned[0]);
    expect(now[1]).toBeLessThan(planned[1] ?? 0);
    await screenshot(page, 'choice-3-lower-interest');

    // Pay off today: the instalment screen asks exactly the quote; paid, the loan is settled.
    const quote = minor(await frame.getByRole('region', { name: 'Pay off today' }).innerText());
    await frame
      .getByRole('region', { name: 'Pay off today' })
      .getByRole('link', { name: 'Pay off today' })
      .click();
    await webviewAt(page, '/sunflowerP');
    await frame.getByRole('button', { name: 'Pay Now' }).waitFor();
    await expect(frame.locator('body').innerText()).resolves.toContain(money(quote));
    frame = await payOnPayPage(frame, page);
    await frame.getByRole('heading', { level: 1, name: 'Settled' }).waitFor();
    expect(await ops('order', orderId)).toMatch(/owes 0,00 TZS today/);

    // The closed loan's statement, then in Kiswahili, and its PDF.
    await frame.getByRole('link', { name: 'Statement' }).click();
    frame = await webviewAt(page, '/loanStatement');
    await frame.getByRole('button', { name: 'Download PDF' }).waitFor();
    await expect(frame.locator('body').innerText()).resolves.toMatch(/0,00 TZS/);
    await screenshot(page, 'choice-4-statement');
    const statementUrl = frame.url();
    const pdfOf = async () => {
      const pdf = page.waitForResponse((response) =>
        (response.headers()['content-type'] ?? '').startsWith('application/pdf'),
      );
      await frame.getByRole('button', { name: /^(Download PDF|Pakua PDF)$/ }).click();
      const answer = await pdf;
      expect(answer.status()).toBe(200);
      expect(new URL(answer.url()).search).not.toContain('sessionId');
      // The phone saves it; the same signed address read again gives the file.
      return (await page.request.get(answer.url())).body();
    };
    expect((await pdfOf()).subarray(0, 5).toString()).toBe('%PDF-');

    const swahili = new URL(statementUrl);
    swahili.searchParams.set('language', 'sw');
    // The webview, wherever the file took it: the statement again, in Kiswahili.
    const webview = page.frames().find((f) => f !== page.mainFrame());
    await webview?.goto(swahili.toString());
    frame = await webviewAt(page, '/loanStatement');
    await frame.getByRole('button', { name: 'Pakua PDF' }).waitFor();
    expect((await pdfOf()).subarray(0, 5).toString()).toBe('%PDF-');
    await screenshot(page, 'choice-5-statement-sw');
    expect(pageErrors).toEqual([]);
  }, 180_000);
});
