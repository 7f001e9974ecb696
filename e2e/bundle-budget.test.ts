import type { Browser } from 'playwright-core';
import { describe, expect } from 'vitest';
import { borrowerPath } from './support/api.ts';
import { e2e as it } from './support/fixture.ts';
import { measureInitialLoad } from './support/initial-load.ts';
import { declaredScreens, prepareScreenData, type ScreenData, screenUrl } from './support/screens.ts';
import type { RunningServer } from './support/server.ts';

// Borrowers are on 3G: what a screen needs before it shows is kept under a budget, measured with the
// screen's real data (a logged-in borrower, an offer, an order), so every call it makes on load counts.
// In either language (PRODUCT.md §16): a page's catalog comes as data in the page, not as script.
// 91 KB: the app chunk every screen loads now carries native back within the webview and the session kept
// after a provider's page, and the official site, the card store and the promotion landing their dates and
// lender line; that put seven screens 0.1-0.8 KB over the former 90 KB. The way down (80 KB) is the
// hydration and first-load plan of docs/platform.md, not a squeeze of single features.
// 92 KB: the borrower's choice of amount and term on /waffleLemo (PRODUCT.md §19: the slider, its
// buttons, the terms and the offer asked for as they change) put that screen, and the older variant
// that shares its chunk, 0.6 KB over 91.
// 93 KB: the same choice on the product page /wucheng (PRODUCT.md §19) moved the controls and the offer's
// figures into a chunk both screens load: /waffleLemo pays that chunk's own overhead, 0.4 KB over 92.
// 90 KB: react-router's data-router code (its memoised routes and route error boundary, which the app
// never renders) no longer ships: 3.5 KB off every screen (react-router-tree-shaking.ts).
const BUDGET_JS_KB = 90;
// What a phone downloads: the server sends the brotli build of each script to a browser that takes it
// (every webview since Chrome 50 and iOS 11), about 13 % under gzip's bytes. 72.9-77.5 KB when set.
const BUDGET_JS_SENT_KB = 80;

let server: RunningServer;
let browser: Browser;
let data: ScreenData;
it.beforeAll(async ({ server: started, browser: launched }) => {
  server = started;
  browser = launched;
  data = await prepareScreenData(server);
});

const declared = await declaredScreens();

describe('initial JS budget', () => {
  /** States a screen loads more in than its declared case: a dialog on load, another borrower, an ad. */
  const states: [string, () => string][] = [
    [
      '/waffleLemo (a first loan: the agreement modal opens)',
      () => borrowerPath('/waffleLemo', data.firstTimer.session, { productId: '1' }),
    ],
    [
      '/waffleLemo (legacy variant)',
      () => borrowerPath('/waffleLemo', data.firstTimer.session, { productId: '1', variant: 'legacy' }),
    ],
    ...['/squidChive', '/squidChive1'].map((path): [string, () => string] => [
      `${path} (an application in review)`,
      () => borrowerPath(path, data.applicant.session, { orderId: data.applicant.orderId, productId: '1' }),
    ]),
    // The promotion landing as an ad opens it: no session, the template and the attribution.
    ['/h5/register (from an ad)', () => '/h5/register?id=1&user_from=fb&app_from=ad1&utm_tag=spring'],
    ['/h5/downloadTemplate (from an ad)', () => '/h5/downloadTemplate?id=1'],
    ['/h5/agreementTemplate (from an ad)', () => '/h5/agreementTemplate?id=1'],
    // SPEC.md's hash route, which the browser renders after moving it to its real path.
    ['#/register (hash route)', () => '/h5/#/register?id=1&user_from=fb&app_from=ad1&utm_tag=spring'],
  ];

  /** `language` in the page's query: before the '#' of a channel screen, where the server reads it. */
  const withLanguage = (path: string, language: string) => {
    const [page = '', hash] = path.split('#');
    const asked = `${page}${page.includes('?') ? '&' : '?'}language=${language}`;
    return hash === undefined ? asked : `${asked}#${hash}`;
  };

  const cases: [string, (language: string) => string][] = [
    ...declared.map((screen): [string, (language: string) => string] => [
      screen.group === 'channel' ? `/h5${screen.path}` : screen.path,
      (language) => screenUrl(screen, language, data),
    ]),
    ...states.map(([name, path]): [string, (language: string) => string] => [
      name,
      (language) => withLanguage(path(), language),
    ]),
  ];
  it('covers every declared screen, the channel app and the official site included', () => {
    const measured = new Set(cases.map(([name]) => name));
    expect(declared.length).toBeGreaterThan(25);
    for (const { path, group } of declared) {
      const name = group === 'channel' ? `/h5${path}` : path;
      expect(measured, name).toContain(name);
    }
    expect(new Set(declared.map((screen) => screen.group))).toEqual(
      new Set(['borrower', 'official', 'dev', 'channel']),
    );
  });

  // Each screen in both languages (PRODUCT.md §16): a phone gets only the language it reads.
  const inBoth = cases.flatMap(([name, url]): [string, string, () => string][] =>
    (['en', 'sw'] as const).map((language) => [name, language, () => url(language)]),
  );

  // A few pages at a time (vitest's maxConcurrency), each in its own context: each mostly waits for its
  // network to be quiet.
  it.concurrent.for(inBoth)(
    `%s in %s loads at most ${BUDGET_JS_KB} KB gzip of JS, ${BUDGET_JS_SENT_KB} KB as sent`,
    async ([name, language, path], { expect }) => {
      const load = await measureInitialLoad(browser, server.baseUrl, path());
      console.log(
        `${name} (${language}): ${load.jsKb} KB JS, ${load.cssKb} KB CSS (gzip), ${load.jsSentKb} KB JS sent — ${load.files.join(', ')}`,
      );
      expect(load.files.length).toBeGreaterThan(0);
      expect(load.jsKb).toBeLessThanOrEqual(BUDGET_JS_KB);
      expect(load.jsSentKb).toBeGreaterThan(0);
      expect(load.jsSentKb).toBeLessThanOrEqual(BUDGET_JS_SENT_KB);
    },
  );
});
