// Loads one authenticated server call for 10 s at 50 connections on 127.0.0.1 and prints req/s and
// p99, after 5 s of the same load to warm the server up. PGlite by default; with DATABASE_URL set, the server runs on PostgreSQL.
// Usage: npx tsx bench/api-load.ts [home | user-info | loan-details | loan-details-page]… [--processes]
// (default home). Several scenarios are measured one after another on the same server, e.g.
// `loan-details loan-details-page`: a rendered page beside its API call in one run. `--processes`
// (PostgreSQL) measures the same with 1 and then 2 API processes (SERVER_PROCESSES) in one run.

import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { applyForLoan, bindAccount, borrowerPath, loginBorrower, runOps } from '../e2e/support/api.ts';
import { type RunningServer, startServer, workerPids } from '../e2e/support/server.ts';

const SCENARIOS = ['home', 'user-info', 'loan-details', 'loan-details-page'] as const;
type Scenario = (typeof SCENARIOS)[number];
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
for (const name of named) if (!SCENARIOS.includes(name as Scenario)) throw new Error(`no scenario ${name}`);
const scenarios = (named.length > 0 ? named : ['home']) as Scenario[];
const compareProcesses = process.argv.includes('--processes');
if (compareProcesses && !process.env.DATABASE_URL) throw new Error('--processes needs DATABASE_URL');

// On a machine whose cores the load generator (and anything else) shares, req/s moves with the
// neighbours; the CPU the server's processes spent per answer does not.
const TICKS_PER_MS = 100 / 1000;
const serverCpuMs = (server: RunningServer) =>
  [server.pid, ...workerPids(server)].reduce((sum, pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, the 14th and 15th fields of the line (11th and 12th after the name).
    return sum + (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS;
  }, 0);

const measure = async (processes: number) => {
  // Served as a borrower's phone meets it: answers are not re-checked against the contract.
  const server = await startServer({
    databaseUrl: process.env.DATABASE_URL,
    env: { CHECK_ANSWERS: '0', SERVER_PROCESSES: String(processes) },
  });
  try {
    const session = await loginBorrower(server);
    let orderId: string | null = null;
    if (scenarios.some((scenario) => scenario.startsWith('loan-details'))) {
      // A paid-out loan: the details derive its status and plan from the clock on every read.
      await bindAccount(server, session);
      orderId = await applyForLoan(server, session, '2');
      for (const args of [
        ['approve', orderId],
        ['payout', orderId, '--succeed'],
      ]) {
        const result = await runOps(server, args);
        if (result.code !== 0) throw new Error(`ops ${args.join(' ')}: ${result.output}`);
      }
    }
    for (const scenario of scenarios) {
      let method: 'GET' | 'POST' = 'POST';
      let path = '/tapi/v3/home/index';
      const params: Record<string, string> = {};
      if (scenario === 'user-info') path = '/tapi/v3/user/info';
      if (orderId && scenario.startsWith('loan-details')) {
        method = 'GET';
        // The page: loan details rendered on the server with its data, as a phone's first request gets it.
        path = scenario === 'loan-details-page' ? '/squidChive' : '/tapi/v3/loan-details/loan-details';
        Object.assign(params, { orderId, productId: '2' });
      }
      const load = (duration: number) =>
        autocannon({
          url: `${server.baseUrl}${borrowerPath(path, session, params)}`,
          method,
          headers: {
            'x-requested-with': 'XMLHttpRequest',
            'content-type': 'application/x-www-form-urlencoded',
            // A phone's browser asks for compressed pages and answers.
            'accept-encoding': 'br, gzip',
          },
          connections: 50,
          duration,
        });
      // A server that has just started runs its first seconds unoptimised (V8 compiles the hot paths
      // as it goes) and opens its database connections: measured apart, those seconds are not served.
      await load(5);
      const cpuBefore = serverCpuMs(server);
      const result = await load(10);
      const cpuPerAnswer = (serverCpuMs(server) - cpuBefore) / result.requests.total;
      const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
      const many = processes > 1 ? `, ${processes} processes` : '';
      console.log(`${method} ${path} on ${database}${many}, 50 connections, 10 s`);
      console.log(`  req/s (mean): ${Math.round(result.requests.average)}`);
      console.log(`  latency p99: ${result.latency.p99} ms (p50 ${result.latency.p50} ms)`);
      console.log(`  server CPU per answer: ${cpuPerAnswer.toFixed(2)} ms`);
      console.log(`  non-2xx: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`);
    }
  } finally {
    await server.stop();
  }
};

for (const processes of compareProcesses ? [1, 2] : [1]) await measure(processes);
