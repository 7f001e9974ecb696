import { describe, expect } from 'vitest';
import { runOps } from './support/api.ts';
import { e2e as it } from './support/fixture.ts';
import type { RunningServer } from './support/server.ts';
import { firstAdmin } from './support/staff.ts';

// PRODUCT.md §17 on the built server, as a lender starts it: production refuses what it must, and a
// test system (PROVIDERS=sandbox) runs the sandboxes, says so, and serves nothing of the demo.

const LENDER = {
  LENDER_NAME: 'Mfano Finance Ltd',
  LENDER_LICENCE: 'TIER2-MF-00123',
  LENDER_ADDRESS: 'Plot 12, Samora Avenue, Dar es Salaam',
  LENDER_TELEPHONE: '+255 22 211 0000',
  LENDER_EMAIL: 'care@mfano.co.tz',
};

// The file's server is a test system in production mode.
it.override({
  serverOptions: { env: { NODE_ENV: 'production', PROVIDERS: 'sandbox', ...LENDER } },
});

describe('production mode', () => {
  it('refuses to start without its providers, lender settings and secrets, listing them all', ({
    startServerToExit,
  }) => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: '/nonexistent',
    };
    for (const name of Object.keys(env))
      if (/^(LENDER_|OPS_|PROVIDERS|SMS_PROVIDER|MOBILE_MONEY_PROVIDER|DATABASE_URL)/.test(name))
        delete env[name];
    const started = startServerToExit(env);
    expect(started.status).toBe(1);
    const refusal = started.stderr;
    for (const name of [
      'SMS_PROVIDER',
      'MOBILE_MONEY_PROVIDER',
      'LENDER_NAME',
      'LENDER_LICENCE',
      'LENDER_ADDRESS',
      'LENDER_TELEPHONE',
      'LENDER_EMAIL',
    ]) {
      expect(refusal).toContain(`  ${name}: `);
    }
    expect(refusal).not.toMatch(/\n\s+at /);
  });

  describe('as a test system (PROVIDERS=sandbox)', () => {
    let server: RunningServer;
    it.beforeAll(({ server: started }) => {
      server = started;
    });

    const get = (path: string) => fetch(`${server.baseUrl}${path}`);

    it("says 'no real money' on the borrower app, the channel app and the site, and in /tapi/health", async () => {
      for (const path of ['/squidChive', '/h5/', '/', '/sauceEleph?language=sw']) {
        const html = await (await get(path)).text();
        expect(html, path).toMatch(
          /<p role="note" data-test-system[^>]*>(Test system: no real money|Mfumo wa majaribio: hakuna pesa halisi)</,
        );
      }
      const health = await (await get('/tapi/health')).json();
      expect(health.data).toMatchObject({ mode: 'production', testSystem: true });
    });

    it('serves nothing of the demo: no host, developer pages, dev API or API reference', async () => {
      expect((await get('/host')).status).toBe(404);
      expect((await get('/tapi/dev/sms-outbox?phone=0712345678')).status).toBe(404);
      expect((await get('/tapi/dev/screens')).status).toBe(404);
      expect((await get('/tapi/docs/json')).status).toBe(404);
      const test = await get('/test');
      expect(test.status).toBe(404);
      expect(await test.text()).not.toMatch(/Developer test page/);
    });

    it('has no demo products: staff add them with the command line, within the bounds', async () => {
      const staff = { STAFF_TOKEN: (await firstAdmin(server)).token };
      expect((await runOps(server, ['products'], staff)).output).toContain('No products yet');
      const terms = [
        '--amount-min',
        '40000000',
        '--amount-max',
        '60000000',
        '--days',
        '91',
        '--instalments',
        '1',
      ];
      const tooDear = await runOps(
        server,
        ['product', 'add', '--name', 'Haraka', ...terms, '--interest-bp', '1500', '--fee-bp', '0'],
        staff,
      );
      expect(tooDear.code).not.toBe(0);
      expect(tooDear.output).toMatch(/APR would be 14,99%/);
      const added = await runOps(
        server,
        ['product', 'add', '--name', 'Haraka', ...terms, '--interest-bp', '1000', '--fee-bp', '50'],
        staff,
      );
      expect(added.code, added.output).toBe(0);
      expect(added.output).toMatch(/product 1 added/);
      expect((await runOps(server, ['products'], staff)).output).toMatch(
        /Haraka\s+400\.000,00 TZS – 600\.000,00 TZS/,
      );
    });
  });
});
