import type { Call } from '@tz-loan/contract/platform/call';
import { API_BASE } from '@tz-loan/contract/platform/constants';
import * as cardStore from '@tz-loan/contract/repayment/card-store';
import { USSD_DEFAULT_PATH } from '@tz-loan/contract/ussd/paths';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type Providers } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openTestDatabase, TEST_SYSTEM_ENV, testConfig } from '../test/test-app.ts';
import { STAND_IN_SCREENS, writeWebBuild } from '../test/web-build.ts';

// PRODUCT.md §17: production serves nothing of the sandbox. The walk builds the demo app and a
// production app with real providers (test doubles standing where AzamPay and Africa's Talking go),
// collects both route tables, and asks production for every route only the demo has. Each app is
// built on a web build, so that its page routes (one GET per screen it serves) are walked too.

type Route = { method: string; url: string };
type SeenRoute = { method: string | string[]; url: string };

const CARD_STORE_PATHS = new Set(
  (Object.values(cardStore) as unknown[])
    .filter((value) => typeof value === 'object' && value !== null && 'path' in value && 'method' in value)
    .map((call) => `${API_BASE}${(call as Call).path}`),
);

const DEV_SCREENS = STAND_IN_SCREENS.filter(({ group }) => group === 'dev').map(({ path }) => path);

/**
 * What only a demo or a test system may serve: the sandbox provider's pages, the dev API, the host,
 * the developer screens.
 */
const SANDBOX_OR_DEV = [
  /^\/sandbox\//,
  /^\/tapi\/dev\//,
  /^\/host$/,
  /^\/tapi\/ops\/pay-codes\//,
  /^\/tapi\/notify\/sandbox/,
  // The reference is off in production unless ENABLE_API_DOCS=1 (not the sandbox, but not served).
  /^\/tapi\/docs/,
  ...DEV_SCREENS.map((path) => new RegExp(`^${path}$`)),
];
const isSandboxOrDev = (url: string) => SANDBOX_OR_DEV.some((pattern) => pattern.test(url));

/** Providers that are not the sandbox: each records nothing and registers no route (photos stay in the data folder). */
const realProviders = (): Omit<Providers, 'storage'> => ({
  sms: { name: 'africastalking', send: async () => ({ outcome: 'retry', reason: 'not in this test' }) },
  mobileMoney: {
    name: 'azampay',
    push: async () => ({ outcome: 'unsure', reason: 'not in this test' }),
    bankCheckout: null,
    disburse: async () => ({ outcome: 'unsure', reason: 'not in this test' }),
    nameLookup: async () => ({ found: 'unknown', reason: 'not in this test' }),
    status: async () => ({ state: 'unreachable', reason: 'not in this test' }),
    readCallback: async () => ({ verified: false, reason: 'not in this test', httpStatus: 401 }),
  },
  payments: {
    open: async () => ({ payCode: '000000000', payUrl: '' }),
    cancel: async () => {},
    verify: () => false,
  },
  payout: { send: async () => ({ ok: false, reason: 'not in this test' }) },
  cards: null,
});

const routesOf = async (build: (onRoute: (route: SeenRoute) => void) => Promise<FastifyInstance>) => {
  const routes: Route[] = [];
  const app = await build(({ method, url }) => {
    for (const m of [method].flat()) if (m !== 'HEAD') routes.push({ method: m, url });
  });
  await app.ready();
  return { app, routes };
};

const key = (route: Route) => `${route.method} ${route.url}`;
/** A path the router matches for a route: each parameter filled in. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');

let demo: { app: FastifyInstance; routes: Route[] };
let production: { app: FastifyInstance; routes: Route[] };
let testSystem: { app: FastifyInstance; routes: Route[] };
const web = writeWebBuild();

beforeAll(async () => {
  const WEB_DIST = web.dist;
  demo = await routesOf(async (onRoute) =>
    buildApp(testConfig({ WEB_DIST }), await openTestDatabase(), {
      onRoute,
    }),
  );
  // What the settings of a real provider give: production, no sandbox chosen for any kind.
  const real = {
    ...loadConfig({ ...TEST_SYSTEM_ENV, LOG_LEVEL: 'silent', WEB_DIST }),
    testSystem: false,
    providers: { sms: null, payments: null, payout: null, cards: null, mobileMoney: null },
  };
  production = await routesOf(async (onRoute) =>
    buildApp(real, await openTestDatabase(), { onRoute, providers: realProviders() }),
  );
  testSystem = await routesOf(async (onRoute) =>
    buildApp(testConfig({ ...TEST_SYSTEM_ENV, WEB_DIST }), await openTestDatabase(), { onRoute }),
  );
});
afterAll(async () => {
  await Promise.all([demo?.app.close(), production?.app.close(), testSystem?.app.close()]);
  web.remove();
});

describe('production mode serves nothing of the sandbox', () => {
  it('registers no sandbox, dev or host route, and every other demo route', () => {
    const served = new Set(production.routes.map(key));
    expect(production.routes.filter((route) => isSandboxOrDev(route.url)).map(key)).toEqual([]);
    const demoOnly = demo.routes.filter((route) => !served.has(key(route)));
    // The card store goes with the sandbox card processor: production has no card processor here. The
    // USSD callback is off in production until ENABLE_USSD=1 (with its secret, docs/ussd.md).
    const expectedGone = (route: Route) =>
      isSandboxOrDev(route.url) || CARD_STORE_PATHS.has(route.url) || route.url === USSD_DEFAULT_PATH;
    expect(demoOnly.filter((route) => !expectedGone(route)).map(key)).toEqual([]);
    expect(demoOnly.length).toBeGreaterThan(5);
    console.log(
      'WALK',
      demo.routes.length,
      production.routes.length,
      testSystem.routes.length,
      JSON.stringify(demoOnly.map(key)),
    );
    // The counts grew when pages got routes of their own (the not-found handler answered them all) and
    // the walk a web build (its static files' `/*`): 90, 72 and 80 routes became 96, 77 and 85, one GET
    // per screen each app serves, the developer screen in the demo alone.
    const pages = (routes: Route[]) =>
      routes.filter(({ url }) => STAND_IN_SCREENS.some(({ path }) => path === url)).map(key);
    expect(pages(demo.routes)).toHaveLength(pages(production.routes).length + DEV_SCREENS.length);
    expect(pages(production.routes)).toEqual(pages(testSystem.routes));
    expect(production.routes.length).toBeGreaterThan(60 + pages(production.routes).length);
  });

  it('answers 404 for every route only the demo has, whatever the method', async () => {
    const served = new Set(production.routes.map(key));
    const demoOnly = demo.routes.filter((route) => !served.has(key(route)));
    for (const route of demoOnly) {
      const response = await production.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      });
      expect(response.statusCode, key(route)).toBe(404);
    }
  });

  it('asks for the sandbox pay page and the login-code outbox in vain', async () => {
    for (const url of [
      '/sandbox/pay/abc',
      '/tapi/dev/sms-outbox?phone=0712345678',
      '/host',
      '/tapi/docs/json',
    ]) {
      expect((await production.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('a test system (PROVIDERS=sandbox) runs the sandboxes but no dev route, and says so', async () => {
    const urls = testSystem.routes.map((route) => route.url);
    expect(urls.some((url) => url.startsWith('/sandbox/pay'))).toBe(true);
    expect(urls.filter((url) => /^\/tapi\/dev\/|^\/host$/.test(url) || DEV_SCREENS.includes(url))).toEqual(
      [],
    );
    const health = await testSystem.app.inject({ method: 'GET', url: '/tapi/health' });
    expect(health.json()).toMatchObject({
      message: 'Test system: no real money',
      data: { mode: 'production', testSystem: true },
    });
    const real = await production.app.inject({ method: 'GET', url: '/tapi/health' });
    expect(real.json()).toMatchObject({ data: { mode: 'production', testSystem: false } });
  });
});
