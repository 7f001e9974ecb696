import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openTestDatabase, TEST_SYSTEM_ENV, testConfig } from '../test/test-app.ts';
import { ENTRY_SCRIPT, ROOT_SPINNER, STAND_IN_SCREENS, writeWebBuild } from '../test/web-build.ts';
import { PAINT_FIRST_SCRIPT } from './paint-first.ts';

describe('web pages', () => {
  const { dist, remove } = writeWebBuild();
  afterAll(remove);

  const withApp = async (env: NodeJS.ProcessEnv, check: (app: FastifyInstance) => Promise<void>) => {
    const database = await openTestDatabase();
    const pages = await buildApp(testConfig({ WEB_DIST: dist, ...env }), database);
    try {
      await check(pages);
    } finally {
      await pages.close();
    }
  };

  const bootOf = (html: string) => {
    const match = /<script type="application\/json" id="boot">([\s\S]*?)<\/script>/.exec(html);
    return match?.[1] ?? '';
  };

  it('renders a screen on the server: its markup, title and data in the page, never stored', () =>
    withApp({}, async (pages) => {
      const response = await pages.inject({ method: 'GET', url: '/squidChive?orderId=1' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('<div id="root"><h1>Rendered /squidChive in en</h1></div>');
      expect(response.body).toContain('<title>Loan Details</title>');
      // The data came from the API's own route, in-process.
      expect(JSON.parse(bootOf(response.body)).answer).toMatchObject({ code: 0 });
    }));

  it('a rendered page is painted whole: its first paint waits for the tag that follows the screen', () =>
    withApp({}, async (pages) => {
      for (const url of ['/squidChive?orderId=1', '/h5/borrowDetail?orderId=1']) {
        const { body } = await pages.inject({ method: 'GET', url });
        const head = body.slice(0, body.indexOf('</head>'));
        expect(head).toContain('<link rel="expect" href="#boot" blocking="render" />');
        expect(body).toMatch(/<div id="root">.*<\/div><script type="application\/json" id="boot">/);
      }
    }));

  it("renders in the reader's language (PRODUCT.md §16), which the page's lang tells the browser", () =>
    withApp({}, async (pages) => {
      const asked = async (url: string, headers: Record<string, string> = {}) =>
        (await pages.inject({ method: 'GET', url, headers })).body;
      const swahili = await asked('/squidChive?orderId=1&language=sw');
      expect(swahili).toContain('<html lang="sw" data-rendered="true">');
      expect(swahili).toContain('Rendered /squidChive in sw');
      expect(await asked('/squidChive', { 'accept-language': 'sw-TZ,en;q=0.5' })).toContain('in sw');
      expect(await asked('/squidChive?language=en', { 'accept-language': 'sw' })).toContain(
        '<html lang="en" data-rendered="true">',
      );
      expect(await asked('/squidChive?language=fr')).toContain('in en');
    }));

  it('a page that shows a part with code of its own fetches that code with the screen, its style in its text', () =>
    withApp({}, async (pages) => {
      const chunksOf = async (url: string) => {
        const { body } = await pages.inject({ method: 'GET', url });
        return { body, chunks: /data-chunks="([^"]*)"/.exec(body)?.[1]?.split(' ').sort() };
      };
      const shown = await chunksOf('/squidChive?orderId=1&rate=1');
      expect(shown.chunks).toEqual([
        '/assets/details-1.js',
        '/assets/rating-6.js',
        '/assets/shared-2.js',
        '/assets/start-3.js',
      ]);
      expect(shown.body).toContain('.rating{}');
      // A page that did not show it leaves it for later.
      const plain = await chunksOf('/squidChive?orderId=1');
      expect(plain.chunks).not.toContain('/assets/rating-6.js');
      expect(plain.body).not.toContain('.rating{}');
    }));

  it('embeds the data so that no server string can end the script or open a comment', () =>
    withApp({}, async (pages) => {
      const { body } = await pages.inject({ method: 'GET', url: '/squidChive' });
      const boot = bootOf(body);
      expect(boot).not.toMatch(/<\/script|<!--|<script/i);
      expect(body.match(/<script/g)?.length).toBe(2);
      expect(JSON.parse(boot).hostile).toBe('</script><script>alert(1)</script><!-- ]]> \u2028');
    }));

  it("names a screen's chunks and style sheets from the build's manifest, and nothing else", () =>
    withApp({}, async (pages) => {
      const details = (await pages.inject({ method: 'GET', url: '/squidChive?orderId=1' })).body;
      // The style sheets inlined, each named by a disabled link for the app's chunk loader; the entry
      // and the chunks named for the script that fetches them once the page has painted.
      const tag = /<script data-entry="([^"]*)" data-chunks="([^"]*)" data-fetch="([^"]*)">/.exec(details);
      // With the rest of the catalog of the language it was rendered in.
      expect(tag?.[3]).toBe('/catalog/en.json');
      expect(tag?.[1]).toBe('/assets/app-abc123.js');
      expect(tag?.[2]?.split(' ').sort()).toEqual([
        '/assets/details-1.js',
        '/assets/shared-2.js',
        '/assets/start-3.js',
      ]);
      expect(details).not.toMatch(/rel="modulepreload"|<script type="module"/);
      expect(details).toContain('<style>.start{}.shared{}.details{}</style>');
      for (const sheet of ['start-3', 'shared-2', 'details-1'])
        expect(details).toContain(`<link rel="stylesheet" href="/assets/${sheet}.css" disabled>`);
      // A sheet that could end its element is linked, never inlined.
      expect(details).toContain('<link rel="stylesheet" href="/assets/hostile-4.css">');
      expect(details).not.toContain('</style><b>');
      expect(details.match(/shared-2\.js/g)?.length).toBe(1);
      expect(details.match(/app-abc123\.js/g)?.length).toBe(1);
      // The browser runs the page's one inline script: its hash is the policy's.
      const script = /<script data-entry[^>]*>([\s\S]*?)<\/script>/.exec(details)?.[1] ?? '';
      // …as it is written, `$'` and all (a string replacement would have spliced the page into it).
      expect(script).toBe(PAINT_FIRST_SCRIPT);
      const hash = createHash('sha256').update(script).digest('base64');
      expect(
        (await pages.inject({ method: 'GET', url: '/squidChive' })).headers['content-security-policy'],
      ).toContain(`script-src 'self' 'sha256-${hash}'`);
      // Only the build's own asset paths are ever written into a page.
      expect((await pages.inject({ method: 'GET', url: '/evil' })).body).not.toMatch(
        /evil\.example|"><script>/,
      );
      // The manifest itself is not served.
      expect((await pages.inject({ method: 'GET', url: '/.vite/manifest.json' })).body).not.toContain(
        'details-1',
      );
    }));

  it('a path no screen declares is the not-found screen with 404; mock mode is left to the browser', () =>
    withApp({}, async (pages) => {
      const missing = await pages.inject({ method: 'GET', url: '/nowhere' });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('Not here');
      const mock = await pages.inject({ method: 'GET', url: '/squidChive?mock=1' });
      expect(mock.statusCode).toBe(200);
      expect(mock.body).toContain(ROOT_SPINNER);
      expect(mock.body).not.toContain('id="boot"');
    }));

  it('a screen that fails to render on the server still gets the page, never an error', () =>
    withApp({}, async (pages) => {
      const response = await pages.inject({ method: 'GET', url: '/broken' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(ROOT_SPINNER);
      expect(response.body).not.toContain('secret render failure');
    }));

  it('demo mode serves the developer pages and the host', () =>
    withApp({}, async (pages) => {
      expect((await pages.inject({ method: 'GET', url: '/test' })).body).toContain('Developer test page');
      const host = await pages.inject({ method: 'GET', url: '/host' });
      expect(host.body).toContain('host');
      expect(host.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }));

  it('answers from the API are never stored', () =>
    withApp({}, async (pages) => {
      const health = await pages.inject({ method: 'GET', url: '/tapi/health' });
      expect(health.headers['cache-control']).toBe('no-store');
    }));

  it('sends the precompressed asset a phone accepts, cached for a year', () =>
    withApp({}, async (pages) => {
      const response = await pages.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.length).toBeLessThan(ENTRY_SCRIPT.length / 4);
      const missing = await pages.inject({ method: 'GET', url: '/assets/nope.js' });
      expect(missing.statusCode).toBe(404);
    }));

  it('production mode switches the host, the developer pages and the dev API off', () =>
    withApp(TEST_SYSTEM_ENV, async (pages) => {
      const app = await pages.inject({ method: 'GET', url: '/squidChive' });
      expect(app.body).toContain('<meta name="app-features" content="">');
      expect((await pages.inject({ method: 'GET', url: '/host' })).body).not.toContain('host');
      expect((await pages.inject({ method: 'GET', url: '/test' })).statusCode).toBe(404);
      const outbox = await pages.inject({ method: 'GET', url: '/tapi/dev/sms-outbox?phone=0712345678' });
      expect(outbox.statusCode).toBe(404);
    }));

  it('answers the home page `/` as a page to a client that asks for no compression (a crawler)', () =>
    withApp({}, async (pages) => {
      const home = await pages.inject({ method: 'GET', url: '/' });
      expect(home.statusCode).toBe(404);
      expect(home.headers['content-type']).toContain('text/html');
      expect(home.body).toContain('Not here');
      const listing = await pages.inject({ method: 'GET', url: '/assets/' });
      expect(listing.body).not.toContain('app-abc123.js');
    }));

  it('serves the channel app at /h5/ and /h5 in every mode, never stored', () =>
    withApp(TEST_SYSTEM_ENV, async (pages) => {
      // A hash route reaches the server as `/h5/`: the browser renders it, after moving it to its path.
      for (const url of ['/h5/', '/h5', '/h5/?sessionId=s&language=sw']) {
        const page = await pages.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body).toContain('<!-- channel app -->');
        expect(page.body).toContain(ROOT_SPINNER);
        expect(page.headers['cache-control']).toBe('no-store');
      }
      // The texts come with the page as data, in the language asked for before the '#'.
      const sw = await pages.inject({ method: 'GET', url: '/h5/?language=sw' });
      expect(JSON.parse(bootOf(sw.body))).toEqual({ language: 'sw', catalog: { hello: 'Habari </script>' } });
      expect(sw.body).toContain('<html lang="sw">');
      const en = await pages.inject({ method: 'GET', url: '/h5/', headers: { 'accept-language': 'en' } });
      expect(JSON.parse(bootOf(en.body))).toEqual({ language: 'en', catalog: { hello: 'Hello' } });
    }));

  it("renders the channel app's screens at their real paths, with their data, in the reader's language", () =>
    withApp(TEST_SYSTEM_ENV, async (pages) => {
      const asked = (url: string, headers: Record<string, string> = {}) =>
        pages.inject({ method: 'GET', url, headers });
      const card = await asked('/h5/borrowDetail?orderId=1&sessionId=s');
      expect(card.statusCode).toBe(200);
      expect(card.headers['cache-control']).toBe('no-store');
      expect(card.body).toContain('<div id="root"><h1>Rendered /borrowDetail in en</h1></div>');
      expect(JSON.parse(bootOf(card.body)).answer).toMatchObject({ code: 0 });
      const swahili = await asked('/h5/register?id=1&language=sw');
      expect(swahili.body).toContain('<html lang="sw" data-rendered="true">');
      expect(swahili.body).toContain('Rendered /register in sw');
      expect((await asked('/h5/register?id=1', { 'accept-language': 'sw-TZ' })).body).toContain('in sw');
      // A path the channel app does not declare is its not-found screen, as the browser shows it.
      const missing = await asked('/h5/nowhere');
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('Not here');
    }));

  it("a rendered channel page fetches the channel app's entry after its paint, its style in its text", () =>
    withApp({}, async (pages) => {
      const { body } = await pages.inject({ method: 'GET', url: '/h5/borrowDetail?orderId=1' });
      const tag = /<script data-entry="([^"]*)" data-chunks="([^"]*)" data-fetch="([^"]*)">/.exec(body);
      expect(tag?.[1]).toBe('/assets/h5-abc123.js');
      expect(tag?.[2]?.split(' ').sort()).toEqual([
        '/assets/pay-5.js',
        '/assets/shared-2.js',
        '/assets/start-3.js',
      ]);
      expect(tag?.[3]).toBe('/catalog/en.json');
      // The built page's own tags are gone: nothing is fetched before the first paint.
      expect(body).not.toMatch(
        /rel="modulepreload"|<script type="module"|<link rel="stylesheet" crossorigin/,
      );
      expect(body).toContain('<style>.start{}.shared{}.pay{}</style>');
      expect(body.match(/<script/g)?.length).toBe(2);
    }));

  it('a channel render that fails, and mock mode, get the page the browser renders, with its catalog', () =>
    withApp({}, async (pages) => {
      for (const url of ['/h5/borrowDetail?orderId=1&broken=1', '/h5/borrowDetail?orderId=1&mock=1']) {
        const page = await pages.inject({ method: 'GET', url, headers: { 'accept-language': 'sw' } });
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toContain(ROOT_SPINNER);
        expect(page.body, url).not.toContain('secret render failure');
        expect(JSON.parse(bootOf(page.body)), url).toEqual({
          language: 'sw',
          catalog: { hello: 'Habari </script>' },
        });
      }
    }));

  it('a hostile channel address is never a server error', () =>
    withApp({}, async (pages) => {
      for (const url of [
        '/h5/register?id=%00',
        `/h5/register?id=1&utm_tag=${'x'.repeat(20_000)}`,
        '/h5/register?id=%3C/script%3E%3Cscript%3Ealert(1)%3C/script%3E',
        '/h5/%3Cscript%3E?language=%3Cb%3E',
        '/h5/borrowDetail/%00',
      ]) {
        const page = await pages.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBeLessThan(500);
        expect(page.body, url).not.toContain('<script>alert(1)');
        expect(page.body, url).not.toContain('<b>');
      }
    }));

  it("a test system says 'no real money' on every page, in the reader's language; demo pages do not", async () => {
    await withApp(TEST_SYSTEM_ENV, async (pages) => {
      for (const url of ['/squidChive', '/', '/h5/', '/sauceEleph?language=en']) {
        const page = await pages.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
        expect(page.body, url).toMatch(
          /<body[^>]*><p role="note" data-test-system[^>]*>Test system: no real money<\/p>/,
        );
      }
      const sw = await pages.inject({ method: 'GET', url: '/squidChive?language=sw' });
      expect(sw.body).toContain('Mfumo wa majaribio: hakuna pesa halisi');
    });
    await withApp({}, async (pages) => {
      expect((await pages.inject({ method: 'GET', url: '/squidChive' })).body).not.toContain(
        'data-test-system',
      );
    });
  });

  it('production mode can switch each demo feature on by itself', () =>
    withApp({ ...TEST_SYSTEM_ENV, ENABLE_HOST: '1' }, async (pages) => {
      expect((await pages.inject({ method: 'GET', url: '/host' })).body).toContain('host');
      expect((await pages.inject({ method: 'GET', url: '/test' })).statusCode).toBe(404);
    }));

  /** The page routes an app registers: `GET /squidChive`, each as often as it is registered. */
  const pageRoutesOf = async (env: NodeJS.ProcessEnv) => {
    const routes: string[] = [];
    const database = await openTestDatabase();
    const pages = await buildApp(testConfig({ WEB_DIST: dist, ...env }), database, {
      onRoute: ({ method, url }) => {
        for (const m of [method].flat()) if (!url.startsWith('/tapi/')) routes.push(`${m} ${url}`);
      },
    });
    await pages.close();
    return routes;
  };

  it('each screen the app serves has exactly one route, a GET; the channel app keeps its own', async () => {
    const served = ({ group }: { group: string }, dev: boolean) =>
      group === 'borrower' || group === 'official' || (group === 'dev' && dev);
    for (const [env, dev] of [
      [{}, true],
      [TEST_SYSTEM_ENV, false],
    ] as const) {
      const routes = await pageRoutesOf(env);
      for (const screen of STAND_IN_SCREENS) {
        const own = routes.filter((route) => route.endsWith(` ${screen.path}`));
        expect(own, screen.path).toEqual(served(screen, dev) ? [`GET ${screen.path}`] : []);
      }
      expect(routes).toContain('GET /h5/');
      expect(routes).toContain('GET /h5/*');
    }
  });

  it('asks of HEAD, trailing slashes, queries and letter case what it always did', () =>
    withApp({}, async (pages) => {
      const head = await pages.inject({ method: 'HEAD', url: '/squidChive' });
      expect(head.statusCode).toBe(404);
      expect(head.headers['content-type']).toContain('application/json');
      for (const url of ['/squidChive/', '/squidChive/?orderId=1', '/SQUIDCHIVE', '/about']) {
        const page = await pages.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toContain('<h1>Rendered');
      }
      const missing = await pages.inject({ method: 'GET', url: '/squidChive/more?orderId=1' });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('Not here');
      const api = await pages.inject({ method: 'GET', url: '/tapi/squidChive' });
      expect(api.json()).toMatchObject({ code: expect.anything() });
      expect(api.statusCode).toBe(404);
    }));
});
