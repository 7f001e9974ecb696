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

/** What the borrower reads and taps, in each language of the phone (PRODUCT.md §16). */
const WORDS = {
  en: {
    phone: 'English',
    apply: 'Apply for Kesho Credit',
    agreement: 'Loan Agreement',
    agree: 'Agree',
    shorterTerm: /^91 days · 2 instalments/,
    instalments: 'Instalments',
    days91: '91 days',
    applyForLoan: 'Apply for a loan',
    readAndAgree: 'I have read and agree',
    repaying: 'Repaying',
    rateUs: 'Rate us',
    cancel: 'Cancel',
    repayment: 'Repayment',
    instalmentRepayment: 'Instalment repayment',
    payPage: 'Card or bank (pay page)',
    payNow: 'Pay Now',
    payAll: /^Pay [\d.]+,\d{2} TZS$/,
    myPayments: 'My payments',
    interest: 'Interest',
    payOff: 'Pay off today',
    settled: 'Settled',
    statement: 'Statement',
    downloadPdf: 'Download PDF',
  },
  sw: {
    phone: 'Kiswahili',
    apply: 'Omba Kesho Credit',
    agreement: 'Mkataba wa mkopo',
    agree: 'Kubali',
    shorterTerm: /^siku 91 · awamu 2/,
    instalments: 'Idadi ya awamu',
    days91: 'siku 91',
    applyForLoan: 'Omba mkopo',
    readAndAgree: 'Nimesoma na ninakubali',
    repaying: 'Marejesho yanaendelea',
    rateUs: 'Tupe tathmini',
    cancel: 'Ghairi',
    repayment: 'Fanya marejesho',
    instalmentRepayment: 'Lipa kwa awamu',
    payPage: 'Kadi au benki (ukurasa wa malipo)',
    payNow: 'Lipa sasa',
    payAll: /^Lipa [\d.]+,\d{2} TZS$/,
    myPayments: 'Malipo yangu',
    interest: 'Riba',
    payOff: 'Lipa yote leo',
    settled: 'Imelipwa yote',
    statement: 'Taarifa ya mkopo',
    downloadPdf: 'Pakua PDF',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

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
const dismissRating = async (frame: Frame, words: Words) => {
  const rating = frame.getByRole('dialog', { name: words.rateUs });
  await rating.getByRole('button', { name: words.cancel }).click();
  await rating.waitFor({ state: 'detached' });
};

/** Pays what the instalment screen asks on the sandbox pay page; back on loan details. */
const payOnPayPage = async (frame: Frame, page: Parameters<typeof webviewAt>[0], words: Words) => {
  await frame.getByRole('radio', { name: words.payPage }).check();
  await frame.getByRole('button', { name: words.payNow }).click();
  await expect.poll(() => new URL(frame.url()).pathname).toMatch(/^\/sandbox\/pay\/[^/]+$/);
  await frame.getByRole('button', { name: words.payAll }).click();
  return webviewAt(page, '/squidChive');
};

describe('choose, repay early, pay off, read the statement (issue 27)', () => {
  test.for(['en', 'sw'] as const)(
    'in %s: 450.000 TZS over the shorter term, one instalment early, then paid off to the shilling',
    { timeout: 180_000 },
    async (language, { phone: { page, pageErrors } }) => {
      const words: Words = WORDS[language];
      const shot = (step: string) => screenshot(page, `choice-${language}-${step}`);
      const phone = newPhone();
      await bindAccount(server, await loginBorrower(server, phone));
      await page.goto('/host');
      await page.locator('label.segmented__option', { hasText: words.phone }).click();
      await loginInHost(page, phone);
      await page.getByRole('button', { name: words.apply }).click();
      let frame = await webviewAt(page, '/waffleLemo');
      expect(await frame.locator('html').getAttribute('lang')).toBe(language);
      const agreement = frame.getByRole('dialog', { name: words.agreement });
      await agreement.getByRole('button', { name: words.agree }).click();
      await agreement.waitFor({ state: 'detached' });

      // The choice: the shorter term, then 450.000 TZS; the figures on screen are the server's answer.
      await frame.getByRole('radio', { name: words.shorterTerm }).check();
      await frame.getByRole('slider').fill('5');
      // The rows under the controls are the server's answer for the choice, once it has come.
      const figures = frame.locator('.confirm-card').filter({ hasText: words.instalments });
      await figures.filter({ hasText: '450.000,00 TZS' }).filter({ hasText: words.days91 }).waitFor();
      const applyButton = frame.getByRole('button', { name: words.applyForLoan });
      await expect.poll(() => applyButton.isEnabled()).toBe(true);
      await shot('1-chosen');
      // Agreeing in the agreement's dialog ticked the box already.
      if (!(await frame.getByRole('checkbox').isChecked())) await frame.getByText(words.readAndAgree).click();
      await applyButton.click();

      frame = await webviewAt(page, '/squidChive');
      const orderId = frameQuery(frame).orderId ?? '';
      expect(await ops('orders', '--phone', phone)).toContain('450.000,00');
      await ops('approve', orderId);
      await ops('payout', orderId, '--succeed');
      await frame.goto(frame.url());
      await frame.getByRole('heading', { level: 1, name: words.repaying }).waitFor();
      await dismissRating(frame, words);
      const planned = await planAmounts(frame);
      expect(planned).toHaveLength(2);

      // Ten days in, the first instalment is paid early on the pay page.
      await ops('shift', orderId, '--days', '10');
      await frame.goto(frame.url());
      await dismissRating(frame, words);
      await frame.getByRole('button', { name: words.repayment, exact: true }).click();
      await webviewAt(page, '/leadership');
      await frame.getByRole('link', { name: words.instalmentRepayment }).click();
      await webviewAt(page, '/sunflowerP');
      frame = await payOnPayPage(frame, page, words);
      await dismissRating(frame, words);
      const payments = frame.getByRole('region', { name: words.myPayments });
      await payments.waitFor();

      // Its receipt: amount, way, what it paid, the balance after.
      await payments.getByRole('link').first().click();
      await webviewAt(page, '/paymentReceipt');
      await frame
        .getByText(money(planned[0] ?? 0), { exact: false })
        .first()
        .waitFor();
      await frame.getByText(words.interest, { exact: false }).first().waitFor();
      await shot('2-receipt');
      await frame.evaluate(() => history.back());
      frame = await webviewAt(page, '/squidChive');
      await dismissRating(frame, words);

      // The interest of the days after it came down: the last instalment is smaller than planned.
      const payOff = frame.getByRole('region', { name: words.payOff });
      await payOff.waitFor();
      const now = await planAmounts(frame);
      expect(now[0]).toBe(planned[0]);
      expect(now[1]).toBeLessThan(planned[1] ?? 0);
      await shot('3-lower-interest');

      // Pay off today: the instalment screen asks exactly the quote; paid, the loan is settled.
      const quote = minor(await payOff.innerText());
      await payOff.getByRole('link', { name: words.payOff }).click();
      await webviewAt(page, '/sunflowerP');
      await frame.getByRole('button', { name: words.payNow }).waitFor();
      await expect(frame.locator('body').innerText()).resolves.toContain(money(quote));
      frame = await payOnPayPage(frame, page, words);
      await frame.getByRole('heading', { level: 1, name: words.settled }).waitFor();
      expect(await ops('order', orderId)).toMatch(/owes 0,00 TZS today/);

      // The closed loan's statement and its PDF, made by the server in the phone's language.
      await frame.getByRole('link', { name: words.statement }).click();
      frame = await webviewAt(page, '/loanStatement');
      const download = frame.getByRole('button', { name: words.downloadPdf });
      await download.waitFor();
      await expect(frame.locator('body').innerText()).resolves.toMatch(/0,00 TZS/);
      await shot('4-statement');
      const pdf = page.waitForResponse((response) =>
        (response.headers()['content-type'] ?? '').startsWith('application/pdf'),
      );
      await download.click();
      const answer = await pdf;
      expect(answer.status()).toBe(200);
      expect(new URL(answer.url()).search).not.toContain('sessionId');
      expect(new URL(answer.url()).searchParams.get('l')).toBe(language);
      // The phone saves it; the same signed address read again gives the file.
      const file = await (await page.request.get(answer.url())).body();
      expect(file.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pageErrors).toEqual([]);
    },
  );
});
