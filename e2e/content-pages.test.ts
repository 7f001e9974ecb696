import { formatMoney } from '@tz-loan/contract/platform/money';
import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { runOps } from './support/api.ts';
import { e2e as it, problemsOf } from './support/fixture.ts';
import { screenshot } from './support/host.ts';
import type { RunningServer } from './support/server.ts';

// The content pages and the official site (PRODUCT.md §15): every page comes from the server with its
// text in the reader's language, scripts or not; the site's sections switch in place and open at the
// top; its contact form refuses an incomplete message and keeps a complete one for the staff, with
// scripts and without, and says clearly when a network has sent too many.

const LIMIT = 6;
const LENDER_NAME = 'Sandbox Lender Ltd (demo)';

it.override({ serverOptions: { env: { CONTACT_LIMIT_PER_ADDRESS: String(LIMIT) } } });

let server: RunningServer;
let browser: Browser;
/** The representative example's total, as the server prices the demo product. */
let total: string;

it.beforeAll(async ({ server: started, browser: launched }) => {
  server = started;
  browser = launched;
  const lender = (await (await fetch(`${server.baseUrl}/tapi/content/lender`)).json()) as {
    data: { example: { totalRepayable: number } };
  };
  total = `${formatMoney(lender.data.example.totalRepayable)} TZS`;
});

type Words = { title: string; shows: () => string[] };
const PAGES: Record<string, { en: Words; sw: Words }> = {
  '/sauceEleph': {
    en: {
      title: 'General Terms and Conditions',
      shows: () => [
        'What we collect and why',
        'Camera images of your identity document and a selfie',
        'Your approximate location',
        'How long we keep it',
        'With whom we share it',
        'Personal Data Protection Act, 2022',
        'Your rights',
        'Whom to ask',
        LENDER_NAME,
      ],
    },
    sw: {
      title: 'Vigezo na Masharti ya Jumla',
      shows: () => [
        'Tunachokusanya na sababu zake',
        'Haki zako',
        'Sheria ya Ulinzi wa Taarifa Binafsi',
        LENDER_NAME,
      ],
    },
  },
  '/yan': {
    en: {
      title: 'About us',
      shows: () => [
        'Our mission',
        'Why borrow with us',
        'Our team',
        'Loans from 400.000,00 TZS to 800.000,00 TZS, for 91 to 120 days.',
        LENDER_NAME,
      ],
    },
    sw: {
      title: 'Kuhusu sisi',
      shows: () => [
        'Dhamira yetu',
        'Timu yetu',
        'Mikopo ya 400.000,00 TZS hadi 800.000,00 TZS, kwa siku 91 hadi 120.',
      ],
    },
  },
  '/elkDandeli': {
    en: {
      title: 'Loan agreement',
      shows: () => [
        'The Lender lends amounts from 400.000,00 TZS to 800.000,00 TZS.',
        'A loan runs from 91 to 120 days',
        'is below 14,60%',
        'The Borrower confirms being 18 years of age or older.',
        LENDER_NAME,
      ],
    },
    sw: {
      title: 'Mkataba wa mkopo',
      shows: () => [
        'Mkopeshaji hukopesha kiasi cha 400.000,00 TZS hadi 800.000,00 TZS.',
        'Mkopaji anathibitisha kuwa ana umri wa miaka 18 au zaidi.',
      ],
    },
  },
  '/': {
    en: {
      title: `Short-term loans in Tanzania | ${LENDER_NAME}`,
      shows: () => ['Home', 'Contact Us', 'How it works', 'Representative example', 'Haraka Loan', total],
    },
    sw: {
      title: `Mikopo ya muda mfupi Tanzania | ${LENDER_NAME}`,
      shows: () => ['Mwanzo', 'Wasiliana nasi', 'Jinsi inavyofanya kazi', 'Mfano wa mkopo', total],
    },
  },
  '/About': {
    en: { title: `About us | ${LENDER_NAME}`, shows: () => ['Our mission', 'Our team', 'Lender'] },
    sw: { title: `Kuhusu sisi | ${LENDER_NAME}`, shows: () => ['Dhamira yetu', 'Timu yetu', 'Mkopeshaji'] },
  },
  '/Policy': {
    en: {
      title: `Privacy policy | ${LENDER_NAME}`,
      shows: () => ['Your rights', 'Personal Data Protection Act, 2022', 'Loan Agreement'],
    },
    sw: { title: `Sera ya faragha | ${LENDER_NAME}`, shows: () => ['Haki zako', 'Mkataba wa mkopo'] },
  },
  '/Loan': {
    en: {
      title: `Loan agreement | ${LENDER_NAME}`,
      shows: () => ['The Lender lends amounts from 400.000,00 TZS to 800.000,00 TZS.', 'Privacy policy'],
    },
    sw: {
      title: `Mkataba wa mkopo | ${LENDER_NAME}`,
      shows: () => ['Mkopeshaji hukopesha kiasi cha 400.000,00 TZS hadi 800.000,00 TZS.', 'Sera ya faragha'],
    },
  },
  '/?section=lender': {
    en: {
      title: `Lender | ${LENDER_NAME}`,
      shows: () => [
        'Registered name',
        LENDER_NAME,
        'Licence number',
        'SANDBOX-0000',
        'Total repayable',
        total,
      ],
    },
    sw: {
      title: `Mkopeshaji | ${LENDER_NAME}`,
      shows: () => ['Jina lililosajiliwa', 'Namba ya leseni', 'Jumla ya kulipa', total],
    },
  },
  '/?section=contact': {
    en: { title: `Contact us | ${LENDER_NAME}`, shows: () => ['Name', 'Telephone', 'Suggestion', 'Submit'] },
    sw: {
      title: `Wasiliana nasi | ${LENDER_NAME}`,
      shows: () => ['Jina', 'Namba ya simu', 'Pendekezo', 'Tuma'],
    },
  },
};

const inLanguage = (url: string, language: 'en' | 'sw') =>
  `${url}${url.includes('?') ? '&' : '?'}language=${language}`;
const textOf = (page: Page) => page.evaluate(() => document.body.innerText);
const description = (page: Page) => page.locator('meta[name="description"]').first().getAttribute('content');
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** What the staff read with `npm run ops -- messages`. */
const staffMessages = async () => {
  const { code, output } = await runOps(server, ['messages', '--limit', '50']);
  expect(code, output).toBe(0);
  return output;
};

describe('every content page, from the server, in both languages', () => {
  it.each(Object.keys(PAGES).flatMap((url) => [[url, 'en'] as const, [url, 'sw'] as const]))(
    '%s (%s) reads with scripts off: its text, title and description',
    async (url, language) => {
      const context = await browser.newContext({ baseURL: server.baseUrl, javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(inLanguage(url, language));
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('no-store');
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      const expected = PAGES[url]?.[language] as Words;
      expect(await page.title()).toBe(expected.title);
      const text = await textOf(page);
      for (const words of expected.shows()) expect(text, `${url} shows "${words}"`).toContain(words);
      expect((await description(page))?.length ?? 0).toBeGreaterThan(40);
      await context.close();
    },
  );

  it('a phone set to Kiswahili reads the site in Kiswahili without asking (Accept-Language)', async () => {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      javaScriptEnabled: false,
      locale: 'sw-TZ',
    });
    const page = await context.newPage();
    await page.goto('/Policy');
    expect(await page.locator('html').getAttribute('lang')).toBe('sw');
    await page.getByRole('heading', { level: 1, name: 'Sera ya faragha' }).waitFor();
    await context.close();
  });

  it('each section has a title and a description of its own', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    const seen = new Set<string>();
    for (const url of ['/', '/About', '/?section=lender', '/Policy', '/Loan', '/?section=contact']) {
      await page.goto(url);
      seen.add(`${await page.title()} / ${await description(page)}`);
    }
    expect(seen.size).toBe(6);
    await context.close();
  });

  it('the scripts take the pages over as rendered, in Kiswahili too: no console message, no failed file', async ({
    phone,
  }) => {
    const { context } = phone;
    const scriptsOff = await browser.newContext({ baseURL: server.baseUrl, javaScriptEnabled: false });
    for (const url of ['/sauceEleph', '/yan', '/elkDandeli', '/', '/About?language=sw', '/?section=lender']) {
      const plain = await scriptsOff.newPage();
      await plain.goto(url);
      const served = await textOf(plain);
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'networkidle' });
      for (const line of (await textOf(page)).split('\n').filter((l) => l.trim())) {
        expect(served, `${url}: "${line}" was not rendered`).toContain(line.trim());
      }
    }
    expect(problemsOf(phone)).toEqual([]);
    await scriptsOff.close();
  });
});

describe('the official site', () => {
  it('switches sections in place by its navigation, each opening at the top', async ({ phone }) => {
    const { page } = phone;
    await page.goto('/Policy', { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const nav = page.getByRole('navigation', { name: 'Sections' });
    for (const [tab, heading, path, search] of [
      ['Lender', 'Lender', '/', '?section=lender'],
      ['Privacy policy', 'Privacy policy', '/Policy', ''],
      ['Loan Agreement', 'Loan agreement', '/Loan', ''],
      ['About', 'About us', '/About', ''],
      ['Contact Us', 'Contact us', '/', '?section=contact'],
      ['Home', 'Short-term loans in Tanzania', '/', ''],
    ] as const) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await nav.getByRole('link', { name: tab, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      const url = new URL(page.url());
      expect(`${url.pathname}${url.search}`).toBe(`${path}${search}`);
      expect(await nav.getByRole('link', { name: tab, exact: true }).getAttribute('aria-current')).toBe(
        'page',
      );
      await expect.poll(() => scrollY(page)).toBe(0);
    }
    // Switched by the app, not by loading pages again.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await screenshot(page, 'content-1-site-phone');
    expect(problemsOf(phone)).toEqual([]);
  });

  it('has a phone layout (section links wrap, each whole on the screen) and a desktop one (columns)', async ({
    phone,
  }) => {
    const small = phone.page;
    await small.goto('/?section=lender');
    expect(await small.locator('.site-nav ul').evaluate((el) => getComputedStyle(el).flexWrap)).toBe('wrap');
    const links = await small
      .locator('.site-nav a')
      .evaluateAll((all) =>
        all.map((a) => a.getBoundingClientRect().right <= document.documentElement.clientWidth),
      );
    expect(links).toEqual(links.map(() => true));
    expect(await small.locator('.site-columns').evaluate((el) => getComputedStyle(el).display)).toBe('block');
    const width = await small.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await phone.context.close();

    const desktop = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1280, height: 800 },
    });
    const large = await desktop.newPage();
    await large.goto('/?section=lender');
    expect(await large.locator('.site-nav ul').evaluate((el) => getComputedStyle(el).overflowX)).toBe(
      'visible',
    );
    expect(await large.locator('.site-columns').evaluate((el) => getComputedStyle(el).display)).toBe('grid');
    await large.screenshot({ path: '/tmp/e2e-content-2-site-desktop.png', fullPage: true });
    await desktop.close();
  });

  it('is served with the demo features off, as in production; the developer pages are not', async ({
    startServer,
  }) => {
    const production = await startServer({
      env: { ENABLE_HOST: '0', ENABLE_DEV_PAGES: '0', ENABLE_DEV_API: '0', ENABLE_API_DOCS: '0' },
    });
    try {
      for (const url of ['/', '/About', '/Policy', '/Loan', '/sauceEleph', '/yan', '/elkDandeli']) {
        const response = await fetch(`${production.baseUrl}${url}`);
        expect(response.status, url).toBe(200);
        expect(await response.text(), url).toContain(LENDER_NAME);
      }
      expect((await fetch(`${production.baseUrl}/test`)).status).toBe(404);
    } finally {
      await production.stop();
    }
  });
});

describe('the contact form', () => {
  it('with scripts: refuses an incomplete message, keeps a complete one; the staff read it', async ({
    phone,
  }) => {
    const { page } = phone;
    await page.goto('/?section=contact', { waitUntil: 'networkidle' });
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Asha Mrisho');
    await form.getByLabel('Telephone').fill('0712 345 678');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please provide complete information!').waitFor();
    const suggestion = `Please add Airtel Money (${Date.now()})`;
    await form.getByLabel('Suggestion').fill(suggestion);
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Success!').waitFor();
    expect(await form.getByLabel('Suggestion').inputValue()).toBe('');
    expect(new URL(page.url()).search).toBe('?section=contact');
    const staff = await staffMessages();
    expect(staff).toContain(suggestion);
    expect(staff).toMatch(/Asha Mrisho {2}tel 0712 345 678 {2}\(English\)/);
    await screenshot(page, 'content-3-contact-sent');
    expect(problemsOf(phone)).toEqual([]);
  });

  it('without scripts: the browser posts the form and the page says how it went, in Kiswahili', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/?section=contact&language=sw');
    await page.getByRole('button', { name: 'Tuma' }).click();
    await page.getByText('Tafadhali jaza taarifa zote!').waitFor();
    expect(new URL(page.url()).searchParams.get('contact')).toBe('incomplete');

    const suggestion = `Naomba muda zaidi wa kulipa (${Date.now()})`;
    await page.getByLabel('Jina').fill('Juma Ali');
    await page.getByLabel('Namba ya simu').fill('0754 000 111');
    await page.getByLabel('Pendekezo').fill(suggestion);
    await page.getByRole('button', { name: 'Tuma' }).click();
    await page.getByText('Imefanikiwa!').waitFor();
    const back = new URL(page.url());
    expect(`${back.pathname}?${back.searchParams}`).toBe('/?section=contact&contact=sent&language=sw');
    expect(await page.locator('html').getAttribute('lang')).toBe('sw');
    const staff = await staffMessages();
    expect(staff).toContain(suggestion);
    expect(staff).toMatch(/Juma Ali {2}tel 0754 000 111 {2}\(Kiswahili\)/);
    await context.close();
  });

  it('past the limit of a network: 429 in words, with scripts and without, and nothing more is kept', async ({
    phone,
  }) => {
    const send = async () =>
      (await (
        await fetch(`${server.baseUrl}/tapi/content/contact-message`, {
          method: 'POST',
          headers: { 'x-requested-with': 'XMLHttpRequest' },
          body: new URLSearchParams({ name: 'Neema', telephone: '0765000222', suggestion: 'One more' }),
        })
      ).json()) as { code: number; message: string };
    let answer = await send();
    for (let tries = 0; answer.code === 0 && tries < LIMIT; tries += 1) answer = await send();
    expect(answer.code).toBe(429);
    expect(answer.message).toMatch(
      /^Too many messages were sent from this network\. Please try again in (1 minute|\d+ minutes)$/,
    );
    const kept = (await staffMessages()).match(/One more/g)?.length ?? 0;

    const { page } = phone;
    await page.goto('/?section=contact', { waitUntil: 'networkidle' });
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Neema');
    await form.getByLabel('Telephone').fill('0765000222');
    await form.getByLabel('Suggestion').fill('One more');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(/^Too many messages were sent from this network\. Please try again in/).waitFor();
    expect(await form.getByLabel('Suggestion').inputValue()).toBe('One more');
    await phone.context.close();

    const plain = await browser.newContext({ baseURL: server.baseUrl, javaScriptEnabled: false });
    const noScript = await plain.newPage();
    await noScript.goto('/?section=contact');
    await noScript.getByLabel('Name').fill('Neema');
    await noScript.getByLabel('Telephone').fill('0765000222');
    await noScript.getByLabel('Suggestion').fill('One more');
    await noScript.getByRole('button', { name: 'Submit' }).click();
    await noScript
      .getByText('Too many messages were sent from this network. Please try again later.')
      .waitFor();
    await plain.close();

    expect((await staffMessages()).match(/One more/g)?.length ?? 0).toBe(kept);
  });
});
