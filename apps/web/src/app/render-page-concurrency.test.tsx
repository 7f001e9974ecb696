import { i18n } from '@lingui/core';
import type { PageHttp, RenderedPage } from '@tz-loan/contract/platform/page-render';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../locales/en.po';
import { activateCatalog } from '../shared/i18n/language.ts';
import { keepPageQuery } from '../shared/query/page-query.ts';
import { mockRequest } from './mock-api.ts';
import { renderPage } from './render-page.tsx';
import { SCREENS, servedScreens } from './screens.ts';

// Two borrowers' pages rendered at once, many times, while the screens' lazy parts load: nothing of
// one may reach the other's HTML or boot data. The tab's page query and the global i18n hold poison,
// so a render that reads them instead of its own scope shows it.

type Borrower = { sessionId: string; userId: string; product: string; language: 'en' | 'sw' };

const borrower = (n: number, language: 'en' | 'sw'): Borrower => ({
  sessionId: `session-${language}-${n}`,
  userId: `user-${language}-${n}`,
  product: `Product of ${language} ${n}`,
  language,
});

/** The mock answers, each made the borrower's own (its product's name). */
const httpOf = (who: Borrower): PageHttp => {
  const answer = async (method: 'GET' | 'POST', path: string, params?: Record<string, unknown>) => {
    const body = (await mockRequest(method, path, params ?? {})) as { data?: Record<string, unknown> };
    // Answers arrive in their own time: the two renders interleave.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
    if (body.data && 'productName' in body.data)
      return { ...body, data: { ...body.data, productName: who.product } };
    return body;
  };
  return {
    get: (path, params) => answer('GET', path, params),
    post: (path, params) => answer('POST', path, params),
  };
};

const render = (who: Borrower) =>
  renderPage({
    url: `/squidChive?orderId=ORD1&productId=1&sessionId=${who.sessionId}&userId=${who.userId}`,
    origin: 'http://127.0.0.1:8080',
    http: httpOf(who),
    features: [],
    language: who.language,
  });

const TITLES = { en: 'Loan Details', sw: 'Maelezo ya mkopo' } as const;

const expectOwn = (page: RenderedPage, who: Borrower, other: Borrower) => {
  const sent = `${page.html}\n${JSON.stringify(page.boot)}`;
  expect(page.status).toBe(200);
  expect(page.language).toBe(who.language);
  expect(page.title).toBe(TITLES[who.language]);
  expect(sent).toContain(who.product);
  for (const leak of [other.sessionId, other.userId, other.product, 'TAB-SESSION', 'GLOBAL-I18N']) {
    expect(sent).not.toContain(leak);
  }
  expect(page.html).not.toContain(TITLES[other.language]);
  // Every in-app link carries this borrower's own session.
  const links = [...page.html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map(([, href]) => href ?? '');
  expect(links.length).toBeGreaterThan(0);
  for (const href of links) expect(href).toContain(`sessionId=${who.sessionId}`);
};

describe('server rendering of two borrowers at once', () => {
  afterAll(() => {
    vi.unstubAllGlobals();
    activateCatalog('en', messages);
  });

  it('never shows one borrower anything of the other, with the lazy parts loading in between', async () => {
    keepPageQuery('?sessionId=TAB-SESSION&userId=TAB-SESSION');
    i18n.loadAndActivate({ locale: 'en', messages: new Proxy({}, { get: () => 'GLOBAL-I18N' }) });
    const pairs = Array.from({ length: 40 }, (_, n) => [borrower(n, 'en'), borrower(n, 'sw')] as const);
    await Promise.all(
      pairs.map(async ([en, sw]) => {
        const [enPage, swPage] = await Promise.all([render(en), render(sw)]);
        expectOwn(enPage, en, sw);
        expectOwn(swPage, sw, en);
      }),
    );
  });

  it('renders every screen from its own scope: no text of the global i18n, no param of the tab', async () => {
    keepPageQuery('?sessionId=TAB-SESSION&userId=TAB-SESSION');
    i18n.loadAndActivate({ locale: 'en', messages: new Proxy({}, { get: () => 'GLOBAL-I18N' }) });
    // No window, as on the server: a render that reaches for the tab's scope fails (onError).
    vi.stubGlobal('window', undefined);
    const errors: unknown[] = [];
    const screens = servedScreens(new Set(['dev', 'host']), SCREENS);
    const who = borrower(0, 'sw');
    const urls = screens.flatMap(({ path, example }) =>
      ['', '&mock=1'].map(
        (mock) =>
          `${path.replaceAll(/:\w+/g, '1')}?orderId=ORD1&productId=1&id=1&sessionId=${who.sessionId}${mock}&${example ?? ''}`,
      ),
    );
    const pages = await Promise.all(
      urls.map(async (url) => {
        const page = await renderPage({
          url,
          origin: 'http://127.0.0.1:8080',
          http: httpOf(who),
          features: ['dev', 'host'],
          language: 'sw',
          onError: (error) => errors.push(`${url}: ${String(error)}`),
        });
        return { path: url, sent: `${page.html}\n${JSON.stringify(page.boot)}` };
      }),
    );
    const leaks = pages.filter(({ sent }) => sent.includes('TAB-SESSION') || sent.includes('GLOBAL-I18N'));
    vi.unstubAllGlobals();
    expect(errors).toEqual([]);
    expect(leaks.map(({ path }) => path)).toEqual([]);
  });
});
