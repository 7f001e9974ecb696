import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { borrowerCall, borrowerPath, loginBorrower, paidOutLoan } from './support/api.ts';
import { e2e as it, problemsOf } from './support/fixture.ts';
import { holdAppCode } from './support/held-code.ts';
import { pagesInPieces } from './support/page-in-pieces.ts';
import {
  COMPLAINT_WORDS,
  declaredScreens,
  prepareScreenData,
  type ScreenData,
  screenUrl,
} from './support/screens.ts';
import { REPO_ROOT, type RunningServer } from './support/server.ts';

// The first response shows the screen: every screen comes from the server with its data in the HTML
// (a phone with scripts off, or still fetching them, sees it), and the scripts then take it over
// without changing it, without a file that is not there and without a preload left unused.

let server: RunningServer;
let browser: Browser;
let data: ScreenData;

it.beforeAll(async ({ server: started, browser: launched }) => {
  server = started;
  browser = launched;
  data = await prepareScreenData(server);
});

/**
 * Resolves once Chromium has checked the page for preloads it did not use, which it does 3 s after the
 * page's load event: waited for on the page's own clock, 0.5 s past that. A warning the check gave has
 * then reached us, before this answer from the same page.
 */
const pastUnusedPreloadCheck = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        setTimeout(resolve, Math.max(0, (navigation?.loadEventEnd ?? 0) + 3_500 - performance.now()));
      }),
  );

/** The lender's name of the demo settings (the server's config.ts). */
const DEMO_LENDER = 'Sandbox Lender Ltd (demo)';

/**
 * What the borrower reads on a screen as it first arrives (the spec's words where it has them), and the
 * borrower it is shown to when not the repaying one. A screen without an entry shows its title.
 */
const SHOWS: Record<string, { shows: string[]; as?: 'firstTimer' | 'applicant'; phoneOnly?: boolean }> = {
  '/waffleLemo': {
    as: 'firstTimer',
    shows: ['Haraka Loan', 'Loan amount', 'Total repayable', 'Repayment information', 'Apply for a loan'],
  },
  '/squidChive': { as: 'applicant', shows: ['Haraka Loan', 'Loan amount'] },
  '/squidChive1': { shows: ['Haraka Loan', 'REPAY'] },
  '/riceLemonK': { shows: ['Failed'] },
  '/period': { shows: ['More products', 'Haraka Loan'] },
  '/wucheng': { shows: ['Terms', 'Representative example', 'Apply'] },
  '/chiaJellyL': { shows: ['Payout account details', 'Mobile money', 'Next'] },
  '/styled': { shows: ['Payout account', 'M-Pesa', 'Change account'] },
  '/sunflowerP': { shows: ['TZS', 'Pay Now'] },
  '/marmaladeT': { shows: ['TZS', 'Pay Now'] },
  '/spring': { shows: ['Time to repay', 'Repay now', 'Later'] },
  '/leadership': { shows: ['Instalment repayment'] },
  '/repaymentOfCode': { shows: ['Repayment code'] },
  // Its code is kept on the phone (local storage): the server sends the frame with its title, the phone
  // fills it.
  '/repaymentOfCode2': { shows: ['Repayment code'], phoneOnly: true },
  '/dragonpayPaymentInstructions': { shows: ['M-Pesa'] },
  '/test': { shows: ['Developer test page', 'Loan confirmation'] },
  '/testPreview': { shows: ['Developer preview'] },
  '/codliverDa': { shows: ['Online service', 'My complaints', 'Select question type', 'Debt collection'] },
  '/complainPageNext': {
    shows: ['Describe your problem', 'Repayment and payments', 'We will reply within 3 working days', 'Send'],
  },
  '/complaintList': { shows: ['My complaints', 'Processing', COMPLAINT_WORDS] },
  '/complainDetails': {
    shows: ['Complaint details', 'Reference number C', 'Repayment and payments', 'We will reply within'],
  },
  '/pinetreeIs': { shows: ['Customer service', 'Telephone'] },
  '/sauceEleph': { shows: ['General Terms and Conditions', 'Your rights'] },
  '/yan': { shows: ['About us', 'Our mission'] },
  '/elkDandeli': { shows: ['Loan agreement', '400.000,00 TZS'] },
  '/': { shows: ['Short-term loans in Tanzania', 'Representative example'] },
  '/About': { shows: ['About us', 'Our team'] },
  '/Policy': { shows: ['Privacy policy', 'Your rights'] },
  '/Loan': { shows: ['Loan agreement', 'Contact Us'] },
  // The channel app's, at their real paths under /h5: the landing an advert links to, the card store.
  // With the lender's name and the captcha's picture: nothing is fetched before a visitor can type.
  '/register': {
    shows: [
      'Borrow up to 600.000,00 TZS',
      'No paperwork',
      'Mobile number',
      'Register now',
      `Lender: ${DEMO_LENDER}`,
    ],
  },
  '/downloadTemplate': { shows: ['Download the app', 'Get it on Google Play'] },
  '/agreementTemplate': { shows: ['Registration terms', `Lender: ${DEMO_LENDER}`] },
  '/borrowDetail': { shows: ['Pay with a debit card', 'Owed now:', 'Pay'] },
  '/addnormalcard': { shows: ['Add a debit card', 'Card number'] },
  '/alipayrepayment': { shows: ['Pay with the e-wallet', '1.000,00 TZS'] },
};

const SCREENS = await declaredScreens();
const urlOf = (path: string) => {
  const screen = SCREENS.find((declared) => declared.path === path);
  if (!screen) throw new Error(`${path} is not a declared screen`);
  return screenUrl(screen, 'en', data, SHOWS[path]?.as);
};

/** The app page's own title, which a screen that names itself replaces. */
const APP_TITLE = /<title>([^<]*)<\/title>/.exec(
  readFileSync(join(REPO_ROOT, 'apps/web/index.html'), 'utf8'),
)?.[1];

/** The page's own title and the text of its headings and main part, where a screen names itself. */
const headlineOf = (page: Page) =>
  page.evaluate(() => ({
    // The official site adds its lender's name after a bar.
    title: (document.title.split(' | ')[0] ?? '').trim(),
    text: Array.from(document.querySelectorAll<HTMLElement>('h1, main'))
      .map((element) => element.innerText)
      .join('\n'),
  }));

const textOf = (page: Page) => page.evaluate(() => document.body.innerText);

describe('the first response shows the screen', () => {
  it('a rendered page carries only the messages it shows; the rest of its catalog follows as data', async () => {
    const page = await (await fetch(`${server.baseUrl}/sauceEleph?language=sw`)).text();
    const json = /<script type="application\/json" id="boot">(.*?)<\/script>/s.exec(page)?.[1] ?? '{}';
    const shown = (JSON.parse(json) as { catalog: Record<string, unknown> }).catalog;
    const answer = await fetch(`${server.baseUrl}/catalog/sw.json`);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600');
    const whole = (await answer.json()) as Record<string, unknown>;
    expect(Object.keys(shown).length).toBeGreaterThan(10);
    expect(Object.keys(shown).length).toBeLessThan(Object.keys(whole).length / 4);
    for (const [id, message] of Object.entries(shown)) expect(whole[id]).toEqual(message);
    expect((await fetch(`${server.baseUrl}/catalog/xx.json`)).status).toBe(404);
  });

  it('every entry here is a declared screen', () => {
    expect(SCREENS.length).toBeGreaterThan(25);
    const declared = SCREENS.map((screen) => screen.path);
    for (const path of Object.keys(SHOWS)) expect(declared, path).toContain(path);
  });

  it.each(SCREENS.map((screen) => screen.path))(
    '%s: its content is in the HTML, with scripts off',
    async (path) => {
      const context = await browser.newContext({ baseURL: server.baseUrl, javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(urlOf(path));
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('no-store');
      const text = await textOf(page);
      const shows = SHOWS[path]?.shows;
      if (shows) for (const words of shows) expect(text, `${path} shows "${words}"`).toContain(words);
      else {
        // A screen with no words of its own here names itself: its title, in its heading or main part.
        const { title, text: headline } = await headlineOf(page);
        expect(title, `${path} has a title of its own`).not.toBe('');
        expect(title, `${path} has a title of its own`).not.toBe(APP_TITLE);
        expect(headline, `${path} shows its title "${title}"`).toContain(title);
      }
      await context.close();
    },
  );

  // Every screen twice (scripts off, then on until the network is quiet) in one test, so that the 3 s
  // Chromium waits before it reports an unused preload is waited once for all: its time is that of the
  // pages it opens, each a few seconds at most on a busy machine.
  it('the screens hydrate as rendered: the same text, no console message, no missing file, no preload unused, nothing fetched before the paint', {
    timeout: 60_000 + SCREENS.length * 4_000,
  }, async ({ phone }) => {
    const { context } = phone;
    const scriptsOff = await browser.newContext({ baseURL: server.baseUrl, javaScriptEnabled: false });
    const pages: { path: string; page: Page; served: string; title: string }[] = [];
    const queue = SCREENS.filter(({ path }) => !SHOWS[path]?.phoneOnly);
    // A few screens at a time: each mostly waits for its network to be quiet.
    const opener = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { path } = next;
        const plain = await scriptsOff.newPage();
        await plain.goto(urlOf(path));
        const served = await textOf(plain);
        const { title } = await headlineOf(plain);
        const page = await context.newPage();
        await page.goto(urlOf(path), { waitUntil: 'networkidle' });
        pages.push({ path, page, served, title });
      }
    };
    await Promise.all(Array.from({ length: 4 }, opener));
    for (const { page } of pages) await pastUnusedPreloadCheck(page);
    for (const { path, page, served, title } of pages) {
      if (!SHOWS[path]) {
        // The title it was served with stays, and stays in sight.
        const hydrated = await headlineOf(page);
        expect(hydrated.title, `${path} keeps its title`).toBe(title);
        expect(hydrated.text, `${path} still shows its title "${title}"`).toContain(title);
      }
      const visible = (await textOf(page)).split('\n').filter((line) => line.trim());
      // What the hydrated screen shows was already in the page the server sent.
      for (const line of visible)
        expect(served, `${path}: "${line}" was not rendered`).toContain(line.trim());
      const downloads = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => entry.name),
      );
      const twice = downloads.filter((name, index) => downloads.indexOf(name) !== index);
      expect(twice, `${path} downloaded a file twice`).toEqual([]);
      // The page paints from its own bytes: its style is in it, and its code and the rest of its
      // catalog are asked for after. (Its images and the contract it shows in a frame are content.)
      const beforePaint = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        if (paint === undefined) return ['(no paint)'];
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < paint && /\.(js|css)$|\/catalog\//.test(entry.name))
          .map((entry) => entry.name);
      });
      expect(beforePaint, `${path} asked for files before its first paint`).toEqual([]);
    }
    expect(problemsOf(phone)).toEqual([]);
    await scriptsOff.close();
  });
});

// SPEC.md's hash routes, which the server never sees: the page moves to the real path (no new entry
// in the history) and shows the screen, with the session before the '#', after it, or both.
describe("the channel app's hash routes open the right screen, at its real path", () => {
  it.for([
    ['/register', '/h5/#/register?id=1&utm_tag=spring&SESSION', 'Borrow up to 600.000,00 TZS'],
    ['/borrowDetail', '/h5/?SESSION#/borrowDetail?orderId=ORDER', 'Owed now:'],
    ['/borrowDetail', '/h5/?language=en#/borrowDetail?orderId=ORDER&SESSION', 'Owed now:'],
  ] as const)('%s from %s', async ([path, address, shows], { phone }) => {
    const { page } = phone;
    const session = borrowerPath('', data.repaying.session).slice(1);
    await page.goto(address.replace('SESSION', session).replace('ORDER', data.repaying.orderId));
    await page.getByText(shows).first().waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe(`/h5${path}`);
    expect(url.hash).toBe('');
    expect(url.searchParams.get('sessionId')).toBe(data.repaying.session.sessionId);
    // The blank page the phone opened on, and this one: the move added no entry.
    expect(await page.evaluate(() => history.length)).toBe(2);
    expect(problemsOf(phone)).toEqual([]);
  });
});

// A screen the phone fills (its code kept on the phone) is rendered as its frame, its title over the
// boot spinner: its code is asked for as soon as that paints, not after a wait. What it then shows was
// not in the page's messages: the whole catalog is in before the app takes the page over.
it('a screen the phone fills asks for its code once its frame paints, and then speaks in words', async ({
  phone,
}) => {
  const { page } = phone;
  await page.goto(borrowerPath('/repaymentOfCode2', data.applicant.session, { orderId: '1' }));
  await page.getByText(/no repayment code/i).waitFor();
  const delay = await page.evaluate(() => {
    const parsed = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => /\/assets\/app-[^/]+\.js$/.test(resource.name));
    return (entry?.startTime ?? Number.POSITIVE_INFINITY) - parsed.domContentLoadedEventStart;
  });
  expect(delay).toBeLessThan(1_000);
  expect(problemsOf(phone, ['consoleWarnings', 'consoleErrors'])).toEqual([]);
});

// On a slow link a page arrives in pieces, and the browser may paint what it has: the top of a screen,
// then the rest, with the app's scripts running in between. A screen's first paint is the whole screen.
it('a screen that arrives in pieces is painted whole, in one paint', async ({ phone }) => {
  const pause = 1_000;
  const slow = await pagesInPieces(server.baseUrl, pause);
  try {
    const { page } = phone;
    await page.addInitScript(() => {
      const paints: number[] = [];
      Object.assign(window, { paints });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) paints.push(entry.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${slow.url}${urlOf('/spring')}`);
    // Painted, and the frame after it: every paint the screen's text made is reported by then.
    await page.waitForFunction(
      () =>
        performance.getEntriesByName('first-contentful-paint').length > 0 &&
        (window as unknown as { paints: number[] }).paints.length > 0,
    );
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const { first, largest } = await page.evaluate(() => ({
      first: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      largest: (window as unknown as { paints: number[] }).paints,
    }));
    expect(first).toBeGreaterThanOrEqual(pause);
    expect(largest).toEqual([first]);
  } finally {
    await slow.close();
  }
});

// What the borrower sees can be tapped at once: a tap made while the app's code is still on its way
// is kept by the page and made again once the app runs, once however often it was tapped.
it('a tap before the app has taken the page over is not lost, nor made twice', async ({ phone }) => {
  const { page } = phone;
  await page.addInitScript(() => {
    const closings: number[] = [];
    Object.assign(window, { closings, android: { closeWebview: () => closings.push(Date.now()) } });
  });
  const release = await holdAppCode(page);
  await page.goto(urlOf('/spring'));
  const later = page.getByRole('button', { name: 'Later' });
  await later.click();
  await later.click();
  expect(await page.evaluate(() => (window as unknown as { closings: number[] }).closings)).toEqual([]);
  release();
  await page.waitForFunction(() => (window as unknown as { closings: number[] }).closings.length > 0);
  // The app is live: a tap now is handled at once, and the early one was made once.
  await later.click();
  await page.waitForFunction(() => (window as unknown as { closings: number[] }).closings.length > 1);
  expect(await page.evaluate(() => (window as unknown as { closings: number[] }).closings.length)).toBe(2);
});

// The page an advert opens: its captcha picture and the lender's name come with it, so on a slow link
// the phone asks for nothing before the visitor can type, and the picture loads beside the app's code.
it('the landing comes with its captcha, lender and banner: no call for any once the app is live', async ({
  phone,
}) => {
  const { page } = phone;
  const calls: string[] = [];
  page.on('request', (request) => calls.push(new URL(request.url()).pathname));
  const landing = urlOf('/register');
  const served = await (await fetch(`${server.baseUrl}${landing}`)).text();
  const sid =
    /promotion\/captcha\?sid=([^"&]+)/.exec(served)?.[1] ??
    /promotion-captcha\.svg#([^"]+)/.exec(served)?.[1];
  expect(sid, 'the served landing names its captcha picture').toBeTruthy();
  await page.goto(landing, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Characters to copy. Tap for new ones' }).waitFor();
  const picture = page.getByRole('img', { name: 'Characters to copy. Tap for new ones' });
  expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
    true,
  );
  expect(calls.filter((path) => /get-sid$|\/lender/.test(path))).toEqual([]);
  // The banner, the landing's largest paint, is inside the first response: it costs no round trip.
  expect(/<img[^>]*class="pr-banner"[^>]*src="data:image\/svg\+xml,/.test(served)).toBe(true);
  const banner = page.locator('.pr-banner');
  expect(await banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
    true,
  );
  expect(calls.filter((path) => path.startsWith('/promotion/'))).toEqual([]);
  expect(problemsOf(phone)).toEqual([]);
});

// A part with code of its own (the rating dialog) is on screen as the server rendered it. The app takes
// the page over only once that code is in too: else React leaves the part as the server's markup, and
// a tap on it (kept by the page before the app ran, or made as the app starts) is lost.
it('the app takes a page over once the parts it shows are in: a tap on one made before is not lost', async ({
  phone,
}) => {
  const { page } = phone;
  // A loan just paid out: its details ask for a rating.
  const { session, orderId } = await paidOutLoan(server, '1');
  const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'apps/web/dist/.vite/manifest.json'), 'utf8'));
  const dialogCode = `/${manifest['src/features/loan/details/rating-dialog.tsx'].file}`;
  const releaseApp = await holdAppCode(page);
  let releaseDialog = () => {};
  const dialogHeld = new Promise<void>((resolve) => {
    releaseDialog = resolve;
  });
  // Registered last, so it answers the dialog's chunk before the hold of the rest does.
  await page.route(`**${dialogCode}`, async (route) => {
    await dialogHeld;
    await route.continue();
  });
  const dialogAsked = page.waitForRequest((request) => new URL(request.url()).pathname === dialogCode);
  await page.goto(borrowerPath('/squidChive', session, { orderId, productId: '1' }), {
    waitUntil: 'domcontentloaded',
  });
  const rating = page.getByRole('dialog', { name: 'Rate us' });
  await rating.getByRole('button', { name: '2 stars' }).click();
  releaseApp();
  await dialogAsked;
  const hydrating = () => page.evaluate(() => performance.getEntriesByName('app:hydration-start').length);
  expect(await hydrating(), 'the app took the page over before the dialog it shows').toBe(0);
  releaseDialog();
  await rating.getByRole('button', { name: '2 stars', pressed: true }).waitFor();
  expect(await hydrating()).toBe(1);
  expect(problemsOf(phone)).toEqual([]);
});

// A rendered page carries its icon: a request for it would share a slow link with the page before its
// first paint. The native host, a page for developers, names the file.
it('the pages have an icon without asking for a file the server lacks (else the browser asks for /favicon.ico: a 404)', async () => {
  for (const path of [borrowerPath('/period', data.applicant.session), '/', '/h5/', '/host']) {
    const html = await (await fetch(`${server.baseUrl}${path}`)).text();
    const icon = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(icon, path).toBeTruthy();
    if (path === '/host') expect((await fetch(`${server.baseUrl}${icon}`)).status).toBe(200);
    else expect(icon, path).toMatch(/^data:image\/svg\+xml,%3Csvg /);
  }
});

describe('a refusal renders too', () => {
  const fetchPage = async (path: string) => {
    const response = await fetch(`${server.baseUrl}${path}`);
    return { status: response.status, body: await response.text() };
  };

  it("another borrower's order, a missing order and an ended session each give the screen's message", async () => {
    const other = await fetchPage(
      borrowerPath('/squidChive', data.firstTimer.session, { orderId: data.applicant.orderId }),
    );
    expect(other.status).toBe(200);
    expect(other.body).toContain('Could not load your loan');
    expect(other.body).not.toContain('Haraka Loan');

    const missing = await fetchPage(
      borrowerPath('/sunflowerP', data.applicant.session, { orderId: '99999999' }),
    );
    expect(missing.status).toBe(200);
    expect(missing.body).toContain('Could not load your repayment');

    const ended = await loginBorrower(server);
    await borrowerCall(server, ended, 'POST', '/credit-user/logout');
    const loggedOut = await fetchPage(borrowerPath('/waffleLemo', ended, { productId: '1' }));
    expect(loggedOut.status).toBe(200);
    expect(loggedOut.body).toMatch(/log in/i);
  });

  it('a path no screen declares is the not-found screen, answered 404', async () => {
    const page = await fetchPage('/nowhere');
    expect(page.status).toBe(404);
    expect(page.body).toContain('This screen is not available');
  });

  it('an ended session still sends the native app to its login once the page is live', async ({
    phone: { page },
  }) => {
    const ended = await loginBorrower(server);
    await borrowerCall(server, ended, 'POST', '/credit-user/logout');
    await page.addInitScript(() => {
      (window as unknown as { android: Record<string, (json: string) => void> }).android = {
        offToLogin: () => {
          (window as unknown as { loggedOut: boolean }).loggedOut = true;
        },
      };
    });
    await page.goto(borrowerPath('/squidChive', ended, { orderId: data.applicant.orderId }));
    await page.waitForFunction(() => (window as unknown as { loggedOut?: boolean }).loggedOut === true);
  });
});
