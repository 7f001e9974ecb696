// What each hot call costs the database on a filled scale fixture, free of the machine's noise: the
// call made once in this process (the server's own app on that database), every statement it sent run
// again under EXPLAIN (ANALYZE, BUFFERS) in a transaction rolled back. Then one pass of each loop.
// Usage: npx tsx bench/scale-explain.ts postgres://…/scale1k postgres://…/scale1m
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { createStaffAccounts } from '../apps/server/src/modules/staff/accounts/service.ts';
import { captureQueries } from '../apps/server/src/test/query-plans.ts';
import { REPO_ROOT } from '../e2e/support/server.ts';
import { callsFor, targetIn } from './scale-calls.ts';
import { analyze, loopCosts } from './scale-loops.ts';

const STAFF_TOKEN = 'scale-explain-staff-token-0123456789';
const urls = process.argv.slice(2).filter((arg) => arg.startsWith('postgres'));
if (urls.length === 0)
  throw new Error('name the filled databases: postgres://…/scale1k postgres://…/scale1m');

const callCosts = async (url: string) => {
  const target = await targetIn(url);
  const database = await openPostgres(url, { poolSize: 4 });
  // No background loop in this app: what is recorded is the call's alone.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    WEB_DIST: join(REPO_ROOT, 'apps/web/dist'),
    AUTO_APPROVE_AFTER_SECONDS: 'off',
    AUTO_PAYOUT_AFTER_SECONDS: 'off',
    REMINDERS_EVERY_SECONDS: 'off',
  });
  const app = await buildApp(config, database);
  await app.ready();
  await createStaffAccounts(app.db, { issuer: 'scale' }).ensureDemoMember(STAFF_TOKEN);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const name = new URL(url).pathname.slice(1);
  try {
    for (const call of callsFor(target, STAFF_TOKEN)) {
      const capture = captureQueries(name);
      let status = 0;
      try {
        const response = await app.inject({
          method: call.method,
          url: call.path,
          headers: {
            'x-requested-with': 'XMLHttpRequest',
            'content-type': 'application/x-www-form-urlencoded',
            ...call.headers,
          },
          ...(call.body === undefined ? {} : { payload: call.body }),
        });
        status = response.statusCode;
      } finally {
        capture.stop();
      }
      const cost = await analyze(client, capture.sent);
      console.log(
        `  ${name} ${call.name} (${status}): ${cost.statements} statements, ${cost.ms.toFixed(3)} ms, ${cost.buffers} buffers`,
      );
    }
  } finally {
    await client.end();
    await app.close();
  }
};

console.log('each hot call once (EXPLAIN ANALYZE of its statements, buffers = shared hit + read):');
for (const url of urls) await callCosts(url);
console.log('one pass of each background loop:');
for (const url of urls) {
  for (const cost of await loopCosts(url)) {
    console.log(
      `  ${new URL(url).pathname.slice(1)} ${cost.loop}: ${cost.statements} statements, ${cost.ms.toFixed(3)} ms, ${cost.buffers} buffers`,
    );
  }
}
