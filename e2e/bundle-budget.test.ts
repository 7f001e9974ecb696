import type { Browser } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  applyForLoan,
  type BorrowerSession,
  bindAccount,
  borrowerCall,
  borrowerPath,
  loginBorrower,
  paidOutLoan,
  runOps,
} from './support/api.ts';
import { e2e as it } from './support/fixture.ts';
import { measureInitialLoad } from './support/initial-load.ts';
import { declaredScreens } from './support/screens.ts';
import type { RunningServer } from './support/server.ts';

// Borrowers are on 3G: what a screen needs before it shows is kept under a budget, measured with the
// screen's real data (a logged-in borrower, an offer, an order), so every call it makes on load counts.
// In either language (PRODUCT.md §16): a page's catalog comes as data in the page, not as script.
// 91 KB: the app chunk every screen loads now carries native back within the webview and the session kept
// after a provider's page, and the official site, the card store and the promotion landing their dates and
// lender line; that put seven screens 0.1-0.8 KB over the former 90 KB. The way down (80 KB) is the
// hydration and first-load plan of docs/platform.md, not a squeeze of single features.
const BUDGET_JS_KB = 91;

let server: RunningServer;
let browser: Browser;
let firstTimer: BorrowerSession;
let borrower: BorrowerSession;
let orderId: string;
let repaying: { session: BorrowerSession; orderId: string };
let complaintId: string;
it.beforeAll(async ({ server: started, browser: launched }) => {
  server = started;
  browser = launched;
  firstTimer = await loginBorrower(server);
  borrower = await loginBorrower(server);
  // An application needs a payout account first.
  await bindAccount(server, borrower);
  orderId = await applyForLoan(server, borrower, '1');
  // A loan with a payment due: every repayment screen has its data, the roll-over included.
  repaying = await paidOutLoan(server, '1');
  await runOps(server, ['shift', repaying.orderId, '--days', '91']);
  const complaint = await borrowerCall(server, repaying.session, 'POST', '/user-problem/problem-save', {
    problemType: 2,
    problemDetail: 'The pay code did not arrive.',
  });
  complaintId = String(complaint.data?.problemId);
});

describe('initial JS budget', () => {
  const screens: [string, () => string][] = [
    ['/test', () => '/test'],
    ['/testPreview', () => '/testPreview'],
    ['/squidChive1', () => borrowerPath('/squidChive1', borrower, { orderId, productId: '1' })],
    [
      '/waffleLemo (a first loan: the agreement modal opens)',
      () => borrowerPath('/waffleLemo', firstTimer, { productId: '1' }),
    ],
    [
      '/waffleLemo (legacy variant)',
      () => borrowerPath('/waffleLemo', firstTimer, { productId: '1', variant: 'legacy' }),
    ],
    ['/squidChive', () => borrowerPath('/squidChive', borrower, { orderId, productId: '1' })],
    ['/chiaJellyL', () => borrowerPath('/chiaJellyL', borrower, { productId: '1' })],
    ['/styled', () => borrowerPath('/styled', borrower)],
    ['/riceLemonK', () => borrowerPath('/riceLemonK', borrower, { productId: '2' })],
    ['/period', () => borrowerPath('/period', borrower)],
    ['/wucheng', () => borrowerPath('/wucheng', borrower, { productId: '2' })],
    ...['/sunflowerP', '/marmaladeT', '/spring', '/leadership', '/repaymentOfCode'].map(
      (path): [string, () => string] => [
        path,
        () => borrowerPath(path, repaying.session, { orderId: repaying.orderId, productId: '1' }),
      ],
    ),
    ['/repaymentOfCode2', () => borrowerPath('/repaymentOfCode2', borrower)],
    ['/dragonpayPaymentInstructions', () => borrowerPath('/dragonpayPaymentInstructions', borrower)],
    ...['/sauceEleph', '/yan', '/elkDandeli', '/', '/About', '/Policy', '/Loan'].map(
      (path): [string, () => string] => [path, () => path],
    ),
    // Complaints and customer service, for a borrower with a loan due and a complaint.
    ['/codliverDa', () => borrowerPath('/codliverDa', repaying.session, { orderId: repaying.orderId })],
    ['/complainPageNext', () => borrowerPath('/complainPageNext', repaying.session, { problemType: '2' })],
    ['/complaintList', () => borrowerPath('/complaintList', repaying.session)],
    [
      '/complainDetails',
      () => borrowerPath('/complainDetails', repaying.session, { problemId: complaintId }),
    ],
    ['/pinetreeIs', () => borrowerPath('/pinetreeIs', repaying.session)],
    // The promotion landing as an ad opens it: no session, the template and the attribution.
    ['#/register', () => '/h5/#/register?id=1&user_from=fb&app_from=ad1&utm_tag=spring'],
    ['#/downloadTemplate', () => '/h5/#/downloadTemplate?id=1'],
    ['#/agreementTemplate', () => '/h5/#/agreementTemplate?id=1'],
    // The channel app: its screens at their /h5/#/ address, rendered by the browser, the query before
    // the '#' as /leadership links it.
    ...['/borrowDetail', '/addnormalcard'].map((route): [string, () => string] => [
      `#${route}`,
      () => `/h5/${borrowerPath('', repaying.session, { orderId: repaying.orderId })}#${route}`,
    ]),
    [
      '#/alipayrepayment',
      () =>
        `/h5/${borrowerPath('', repaying.session, { orderId: repaying.orderId, amount: '100000' })}#/alipayrepayment`,
    ],
  ];
  it('covers every declared screen', async () => {
    const measured = new Set(screens.map(([name]) => name.split(' ')[0]));
    for (const { path, group } of await declaredScreens()) {
      const name = group === 'channel' ? `#${path}` : path;
      expect(measured, name).toContain(name);
    }
  });

  /** `language` in the page's query: before the '#' of a channel screen, where the server reads it. */
  const withLanguage = (path: string, language: string) => {
    const [page = '', hash] = path.split('#');
    const asked = `${page}${page.includes('?') ? '&' : '?'}language=${language}`;
    return hash === undefined ? asked : `${asked}#${hash}`;
  };

  // Each screen in both languages (PRODUCT.md §16): a phone gets only the language it reads.
  const inBoth = screens.flatMap(([name, path]): [string, string, () => string][] =>
    (['en', 'sw'] as const).map((language) => [name, language, () => withLanguage(path(), language)]),
  );

  it.each(inBoth)(`%s in %s loads at most ${BUDGET_JS_KB} KB gzip of JS`, async (name, language, path) => {
    const load = await measureInitialLoad(browser, server.baseUrl, path());
    console.log(
      `${name} (${language}): ${load.jsKb} KB JS, ${load.cssKb} KB CSS (gzip) — ${load.files.join(', ')}`,
    );
    expect(load.files.length).toBeGreaterThan(0);
    expect(load.jsKb).toBeLessThanOrEqual(BUDGET_JS_KB);
  });
});
