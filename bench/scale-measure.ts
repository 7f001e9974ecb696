// Issue 30's measurement on filled scale fixtures (bench/scale.ts): the built server on each database in
// turn, with its background loops running, and the p99 of the hot calls at 50 connections for a
// borrower and staff inside the fixture; then what one pass of each loop costs the database there.
// Usage: npx tsx bench/scale-measure.ts [--rounds 2] [--seconds 10] [--reminders-every 30|off] postgres://…/scale1k postgres://…/scale1m
import autocannon from 'autocannon';
import { opsTokenPath, readOpsTokenFile } from '../apps/server/src/shared/ops-token-file.ts';
import { type RunningServer, startServer } from '../e2e/support/server.ts';
import { type Call, callsFor, targetIn } from './scale-calls.ts';
import { loopCosts } from './scale-loops.ts';

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const rounds = option('rounds', 2);
const seconds = option('seconds', 10);
// 'off' shows what the reminder scheduler's passes cost the calls (bench/README.md, 2026-11-27).
const remindersAt = process.argv.indexOf('--reminders-every');
const remindersEvery = remindersAt >= 0 ? (process.argv[remindersAt + 1] ?? '30') : '30';
const urls = process.argv.slice(2).filter((arg) => arg.startsWith('postgres'));
if (urls.length === 0)
  throw new Error('name the filled databases: postgres://…/scale1k postgres://…/scale1m');

/** The call answers code 0 (or a page) before it is loaded: a p99 of refusals would measure nothing. */
/** The call as the app's client sends it: method, headers and body. */
const requestOf = (call: Call) => ({
  method: call.method,
  headers: {
    'x-requested-with': 'XMLHttpRequest',
    'content-type': 'application/x-www-form-urlencoded',
    ...call.headers,
  },
  ...(call.body === undefined ? {} : { body: call.body }),
});

const checkAnswers = async (server: RunningServer, call: Call) => {
  const response = await fetch(`${server.baseUrl}${call.path}`, requestOf(call));
  const text = await response.text();
  const ok =
    response.status === 200 && (call.path.startsWith('/squidChive') || Number(JSON.parse(text).code) === 0);
  if (!ok) throw new Error(`${call.name}: ${response.status} ${text.slice(0, 300)}`);
};

const load = (server: RunningServer, call: Call, duration: number) =>
  autocannon({
    url: `${server.baseUrl}${call.path}`,
    ...requestOf(call),
    connections: 50,
    duration,
  });

const measureOn = async (url: string) => {
  const target = await targetIn(url);
  const server = await startServer({
    databaseUrl: url,
    env: {
      CHECK_ANSWERS: '0',
      // The loops run as in production: the demo policy looks every 2 s, but for orders waiting a year,
      // so it moves none of the fixture's (the queue measured stays as filled); the reminders every 30 s,
      // the outbox and the sandbox sender as always.
      AUTO_APPROVE_AFTER_SECONDS: '31536000',
      AUTO_PAYOUT_AFTER_SECONDS: '31536000',
      REMINDERS_EVERY_SECONDS: remindersEvery,
    },
  });
  const p99: Record<string, number> = {};
  try {
    const token = await readOpsTokenFile(opsTokenPath(server.dataDir));
    if (!token) throw new Error('the server wrote no ops token');
    for (const call of callsFor(target, token)) {
      await checkAnswers(server, call);
      // Warms the process and its connections; not counted.
      await load(server, call, 3);
      const result = await load(server, call, seconds);
      if (result.non2xx || result.errors || result.timeouts) {
        throw new Error(
          `${call.name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
        );
      }
      p99[call.name] = result.latency.p99;
      console.log(
        `  ${call.name}: p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s`,
      );
    }
  } finally {
    await server.stop();
  }
  return p99;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const runs = new Map<string, Record<string, number>[]>(urls.map((url) => [url, []]));
for (let round = 1; round <= rounds; round += 1) {
  for (const url of urls) {
    console.log(`round ${round}, ${new URL(url).pathname.slice(1)}:`);
    runs.get(url)?.push(await measureOn(url));
  }
}
console.log(`\nmedian p99 (ms) of ${rounds} run(s), 50 connections, ${seconds} s each:`);
for (const [url, results] of runs) {
  const names = Object.keys(results[0] ?? {});
  const line = names.map((name) => `${name} ${median(results.map((r) => r[name] ?? 0))}`).join(' | ');
  console.log(`  ${new URL(url).pathname.slice(1)}: ${line}`);
}
console.log('\none pass of each background loop (EXPLAIN ANALYZE, buffers = shared hit + read):');
for (const url of urls) {
  for (const cost of await loopCosts(url)) {
    console.log(
      `  ${new URL(url).pathname.slice(1)} ${cost.loop}: ${cost.statements} statements, ${cost.ms.toFixed(3)} ms, ${cost.buffers} buffers`,
    );
  }
}
