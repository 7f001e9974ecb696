import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { Code } from '@tz-loan/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import {
  createLoggedTestApp,
  createTestApp,
  login,
  openTestDatabase,
  post,
  TEST_SYSTEM_ENV,
  testConfig,
} from '../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({}, (app) =>
    app.post('/tapi/test/explode', async () => {
      throw new Error('secret internals at /srv/app.ts:42');
    }),
  );
});
afterAll(() => app.close());

const marker = { 'x-requested-with': 'XMLHttpRequest' };

describe('bad requests get a clear envelope, never a 5xx or a stack', () => {
  it('an unknown API path', async () => {
    const response = await app.inject({ method: 'POST', url: '/tapi/no/such/call', headers: marker });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: Code.notFound, message: 'There is nothing at this address' });
    const swahili = await app.inject({
      method: 'POST',
      url: '/tapi/no/such/call?language=sw',
      headers: marker,
    });
    expect(swahili.json()).toEqual({ code: Code.notFound, message: 'Hakuna kitu kwenye anwani hii' });
  });

  it('a POST without the async marker header', async () => {
    const response = await app.inject({ method: 'POST', url: '/tapi/v3/home/index' });
    expect(response.json()).toEqual({
      code: Code.badRequest,
      message: 'The X-Requested-With header is missing',
    });
  });

  it('a malformed JSON body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/tapi/credit-user/send-sms-code',
      headers: { ...marker, 'content-type': 'application/json' },
      payload: '{"phone":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: Code.badRequest, message: 'The request body is not valid' });
  });

  it('an oversized body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/tapi/credit-user/send-sms-code',
      headers: { ...marker, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `phone=${'7'.repeat(70 * 1024)}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: Code.payloadTooLarge, message: 'The request is too large' });
  });

  it('a body of a type the API does not take', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/tapi/credit-user/send-sms-code',
      headers: { ...marker, 'content-type': 'text/plain' },
      payload: 'phone=0712345678',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe(Code.unsupportedMediaType);
  });

  it('a field of the wrong type', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/tapi/credit-user/send-sms-code',
      headers: { ...marker, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'phone=0712345678&phone=0712345679',
    });
    expect(response.json()).toEqual({
      code: Code.badRequest,
      message: 'phone: Enter a Tanzanian mobile number, such as 0712345678',
    });
  });

  it('a common param of the wrong shape', async () => {
    const { body } = await post(app, '/v3/home/index', {}, { sessionId: 'x'.repeat(300) });
    expect(body.code).toBe(Code.badRequest);
    expect(body.message).toMatch(/^sessionId: /);
  });

  it('an unexpected failure answers 500 with a plain message and no internals', async () => {
    const response = await app.inject({ method: 'POST', url: '/tapi/test/explode', headers: marker });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: Code.internal,
      message: 'Something went wrong. Please try again',
    });
    expect(response.body).not.toContain('secret');
  });
});

describe('every response', () => {
  it('carries the security headers and a request id', async () => {
    const session = await login(app, '0714000001');
    const { headers } = await post(app, '/v3/home/index', {}, session);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('carries them on refusals and unknown paths too', async () => {
    for (const response of [
      await app.inject({ method: 'POST', url: '/tapi/v3/home/index' }),
      await app.inject({ method: 'GET', url: '/tapi/v3/no-such-call' }),
    ]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('accepts every common param of PRODUCT.md §2 and ignores unknown ones', async () => {
    const session = await login(app, '0714000002');
    const common = {
      ...session,
      deviceId: 'dev-1',
      merchantNumber: 'TZ001',
      clientType: 'android',
      appVersion: '1.0.0',
      appName: 'demo',
      channel: 'store',
      osVersion: '14',
      packageId: 'tz.demo',
      productId: '1',
      position: '2',
      source: 'confirmUrl',
      from: 'confirm',
      building: 'b',
      somethingElse: 'x',
    };
    expect((await post(app, '/v3/home/index', {}, common)).body.code).toBe(0);
  });
});

describe('logs', () => {
  it('never write the session token', async () => {
    const { app: logged, lines } = await createLoggedTestApp('info');
    try {
      const session = await login(logged, '0714000003');
      await post(logged, '/v3/home/index', {}, session);
      const text = lines.join('');
      expect(text).toContain('sessionId=[redacted]');
      expect(text).not.toContain(session.sessionId);
    } finally {
      await logged.close();
    }
  });
});

describe('web pages', () => {
  const root = mkdtempSync(join(tmpdir(), 'web-'));
  const dist = join(root, 'dist');
  mkdirSync(dist);
  const meta = '<meta name="app-features" content="dev,host">';
  const rootElement = '<div id="root"><div class="boot" aria-busy="true"></div></div>';
  writeFileSync(
    join(dist, 'index.html'),
    `<html lang="en"><head>${meta}<title>Loan</title><script type="module" src="/assets/app-abc123.js"></script></head><body>${rootElement}</body></html>`,
  );
  writeFileSync(join(dist, 'host.html'), `<html><head>${meta}</head><body>host</body></html>`);
  mkdirSync(join(dist, 'h5'));
  writeFileSync(join(dist, 'h5/index.html'), '<html lang="en"><head></head><body>channel app</body></html>');
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets/app-abc123.js'), script);
  writeFileSync(join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets/start-3.css'), '.start{}');
  writeFileSync(join(dist, 'assets/details-1.css'), '.details{}');
  writeFileSync(join(dist, 'assets/shared-2.css'), '.shared{}');
  writeFileSync(join(dist, 'assets/hostile-4.css'), '.x{}</style><b>');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app-abc123.js', imports: [], dynamicImports: ['_start-3.js'] },
      '_start-3.js': { file: 'assets/start-3.js', imports: ['_shared-2.js'], css: ['assets/start-3.css'] },
      'src/features/loan/details/loan-details-page.tsx': {
        file: 'assets/details-1.js',
        imports: ['_shared-2.js', 'index.html'],
        css: ['assets/details-1.css', 'assets/hostile-4.css'],
      },
      '_shared-2.js': { file: 'assets/shared-2.js', css: ['assets/shared-2.css'] },
      'src/features/evil-page.tsx': { file: 'https://evil.example/x.js', css: ['assets/"><script>.css'] },
    }),
  );
  // A stand-in for the web app's server-rendering bundle: what a screen would render, and its data
  // with strings a page must not let out of their place.
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(
    join(root, 'dist-ssr/render-page.js'),
    `export const renderPage = async ({ url, http, features, language }) => {
      const path = url.split('?')[0];
      if (path === '/test' && features.includes('dev')) return { status: 200, html: '<h1>Developer test page</h1>', boot: null, module: null, title: null };
      if (path === '/broken') throw new Error('secret render failure');
      const modules = { '/squidChive': 'src/features/loan/details/loan-details-page.tsx', '/evil': 'src/features/evil-page.tsx' };
      if (!(path in modules)) return { status: 404, html: '<h1>Not here</h1>', boot: null, module: null, title: null };
      const answer = await http.get('/health', {});
      const hostile = '</script><script>alert(1)</script><!-- ]]> \u2028';
      return { status: 200, html: '<h1>Rendered ' + path + ' in ' + language + '</h1>', boot: { answer, hostile }, module: modules[path], title: 'Loan Details', language };
    };
    export const catalogFor = async (language) => ({ hello: language === 'sw' ? 'Habari </script>' : 'Hello' });`,
  );
  afterAll(() => rmSync(root, { recursive: true, force: true }));

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
      expect(mock.body).toContain(rootElement);
      expect(mock.body).not.toContain('id="boot"');
    }));

  it('a screen that fails to render on the server still gets the page, never an error', () =>
    withApp({}, async (pages) => {
      const response = await pages.inject({ method: 'GET', url: '/broken' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(rootElement);
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
      expect(response.rawPayload.length).toBeLessThan(script.length / 4);
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
      for (const url of ['/h5/', '/h5', '/h5/?sessionId=s&language=sw', '/h5/borrowDetail?orderId=1']) {
        const page = await pages.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body).toContain('channel app');
        expect(page.headers['cache-control']).toBe('no-store');
      }
      // The texts come with the page as data, in the language asked for before the '#'.
      const sw = await pages.inject({ method: 'GET', url: '/h5/?language=sw' });
      expect(JSON.parse(bootOf(sw.body))).toEqual({ language: 'sw', catalog: { hello: 'Habari </script>' } });
      expect(sw.body).toContain('<html lang="sw">');
      const en = await pages.inject({ method: 'GET', url: '/h5/', headers: { 'accept-language': 'en' } });
      expect(JSON.parse(bootOf(en.body))).toEqual({ language: 'en', catalog: { hello: 'Hello' } });
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
});
