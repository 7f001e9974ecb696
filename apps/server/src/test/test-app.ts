import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { ASYNC_MARKER_HEADER, ASYNC_MARKER_VALUE } from '@tz-loan/contract/platform/constants';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { seedDemoData } from '../db/seed.ts';
import type { ProvidedTemplates } from './provided.ts';
import { giveStaffToken } from './staff.ts';

/** Which database this run of the suite uses: the vitest project sets TEST_DB. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A database of its own for one test file: created on the server, dropped on close. */
const openScratchPostgres = async (
  onIdleError: (error: Error) => void = () => {},
): Promise<Database & { url: string }> => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // A copy of the run's migrated template (database-template.ts), when there is one.
  const template = inject('postgresTemplate' satisfies ProvidedTemplates);
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const scratchUrl = new URL(url);
  scratchUrl.pathname = `/${name}`;
  // The scratch database is dropped at the end, taking its idle connections with it.
  const database = await openPostgres(scratchUrl.toString(), { poolSize: 60, onIdleError });
  return {
    ...database,
    url: scratchUrl.toString(),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
};

// Every test file logs many borrowers in from one address: the limits per client are set far away
// (the code that counts still runs); their own tests set them low.
const UNTHROTTLED = {
  SMS_LIMIT_PER_ADDRESS: '100000',
  SMS_LIMIT_PER_DEVICE: '100000',
  LOGIN_LIMIT_PER_ADDRESS: '100000',
  LOGIN_LIMIT_PER_DEVICE: '100000',
  // Tests fire many concurrent requests at PGlite on purpose; the busy gate has its own test.
  PGLITE_MAX_QUEUED: '100000',
};

/** What production mode needs to start (PRODUCT.md §17): the lender's details. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  LENDER_NAME: 'Mfano Finance Ltd',
  LENDER_LICENCE: 'TIER2-MF-00123',
  LENDER_ADDRESS: 'Plot 12, Samora Avenue, Dar es Salaam',
  LENDER_TELEPHONE: '+255 22 211 0000',
  LENDER_EMAIL: 'care@mfano.co.tz',
} as const;

/** Production on the sandbox providers: a test system (PROVIDERS=sandbox). */
export const TEST_SYSTEM_ENV = { ...PRODUCTION_ENV, PROVIDERS: 'sandbox' } as const;

export const testConfig = (env: NodeJS.ProcessEnv = {}): Config =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...UNTHROTTLED, ...env });

let pgliteTemplate: Blob | undefined;
/** An in-memory PGlite started from the run's migrated template (database-template.ts), when there is one. */
const openMemoryPglite = () => {
  const file = inject('pgliteTemplate' satisfies ProvidedTemplates);
  if (file && !pgliteTemplate) pgliteTemplate = new Blob([readFileSync(file)]);
  return openPglite('memory://', pgliteTemplate);
};

export const openTestDatabase = (onIdleError?: (error: Error) => void) =>
  testDbKind === 'postgres' ? openScratchPostgres(onIdleError) : openMemoryPglite();

export const createTestApp = async (env: NodeJS.ProcessEnv = {}, extend?: (app: FastifyInstance) => void) => {
  // Read first: a configuration refused leaves no scratch database behind.
  const config = testConfig(env);
  const database = await openTestDatabase();
  await seedDemoData(database.db);
  const app = await buildApp(config, database).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  extend?.(app);
  await app.ready();
  await giveStaffToken(app, env);
  return app;
};

/**
 * Two apps on one database, as two API processes sharing PostgreSQL: each with its own connection pool
 * there. On PGlite (one connection) both share the one database. Close `close()` once for both.
 */
export const createTwinTestApps = async (env: NodeJS.ProcessEnv = {}) => {
  const config = testConfig(env);
  let database: Database;
  let other: Database;
  if (testDbKind === 'postgres') {
    const scratch = await openScratchPostgres();
    database = scratch;
    other = await openPostgres(scratch.url, { poolSize: 30, onIdleError: () => {} });
  } else {
    database = await openMemoryPglite();
    other = { ...database, close: async () => {} };
  }
  await seedDemoData(database.db);
  const first = await buildApp(config, database);
  const second = await buildApp(config, other);
  await Promise.all([first.ready(), second.ready()]);
  await giveStaffToken(first, env);
  // The second closes its own pool first; the first then closes (and drops) the database.
  const close = async () => {
    await second.close();
    await first.close();
  };
  return { first, second, close };
};

/** An app whose log lines (at `logLevel`) are kept in `lines`, to check what the logs say. */
export const createLoggedTestApp = async (logLevel: Config['logLevel'], env: NodeJS.ProcessEnv = {}) => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const database = await openTestDatabase();
  await seedDemoData(database.db);
  const app = await buildApp({ ...testConfig(env), logLevel }, database, { log: { stream } });
  await app.ready();
  await giveStaffToken(app, env);
  return { app, lines };
};

type Params = Record<string, string | number | undefined>;
const query = (params: Params = {}) => {
  const entries = Object.entries(params).filter((e): e is [string, string | number] => e[1] !== undefined);
  return entries.length
    ? `?${new URLSearchParams(entries.map(([k, v]): [string, string] => [k, String(v)]))}`
    : '';
};

/** Calls the API the way the web app does: form body, marker header, common params in the query. */
export const post = async (app: FastifyInstance, path: string, body: Params = {}, common: Params = {}) => {
  const response = await app.inject({
    method: 'POST',
    url: `/tapi${path}${query(common)}`,
    headers: {
      [ASYNC_MARKER_HEADER]: ASYNC_MARKER_VALUE,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(
      Object.entries(body).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
    ).toString(),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

export const get = async (app: FastifyInstance, path: string, params: Params = {}) => {
  const response = await app.inject({ method: 'GET', url: `/tapi${path}${query(params)}` });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

export const latestSmsCode = async (app: FastifyInstance, phone: string) => {
  const { body } = await get(app, '/dev/sms-outbox', { phone });
  return body.data.messages[0]?.code as string;
};

/**
 * How long a test waits for an SMS a call asked for. The outbox sends it just after that call, or at
 * its worker's next pass when that pass claimed the row first: the wait ends as soon as it is there.
 */
export const SMS_WAIT = { timeout: 5_000, interval: 50 };

/** Logs a phone in through the sandbox SMS, as the native host does. */
export const login = async (app: FastifyInstance, phone: string) => {
  const sent = await post(app, '/credit-user/send-sms-code', { phone });
  if (sent.body.code !== 0) throw new Error(`send-sms-code: ${sent.body.message}`);
  // Sent at once unless a worker's pass (this app's or a twin's) claimed the row first: then it follows.
  let code = await latestSmsCode(app, phone);
  for (let tries = 0; !code && tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    code = await latestSmsCode(app, phone);
  }
  const { body } = await post(app, '/credit-user/sms-login', { phone, code, deviceId: 'test-device' });
  if (body.code !== 0) throw new Error(`sms-login: ${body.message}`);
  return body.data as { userId: string; sessionId: string; mobilePhone: string };
};
