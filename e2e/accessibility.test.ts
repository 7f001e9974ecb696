import type { BrowserContext } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  applyForLoan,
  type BorrowerSession,
  bindAccount,
  borrowerCall,
  borrowerPath,
  fileComplaint,
  loginBorrower,
  opsOrFail,
  paidOutLoan,
} from './support/api.ts';
import { axeViolations } from './support/axe.ts';
import { waitForSettled } from './support/browser.ts';
import { e2e as it } from './support/fixture.ts';
import { declaredScreens, prepareScreenData, type ScreenData, screenUrl } from './support/screens.ts';
import type { RunningServer } from './support/server.ts';

// WCAG 2.2 AA on every screen, in English and Kiswahili, on a phone: every declared screen (the
// borrower app, the official site, the developer pages and the channel app under /h5), the states whose
// dialog opens on load, and the native host's own screens. axe-core runs in the page, with its data.

const LANGUAGES = ['en', 'sw'] as const;
type Language = (typeof LANGUAGES)[number];

// The host logs in a borrower who has just been sent a code: no wait before another.
it.override({ serverOptions: { env: { SMS_RESEND_SECONDS: '0' } } });

let server: RunningServer;
let context: BrowserContext;
/** The borrowers every screen walk starts from: a first-timer, an applicant, a loan with a complaint. */
let data: ScreenData;
/** A loan just paid out: its details ask for a rating on load. */
let toRate: { session: BorrowerSession; orderId: string };
/** A payout that failed: the details open the prompt to change the account. */
let failedPayout: string;
let failedSession: BorrowerSession;
/** A complaint customer service answered: its details ask for a score on load. */
let repliedId: string;

it.beforeAll(async ({ server: started, openPhone }) => {
  server = started;
  // The pages allow their own inline script only (by its hash): axe is added past that policy.
  ({ context } = await openPhone({ bypassCSP: true }));
  [data, failedSession, toRate] = await Promise.all([
    prepareScreenData(server),
    loginBorrower(server),
    paidOutLoan(server, '2'),
  ]);
  await bindAccount(server, failedSession);
  // A push waiting for the PIN: its pay screen opens with the panel following it.
  const pushed = await borrowerCall(server, toRate.session, 'POST', '/v3/repay/push', {
    orderId: toRate.orderId,
    amount: 5_000_00,
    isDelay: '0',
    wallet: 'TZ0001',
    phone: '0741234567',
  });
  if (pushed.code !== 0) throw new Error(`push: ${pushed.message}`);
  [failedPayout, repliedId] = await Promise.all([
    applyForLoan(server, failedSession, '1'),
    fileComplaint(server, data.applicant.session, 'The pay code did not arrive.'),
  ]);
  // The staff's commands, each its own process: the independent ones side by side.
  await Promise.all([
    opsOrFail(server, 'approve', failedPayout).then(() =>
      opsOrFail(server, 'payout', failedPayout, '--fail'),
    ),
    opsOrFail(server, 'reply', repliedId, '--text', 'We spoke to the collector; it will not happen again.'),
  ]);
});

/** The states a screen opens a dialog in on load, beyond the declared screens' own. */
const DIALOG_STATES: [string, (language: Language) => string][] = [
  // Not a dialog: the controls of a product with two terms, which the declared screen's product lacks.
  [
    '/waffleLemo (a product of two terms: the amount and term choice)',
    (language) => borrowerPath('/waffleLemo', data.repaying.session, { productId: '3', language }),
  ],
  [
    '/wucheng (a product of two terms: the amount and term choice)',
    (language) => borrowerPath('/wucheng', data.repaying.session, { productId: '3', language }),
  ],
  [
    '/waffleLemo (a first loan: the agreement dialog)',
    (language) => borrowerPath('/waffleLemo', data.firstTimer.session, { productId: '1', language }),
  ],
  [
    '/waffleLemo (the older variant: its promotional popup)',
    (language) =>
      borrowerPath('/waffleLemo', data.firstTimer.session, { productId: '1', variant: 'legacy', language }),
  ],
  [
    '/squidChive (an application in review)',
    (language) =>
      borrowerPath('/squidChive', data.applicant.session, {
        orderId: data.applicant.orderId,
        productId: '1',
        language,
      }),
  ],
  [
    '/squidChive (a failed payout: the change-account prompt)',
    (language) => borrowerPath('/squidChive', failedSession, { orderId: failedPayout, language }),
  ],
  [
    '/squidChive1 (a loan just paid out: the rating dialog)',
    (language) => borrowerPath('/squidChive1', toRate.session, { orderId: toRate.orderId, language }),
  ],
  [
    '/sunflowerP (pay from my phone: a PIN prompt waiting)',
    (language) =>
      borrowerPath('/sunflowerP', toRate.session, { orderId: toRate.orderId, productId: '2', language }),
  ],
  [
    '/complainDetails (answered: the score dialog)',
    (language) =>
      borrowerPath('/complainDetails', data.applicant.session, { problemId: repliedId, language }),
  ],
];

const declared = await declaredScreens();
const cases = [
  ...declared.map((screen): [string, (language: Language) => string] => [
    screen.group === 'channel' ? `/h5${screen.path}` : screen.path,
    (language) => screenUrl(screen, language, data),
  ]),
  ...DIALOG_STATES,
].flatMap(([name, url]) => LANGUAGES.map((language) => [name, language, url] as const));

const violations = axeViolations;

const open = async (path: string) => {
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  await waitForSettled(page);
  return page;
};

describe('WCAG 2.2 AA (axe-core) on a phone', () => {
  it('covers every declared screen, the channel app and the official site included', () => {
    const names = new Set(cases.map(([name]) => name));
    expect(declared.length).toBeGreaterThan(25);
    for (const screen of declared) {
      expect(names, screen.path).toContain(screen.group === 'channel' ? `/h5${screen.path}` : screen.path);
    }
    const groups = new Set(declared.map((screen) => screen.group));
    expect(groups).toEqual(new Set(['borrower', 'official', 'dev', 'channel']));
  });

  // A few pages at a time (vitest's maxConcurrency): each mostly waits for its server and its network to
  // settle.
  it.concurrent.for(cases)('%s in %s', async ([name, language, url], { expect }) => {
    const page = await open(url(language));
    const found = await violations(page, `${name} (${language})`);
    await page.close();
    expect(found, found.join('\n')).toEqual([]);
  });

  // The native host's own screens (a page for developers, in English; the language it sets is the
  // webview's): login, the SMS it receives, home, the orders and the account.
  it('/host: login, the SMS, home, my orders and me', async () => {
    const page = await open('/host');
    const found = await violations(page, '/host login');
    await page.getByTestId('phone-input').fill(`0${data.repaying.session.mobilePhone.slice(3)}`);
    await page.getByRole('button', { name: 'Send code' }).click();
    const banner = page.getByTestId('sms-banner');
    await banner.waitFor();
    await waitForSettled(page);
    found.push(...(await violations(page, '/host SMS')));
    const code = /\b(\d{6})\b/.exec((await banner.textContent()) ?? '')?.[1] ?? '';
    await page.getByTestId('code-input').fill(code);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByTestId('product-card').first().waitFor();
    await waitForSettled(page);
    found.push(...(await violations(page, '/host home')));
    await page.getByRole('button', { name: 'My orders' }).click();
    await page.getByTestId('order-card').first().waitFor();
    await waitForSettled(page);
    found.push(...(await violations(page, '/host my orders')));
    await page.getByRole('button', { name: 'Me', exact: true }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await waitForSettled(page);
    found.push(...(await violations(page, '/host me')));
    await page.close();
    expect(found, found.join('\n')).toEqual([]);
  });
});
