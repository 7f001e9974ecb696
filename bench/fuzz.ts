// Fuzzes every call of the API (apps/server/src/test/fuzz/): 100,000 hostile requests by
// default, sent to an app built in this process (app.inject, PGlite in memory, or PostgreSQL with
// DATABASE_URL: a database of its own, the fuzz writes to it), or to a running server in demo mode with --url (its demo member's token in DATA_DIR or STAFF_TOKEN;
// its client limits set high, or the fuzz only measures them). Prints the answers
// by status and every 5xx and stack-like answer; exits non-zero when there is one.
// Usage: npx tsx bench/fuzz.ts [--count N] [--seed S] [--url http://127.0.0.1:8080]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/db/seed.ts';
import type { FuzzRequest } from '../apps/server/src/test/fuzz/fuzz-request.ts';
import { makeFuzzWorld, runFuzz } from '../apps/server/src/test/fuzz/run-fuzz.ts';
import { generate, paidOutLoan, REPAY_ENV } from '../apps/server/src/test/repayment-loans.ts';
import { post } from '../apps/server/src/test/test-app.ts';
import {
  type BorrowerSession,
  borrowerCall,
  paidOutLoan as e2ePaidOutLoan,
  runOps,
} from '../e2e/support/api.ts';
import type { RunningServer } from '../e2e/support/server.ts';

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const count = Number(arg('--count') ?? 100_000);
const seed = Number(arg('--seed') ?? 20261122);
const url = arg('--url');
const TOKEN = process.env.STAFF_TOKEN ?? 'fuzz-ops-token-0123456789abcdef';

const started = Date.now();

/** An app built in this process, on PGlite in memory (or PostgreSQL with DATABASE_URL). */
const inProcess = async () => {
  const database = process.env.DATABASE_URL
    ? await openPostgres(process.env.DATABASE_URL)
    : await openPglite('memory://');
  await seedDemoData(database.db);
  const app = await buildApp(
    {
      ...loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        ...REPAY_ENV,
        SMS_RESEND_SECONDS: '0',
        SMS_LIMIT_PER_ADDRESS: '1000000',
        SMS_LIMIT_PER_DEVICE: '1000000',
        LOGIN_LIMIT_PER_ADDRESS: '1000000',
        LOGIN_LIMIT_PER_DEVICE: '1000000',
        PGLITE_MAX_QUEUED: '100000',
      }),
      // Demo mode's own member holds this token, as the data folder's in a started server.
      machineSecret: TOKEN,
    },
    database,
  );
  await app.ready();
  const world = await makeFuzzWorld(
    {
      paidOutLoan: (options) => paidOutLoan(app, options),
      generate: (session, body) => generate(app, session, body),
      submitUtr: (session, orderId, utr) =>
        post(app, '/v3/loan-details/submit-utr', { orderId, utr, isDelay: '0' }, session),
    },
    TOKEN,
  );
  const send = async (request: FuzzRequest) => {
    const response = await app.inject(request);
    return { status: response.statusCode, body: response.body };
  };
  return { world, send, where: database.kind, close: () => app.close() };
};

/**
 * A running server in demo mode (its SMS outbox and ops API), through HTTP. Its client limits
 * (README, settings) must be off or high, or the fuzz only measures them.
 */
const overHttp = async (baseUrl: string) => {
  const server = { baseUrl, dataDir: process.env.DATA_DIR ?? './data' } as RunningServer;
  const token = process.env.STAFF_TOKEN ?? readFileSync(join(server.dataDir, 'ops-token'), 'utf8').trim();
  const world = await makeFuzzWorld(
    {
      paidOutLoan: async ({ productId, daysAgo }) => {
        const loan = await e2ePaidOutLoan(server, String(productId));
        if (daysAgo > 0) await runOps(server, ['shift', loan.orderId, '--days', String(daysAgo)]);
        return { session: loan.session, orderId: Number(loan.orderId) };
      },
      generate: async (session, body) =>
        (await borrowerCall(
          server,
          session as BorrowerSession,
          'POST',
          '/v3/loan-details/generate-vcode-yd',
          {
            isDelay: '0',
            cardNo: '',
            ...body,
          },
        )) as never,
      submitUtr: (session, orderId, utr) =>
        borrowerCall(server, session as BorrowerSession, 'POST', '/v3/loan-details/submit-utr', {
          orderId,
          utr,
          isDelay: '0',
        }),
    },
    token,
  );
  const send = async (request: FuzzRequest) => {
    try {
      const response = await fetch(`${baseUrl}${request.url}`, {
        method: request.method,
        headers: request.headers,
        body: request.payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      return { status: response.status, body: await response.text() };
    } catch (error) {
      // The client could not send it (a URL fetch refuses): not the server's answer.
      return { status: 0, body: String(error) };
    }
  };
  return { world, send, where: baseUrl, close: async () => {} };
};

const target = url ? await overHttp(url) : await inProcess();
try {
  const report = await runFuzz(target.send, target.world, {
    count,
    seed,
    concurrency: 16,
    onProgress: (done) => process.stdout.write(`  ${done} sent\n`),
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`${report.total} requests (seed ${seed}) in ${seconds} s on ${target.where}`);
  console.log(`  by status: ${JSON.stringify(report.byStatus)}`);
  console.log(`  5xx: ${report.serverErrors.length}, stack-like answers: ${report.stacks.length}`);
  for (const failure of [...report.serverErrors, ...report.stacks].slice(0, 20)) {
    console.log(`  ${failure.status} ${failure.request.method} ${failure.request.url.slice(0, 200)}`);
    console.log(`    ${failure.body.slice(0, 200)}`);
  }
  process.exitCode = report.serverErrors.length + report.stacks.length > 0 ? 1 : 0;
} finally {
  await target.close();
}
