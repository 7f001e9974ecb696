import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { PRODUCTION_ENV, TEST_SYSTEM_ENV } from './test/test-app.ts';

describe('config', () => {
  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ENABLE_HOST: 'yes' })).toThrow(
      /Invalid environment:\n {2}PORT: .*\n {2}DATABASE_URL: .*\n {2}ENABLE_HOST: /,
    );
  });

  it('runs in demo mode on 127.0.0.1:8080 with ./data by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ mode: 'demo', port: 8080, host: '127.0.0.1', databaseUrl: undefined });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.features).toEqual({ host: true, devPages: true, devApi: true });
  });

  it('leases an outbox row 30 s unless OUTBOX_LEASE_SECONDS says otherwise', () => {
    expect(loadConfig({}).outboxLeaseSeconds).toBe(30);
    expect(loadConfig({ OUTBOX_LEASE_SECONDS: '3' }).outboxLeaseSeconds).toBe(3);
    expect(() => loadConfig({ OUTBOX_LEASE_SECONDS: '0' })).toThrow(/OUTBOX_LEASE_SECONDS/);
  });

  it('looks for reminders every 5 minutes (never under test), with the collection notice 14 days before day 30', () => {
    expect(loadConfig({}).reminders).toEqual({
      intervalMs: 300_000,
      collection: { afterDays: 30, noticeDays: 14 },
    });
    expect(loadConfig({ NODE_ENV: 'test' }).reminders.intervalMs).toBeNull();
    expect(loadConfig({ REMINDERS_EVERY_SECONDS: 'off' }).reminders.intervalMs).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', REMINDERS_EVERY_SECONDS: '60' }).reminders.intervalMs).toBe(60_000);
    expect(
      loadConfig({ COLLECTION_AFTER_DAYS_OVERDUE: '60', COLLECTION_NOTICE_DAYS: '30' }).reminders.collection,
    ).toEqual({ afterDays: 60, noticeDays: 30 });
    // The notice must come after the day-after reminder.
    expect(() => loadConfig({ COLLECTION_AFTER_DAYS_OVERDUE: '10', COLLECTION_NOTICE_DAYS: '9' })).toThrow(
      /COLLECTION_NOTICE_DAYS/,
    );
    expect(() => loadConfig({ REMINDERS_EVERY_SECONDS: '1' })).toThrow(/REMINDERS_EVERY_SECONDS/);
  });

  it('runs one API process unless SERVER_PROCESSES asks for more, which needs PostgreSQL', () => {
    const pg = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' };
    expect(loadConfig({}).processes).toBe(1);
    expect(loadConfig({ ...pg, SERVER_PROCESSES: '3' }).processes).toBe(3);
    expect(loadConfig({ ...pg, SERVER_PROCESSES: 'auto' }).processes).toBe(availableParallelism());
    // 'auto' on PGlite: the one process the embedded database allows.
    expect(loadConfig({ SERVER_PROCESSES: 'auto' }).processes).toBe(1);
    expect(() => loadConfig({ SERVER_PROCESSES: '2' })).toThrow(
      /SERVER_PROCESSES: more than 1 needs DATABASE_URL/,
    );
    expect(() => loadConfig({ ...pg, SERVER_PROCESSES: '0' })).toThrow(/SERVER_PROCESSES/);
  });

  it('turns the demo features off in production unless switched on one by one', () => {
    expect(loadConfig(TEST_SYSTEM_ENV).features).toEqual({
      host: false,
      devPages: false,
      devApi: false,
    });
    expect(loadConfig({ ...TEST_SYSTEM_ENV, ENABLE_DEV_API: '1' }).features.devApi).toBe(true);
  });

  it('serves the API reference in demo mode; production only with ENABLE_API_DOCS=1', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig(TEST_SYSTEM_ENV).apiDocs).toBe(false);
    expect(loadConfig({ ...TEST_SYSTEM_ENV, ENABLE_API_DOCS: '1' }).apiDocs).toBe(true);
  });

  describe('production mode (PRODUCT.md §17)', () => {
    const problemsOf = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as Error).message
          .split('\n')
          .slice(1)
          .map((line) => line.trim());
      }
    };

    it('refuses to start, listing every problem at once: providers, lender settings, secrets', () => {
      const problems = problemsOf({ NODE_ENV: 'production', PORT: 'eighty' });
      expect(problems[0]).toMatch(/^PORT: /);
      const names = problems.map((line) => line.split(':')[0]);
      expect(names).toEqual([
        'PORT',
        'SMS_PROVIDER',
        'MOBILE_MONEY_PROVIDER',
        'LENDER_NAME',
        'LENDER_LICENCE',
        'LENDER_ADDRESS',
        'LENDER_TELEPHONE',
        'LENDER_EMAIL',
      ]);
      expect(problems.join('\n')).toMatch(/SMS gateway.*PROVIDERS=sandbox/);
    });

    it('refuses the demo lender, weak secrets, the demo policy and the sandbox pages without PROVIDERS=sandbox', () => {
      const problems = problemsOf({
        ...PRODUCTION_ENV,
        PROVIDERS: undefined,
        LENDER_NAME: 'Sandbox Lender Ltd (demo)',
        OPS_TOKEN: 'changeme-changeme-changeme-changeme',
        PAYMENT_SECRET: '0000000000000000000000000000000000',
        AUTO_APPROVE_AFTER_SECONDS: '60',
        AUTO_PAYOUT_AFTER_SECONDS: 'off',
        ENABLE_DEV_API: '1',
        ENABLE_HOST: '1',
      });
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^LENDER_NAME: is the demo's value/),
          expect.stringMatching(/^OPS_TOKEN: is no longer read: staff sign in at \/staff/),
          expect.stringMatching(/^PAYMENT_SECRET: is weak/),
          expect.stringMatching(/^AUTO_APPROVE_AFTER_SECONDS: /),
          expect.stringMatching(/^ENABLE_DEV_API: /),
          expect.stringMatching(/^ENABLE_HOST: /),
        ]),
      );
      expect(problems.some((line) => line.startsWith('AUTO_PAYOUT_AFTER_SECONDS'))).toBe(false);
    });

    it("goes live on Africa's Talking and AzamPay, each refused without its account's settings", () => {
      const live = {
        ...PRODUCTION_ENV,
        PROVIDERS: undefined,
        SMS_PROVIDER: 'africastalking',
        AT_USERNAME: 'mfano',
        AT_API_KEY: 'atsk_0123456789abcdef',
        MOBILE_MONEY_PROVIDER: 'azampay',
        AZAMPAY_APP_NAME: 'mfano',
        AZAMPAY_CLIENT_ID: 'client-id',
        AZAMPAY_CLIENT_SECRET: 'client-secret-0123456789',
        AZAMPAY_PAYOUT_NAME: 'Mfano Finance Ltd',
        AZAMPAY_PAYOUT_BANK: 'CRDB',
        AZAMPAY_PAYOUT_ACCOUNT: '0150000000000',
      };
      const config = loadConfig(live);
      expect(config.providers).toMatchObject({ sms: 'africastalking', mobileMoney: 'azampay', cards: null });
      expect(config.testSystem).toBe(false);
      expect(config.africasTalking).toMatchObject({ username: 'mfano' });
      expect(config.azamPay).toMatchObject({ env: 'sandbox', appName: 'mfano' });
      const problems = problemsOf({ ...live, AT_API_KEY: undefined, AZAMPAY_CLIENT_SECRET: undefined });
      expect(problems.map((line) => line.split(':')[0])).toEqual(['AT_API_KEY', 'AZAMPAY_CLIENT_SECRET']);
      // Without the lender's payout account every payout would be refused: refused at start instead.
      const noPayoutAccount = problemsOf({
        ...live,
        AZAMPAY_PAYOUT_BANK: undefined,
        AZAMPAY_PAYOUT_ACCOUNT: undefined,
      });
      expect(noPayoutAccount.map((line) => line.split(':')[0])).toEqual([
        'AZAMPAY_PAYOUT_BANK',
        'AZAMPAY_PAYOUT_ACCOUNT',
      ]);
      // The secrets are never part of a refusal.
      expect(problemsOf({ ...live, MOBILE_MONEY_PROVIDER: 'sandbox' }).join('\n')).not.toContain('atsk_');
      expect(problemsOf({ ...live, MOBILE_MONEY_PROVIDER: 'sandbox' })).toEqual([
        expect.stringMatching(/^MOBILE_MONEY_PROVIDER: the sandbox moves nothing/),
      ]);
    });

    it('runs a test system on the sandbox providers only when PROVIDERS=sandbox says so', () => {
      const config = loadConfig(TEST_SYSTEM_ENV);
      expect(config).toMatchObject({ mode: 'production', testSystem: true });
      expect(config.providers).toEqual({
        sms: 'sandbox',
        payments: 'sandbox',
        payout: 'sandbox',
        cards: 'sandbox',
        mobileMoney: 'sandbox',
      });
      expect(config.lender.name).toBe('Mfano Finance Ltd');
      expect(loadConfig({}).testSystem).toBe(false);
    });

    it('approves and pays out by itself only in demo mode, unless a setting says so', () => {
      expect(loadConfig({}).lifecycle).toEqual({ autoApproveAfterMs: 60_000, autoPayoutAfterMs: 30_000 });
      expect(loadConfig(TEST_SYSTEM_ENV).lifecycle).toEqual({
        autoApproveAfterMs: null,
        autoPayoutAfterMs: null,
      });
      expect(
        loadConfig({ ...TEST_SYSTEM_ENV, AUTO_APPROVE_AFTER_SECONDS: '5' }).lifecycle.autoApproveAfterMs,
      ).toBe(5000);
    });
  });
});
