import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  applyForLoan,
  type BorrowerSession,
  bindAccount,
  borrowerCall,
  borrowerPath,
  loginBorrower,
  opsOrFail,
  paidOutLoan,
} from './support/api.ts';
import { waitForSettled } from './support/browser.ts';
import { e2e as it } from './support/fixture.ts';
import { declaredScreens, prepareScreenData, type ScreenData, screenUrl } from './support/screens.ts';
import { REPO_ROOT, type RunningServer } from './support/server.ts';

// Every screen reads whole on a small phone: 360 and 412 CSS px wide, in English and Kiswahili, with the
// phone's text size at 100 % and at 200 %. Nothing is cut, nothing is wider than the screen, the page
// never scrolls sideways, a date never breaks across two lines, and no word of the other language shows.
//
// 200 % text is the phone's larger-text setting as the native app's WebView applies it (Android's font
// scale becomes the WebView's text zoom): every font size, and every line height given in pixels, is
// doubled while boxes keep their sizes. CSS `zoom` or a narrower viewport would be page zoom instead, and
// the root font size alone would leave every size given in pixels as it is.
//
// With LAYOUT_SHOTS=1 a screenshot of each page in each state is kept in .tmp/layout-shots/ for a reader
// (384 full-page pictures: a third of the file's time, which a run that only checks need not spend).

const LANGUAGES = ['en', 'sw'] as const;
type Language = (typeof LANGUAGES)[number];
const WIDTHS = [360, 412] as const;
const SHOTS = process.env.LAYOUT_SHOTS === '1' ? join(REPO_ROOT, '.tmp/layout-shots') : undefined;

/**
 * Words only the other language has; names (products, wallets, banks, the languages' own names) may show
 * in both. Text inside an element marked with the other language's `lang` is left out too.
 */
const OTHER_LANGUAGE: Record<Language, string[]> = {
  en: [
    'mkopo',
    'mikopo',
    'kiasi',
    'tafadhali',
    'malipo',
    'tarehe',
    'yako',
    'wako',
    'hakuna',
    'ombi',
    'thibitisha',
    'ghairi',
    'rejesha',
    'lipa',
    'kwa',
    'na',
    'ya',
  ],
  sw: [
    'the',
    'and',
    'your',
    'please',
    'loan',
    'loans',
    'amount',
    'repayment',
    'payment',
    'submit',
    'cancel',
    'confirm',
    'apply',
    'details',
    'due',
    'date',
    'days',
    'of',
    'with',
  ],
};
const NAMES = [
  'Haraka Loan',
  'Mwezi Plus',
  'Kesho Credit',
  'Airtel Money',
  'Mixx by Yas',
  'HaloPesa',
  'AzamPesa',
  'Tigo Pesa',
  'Lipa kwa M-Pesa',
  'M-Pesa',
  'Lipa Namba',
  'Lipa Bili',
  'Lipa QR',
  'Kiswahili',
  'English',
];

let server: RunningServer;
let context: BrowserContext;
/** The borrowers every screen walk starts from: a first-timer, an applicant, a loan with a complaint. */
let data: ScreenData;
let failedPayout: string;
let failedSession: BorrowerSession;
/** The sandbox provider's pay page of a payment just started, without its language. */
let payPage: string;
/** A loan whose push waits for the PIN: its pay screen opens with the panel following it. */
let pushing: Awaited<ReturnType<typeof paidOutLoan>>;

it.beforeAll(async ({ server: started, openPhone }) => {
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  server = started;
  ({ context } = await openPhone());
  let paying: Awaited<ReturnType<typeof paidOutLoan>>;
  [data, failedSession, paying] = await Promise.all([
    prepareScreenData(server),
    loginBorrower(server),
    paidOutLoan(server, '1'),
  ]);
  await bindAccount(server, failedSession);
  failedPayout = await applyForLoan(server, failedSession, '1');
  const trade = await borrowerCall(server, paying.session, 'POST', '/v3/loan-details/generate-vcode-yd', {
    orderId: paying.orderId,
    amount: 1_000_00,
    bankCode: 'WEB',
    isDelay: '0',
  });
  payPage = String(trade.data?.payUrl).split('?')[0] ?? '';
  pushing = await paidOutLoan(server, '2');
  const pushed = await borrowerCall(server, pushing.session, 'POST', '/v3/repay/push', {
    orderId: pushing.orderId,
    amount: 5_000_00,
    isDelay: '0',
    wallet: 'TZ0001',
    phone: '0741234567',
  });
  if (pushed.code !== 0) throw new Error(`push: ${pushed.message}`);
  await opsOrFail(server, 'approve', failedPayout);
  await opsOrFail(server, 'payout', failedPayout, '--fail');
});

/** States whose layout differs from the declared screens' own: a dialog on load, another status. */
const MORE_STATES: [string, (language: Language) => string, boolean][] = [
  [
    '/waffleLemo (a product of two terms: the amount and term choice)',
    (language) => borrowerPath('/waffleLemo', data.repaying.session, { productId: '3', language }),
    true,
  ],
  [
    '/wucheng (a product of two terms: the amount and term choice)',
    (language) => borrowerPath('/wucheng', data.repaying.session, { productId: '3', language }),
    true,
  ],
  [
    '/waffleLemo (a first loan: the agreement dialog)',
    (language) => borrowerPath('/waffleLemo', data.firstTimer.session, { productId: '1', language }),
    true,
  ],
  [
    '/squidChive (an application in review)',
    (language) =>
      borrowerPath('/squidChive', data.applicant.session, {
        orderId: data.applicant.orderId,
        productId: '1',
        language,
      }),
    true,
  ],
  [
    '/squidChive (a failed payout: the change-account prompt)',
    (language) => borrowerPath('/squidChive', failedSession, { orderId: failedPayout, language }),
    true,
  ],
  [
    '/sunflowerP (pay from my phone: a PIN prompt waiting)',
    (language) =>
      borrowerPath('/sunflowerP', pushing.session, { orderId: pushing.orderId, productId: '2', language }),
    true,
  ],
  ["/sandbox/pay (the sandbox provider's pay page)", (language) => `${payPage}?language=${language}`, true],
  [
    '/repaymentOfCode (Lipa QR)',
    (language) =>
      borrowerPath('/repaymentOfCode', data.repaying.session, {
        orderId: data.repaying.orderId,
        showType: '2',
        language,
      }),
    true,
  ],
];

const declared = await declaredScreens();
const cases = [
  // The developer pages are in English only: their words are not checked.
  ...declared.map((screen): [string, (language: Language) => string, boolean] => [
    screen.group === 'channel' ? `/h5${screen.path}` : screen.path,
    (language) => screenUrl(screen, language, data),
    screen.group !== 'dev',
  ]),
  ...MORE_STATES,
].flatMap(([name, url, words]) => LANGUAGES.map((language) => [name, language, url, words] as const));

/** The phone's text size at 200 %: every font size and pixel line height doubled, boxes as they are. */
const doubleText = (page: Page) =>
  page.evaluate(() => {
    const all = [
      document.documentElement,
      ...Array.from(document.querySelectorAll<HTMLElement>('body, body *')),
    ];
    // Read every size first, then write: a child sized in em must not be doubled twice.
    const sizes = all.map((element) => {
      const style = getComputedStyle(element);
      return [element, style.fontSize, style.lineHeight] as const;
    });
    for (const [element, fontSize, lineHeight] of sizes) {
      element.style.setProperty('font-size', `${Number.parseFloat(fontSize) * 2}px`, 'important');
      if (lineHeight.endsWith('px')) {
        element.style.setProperty('line-height', `${Number.parseFloat(lineHeight) * 2}px`, 'important');
      }
    }
  });

/** What is wrong with the page's layout as it is now, one line per element. */
const layoutProblems = (page: Page, language: Language, checkWords: boolean) =>
  page.evaluate(
    ({ words, names, other }) => {
      const found: string[] = [];
      const width = document.documentElement.clientWidth;
      const describe = (element: Element) => {
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        const cls = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
        return `<${element.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> '${text}'`;
      };
      const scroller = document.scrollingElement ?? document.documentElement;
      if (scroller.scrollWidth > width + 1) {
        found.push(`the page scrolls sideways: ${scroller.scrollWidth}px in ${width}px`);
      }
      /** Hidden from sight, or made for screen readers only (clipped to a pixel). */
      const unseen = (element: Element) => {
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return true;
        const rect = element.getBoundingClientRect();
        return rect.width <= 1 || rect.height <= 1;
      };
      /** Inside a box that scrolls sideways and shows it (antd-mobile's tabs fade at the cut edge). */
      const inScroller = (element: Element) =>
        element.closest('.adm-tabs-header, [data-scroll-cue]') !== null;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const textParents = new Set<Element>();
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const parent = node.parentElement;
        if (!parent || text.trim() === '' || parent.closest('script, style, noscript, svg')) continue;
        if (unseen(parent)) continue;
        textParents.add(parent);
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        if (box.width > 0 && (box.right > width + 1 || box.left < -1) && !inScroller(parent)) {
          found.push(
            `text past the screen's edge (${Math.round(box.left)}–${Math.round(box.right)}px): ${describe(parent)}`,
          );
        }
        for (const match of text.matchAll(/\d{4}-\d{2}-\d{2}/g)) {
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set(
            Array.from(range.getClientRects())
              .filter((r) => r.width > 0)
              .map((r) => Math.round(r.top)),
          );
          if (tops.size > 1) found.push(`the date ${match[0]} breaks across lines: ${describe(parent)}`);
        }
      }
      // A box that cuts its text: clipped, scrolled or ellipsed, its content wider (or, clamped, taller) than it.
      const boxes = new Set<Element>();
      for (const parent of textParents) {
        for (let at: Element | null = parent; at && at !== document.body; at = at.parentElement)
          boxes.add(at);
      }
      for (const box of boxes) {
        const style = getComputedStyle(box);
        // A box that scrolls sideways cuts its text as well, unless it shows that it scrolls.
        const clipsX =
          style.textOverflow === 'ellipsis' || (style.overflowX !== 'visible' && !inScroller(box));
        const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
        if (clipsX && box.scrollWidth > box.clientWidth + 1) {
          found.push(
            `text cut at the right (${box.scrollWidth}px in ${box.clientWidth}px): ${describe(box)}`,
          );
        } else if (clamped && box.scrollHeight > box.clientHeight + 1) {
          found.push(
            `text cut at the bottom (${box.scrollHeight}px in ${box.clientHeight}px): ${describe(box)}`,
          );
        }
      }
      // A field or button sticking out of the box it sits in (a card, a form), though not past the screen.
      for (const control of Array.from(
        document.querySelectorAll('input:not([type="hidden"]), select, textarea, button'),
      )) {
        if (unseen(control) || ['absolute', 'fixed'].includes(getComputedStyle(control).position)) continue;
        let box = control.parentElement;
        while (box && ['inline', 'contents'].includes(getComputedStyle(box).display)) box = box.parentElement;
        if (!box) continue;
        const style = getComputedStyle(box);
        const outer = box.getBoundingClientRect();
        const left = outer.left + Number.parseFloat(style.borderLeftWidth);
        const right = outer.right - Number.parseFloat(style.borderRightWidth);
        const rect = control.getBoundingClientRect();
        if (rect.right > right + 1 || rect.left < left - 1) {
          found.push(
            `a field sticks out of its box (${Math.round(rect.left)}–${Math.round(rect.right)}px in ${Math.round(left)}–${Math.round(right)}px): ${describe(control)}`,
          );
        }
      }
      // Words of the other language, in what the borrower reads and in the fields' hints. A record shown
      // as it was written (an SMS as sent, a complaint in the borrower's words) is marked data-verbatim.
      const readable = [...textParents]
        .filter((element) => !element.closest(`[lang="${other}"], [lang^="${other}-"], [data-verbatim]`))
        .flatMap((element) =>
          Array.from(element.childNodes)
            .filter((n) => n.nodeType === Node.TEXT_NODE)
            .map((n) => n.textContent ?? ''),
        );
      for (const input of Array.from(
        document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]'),
      )) {
        readable.push(input.placeholder);
      }
      const seen = new Set<string>();
      const named = new RegExp(
        names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
        'gi',
      );
      for (let text of readable) {
        text = text.replace(named, ' ');
        for (const word of text.toLowerCase().match(/[\p{L}']+/gu) ?? []) {
          if (words.includes(word) && !seen.has(word)) {
            seen.add(word);
            found.push(
              `'${word}' of the other language in '${text.replace(/\s+/g, ' ').trim().slice(0, 60)}'`,
            );
          }
        }
      }
      return [...new Set(found)];
    },
    {
      words: checkWords ? OTHER_LANGUAGE[language] : [],
      names: NAMES,
      other: language === 'en' ? 'sw' : 'en',
    },
  );

const shotName = (name: string, language: Language, width: number, scale: number) =>
  `${name.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_|_$/g, '')}-${language}-${width}-${scale}.jpeg`;

describe('layout on small phones, both languages, text at 100 % and 200 %', () => {
  it('covers every declared screen, the channel app and the official site included', () => {
    const names = new Set(cases.map(([name]) => name));
    expect(declared.length).toBeGreaterThan(25);
    for (const screen of declared) {
      expect(names, screen.path).toContain(screen.group === 'channel' ? `/h5${screen.path}` : screen.path);
    }
  });

  // A few pages at a time (vitest's maxConcurrency), as the accessibility check does.
  it.concurrent.for(cases)('%s in %s', async ([name, language, url, checkWords], { expect }) => {
    const page = await context.newPage();
    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(url(language), { waitUntil: 'networkidle' });
      await waitForSettled(page);
      for (const scale of [100, 200]) {
        if (scale === 200) await doubleText(page);
        const problems = await layoutProblems(page, language, checkWords);
        found.push(
          ...problems.map((problem) => `${name} (${language}, ${width}px, text ${scale} %): ${problem}`),
        );
        if (!SHOTS) continue;
        await page.screenshot({
          path: join(SHOTS, shotName(name, language, width, scale)),
          fullPage: true,
          type: 'jpeg',
          quality: 60,
        });
      }
    }
    await page.close();
    expect(found, found.join('\n')).toEqual([]);
  });
});
