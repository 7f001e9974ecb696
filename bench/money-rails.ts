// Pay from my phone through AzamPay's fake: 50 borrowers with paid-out loans pushing at once, each
// push approved by the fake and its callback posted to the server as soon as AzamPay has it, then the
// next push. Counts payments in the ledger per second, the p50/p99 of the borrower's
// `POST /v3/repay/push`, and the outbox's delay from a row's writing to its sending (created_at →
// done_at), for the pushes and for the login SMS (Africa's Talking's fake). The ledger must then hold
// exactly what was approved.
// Usage: DATABASE_URL=postgres://… npx tsx bench/money-rails.ts [--seconds S] [--borrowers N]
import {
  inWaves,
  paidOutLoanOnRails,
  type RailsLoan,
  railsEnv,
  scratchDatabase,
  startFakes,
  startPush,
} from '../e2e/support/money-rails.ts';
import { startServer } from '../e2e/support/server.ts';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const SECONDS = arg('seconds', 15);
const BORROWERS = arg('borrowers', 50);
const AMOUNT = 1_000_00;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const fakes = await startFakes();
const db = await scratchDatabase('money_bench');
// The default lease: the figures are those of a server as it ships.
const server = await startServer({
  databaseUrl: db.url,
  env: { ...railsEnv(fakes, 'MFANO', 30), LOG_LEVEL: 'error' },
});
fakes.azampay.state.callbackUrl = `${server.baseUrl}/tapi/payment/mobile-money/callback`;
try {
  const loans: RailsLoan[] = [];
  await inWaves([...Array(BORROWERS).keys()], 10, async () => {
    loans.push(await paidOutLoanOnRails(server, fakes.at));
  });

  const latencies: number[] = [];
  const refused: string[] = [];
  let paid = 0;
  let warm = true;
  const deadline = { at: Date.now() + 3_000 };
  /** One borrower: push, wait for AzamPay to have it, approve, tell the server, and again. */
  const borrower = async (loan: RailsLoan) => {
    while (Date.now() < deadline.at) {
      const started = performance.now();
      const answer = await startPush(server, loan, AMOUNT);
      if (!warm) latencies.push(performance.now() - started);
      const tradeNo = String(answer.data?.tradeNo ?? '');
      if (answer.code !== 0 || !tradeNo) {
        refused.push(`${answer.code} ${answer.message}`);
        return;
      }
      while (!fakes.azampay.transactions.has(tradeNo)) await sleep(5);
      fakes.azampay.settle(tradeNo, 'succeeded');
      const status = await fakes.azampay.deliverCallback(tradeNo);
      if (status !== 200) refused.push(`callback ${status}`);
      // The screen asks until the push reads paid; the callback's answer came after the ledger write.
      if (!warm) paid += 1;
    }
  };
  // A few seconds not counted: a server just started runs unoptimised code.
  await Promise.all(loans.map(borrower));
  warm = false;
  deadline.at = Date.now() + SECONDS * 1000;
  const start = performance.now();
  await Promise.all(loans.map(borrower));
  const seconds = (performance.now() - start) / 1000;

  const [ledger] = await db.query<{ payments: string; paid: string; ledger: string }>(
    `select (select count(*) from payments) as payments, (select coalesce(sum(amount), 0) from payments) as paid,
            (select coalesce(sum(amount), 0) from ledger_entries) as ledger`,
  );
  const approved = [...fakes.azampay.transactions.values()].filter((t) => t.state === 'success').length;
  const delays = await db.query<{ kind: string; p50: string; p99: string; n: string }>(
    `select kind, count(*) as n,
       percentile_cont(0.5) within group (order by extract(epoch from done_at - created_at) * 1000) as p50,
       percentile_cont(0.99) within group (order by extract(epoch from done_at - created_at) * 1000) as p99
     from outbox where state = 'done' group by kind order by kind`,
  );
  console.log(
    `${BORROWERS} borrowers, ${seconds.toFixed(1)} s: ${paid} pushes paid, ${(paid / seconds).toFixed(0)}/s; ` +
      `POST /v3/repay/push p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms (${latencies.length} calls)`,
  );
  for (const row of delays) {
    console.log(
      `outbox ${row.kind}: ${row.n} rows, written → sent p50 ${Number(row.p50).toFixed(0)} ms, p99 ${Number(row.p99).toFixed(0)} ms`,
    );
  }
  const held =
    Number(ledger?.payments) === approved &&
    Number(ledger?.paid) === approved * AMOUNT &&
    ledger?.ledger === ledger?.paid;
  console.log(
    `ledger: ${ledger?.payments} payments of ${approved} approved, ${ledger?.paid} minor units, entries ${ledger?.ledger}: ` +
      (held ? 'exactly what was approved' : 'DIFFERS'),
  );
  if (refused.length > 0) console.log(`refused: ${refused.length}, first: ${refused[0]}`);
  if (!held) process.exitCode = 1;
} finally {
  await server.stop();
  await fakes.close();
  await db.drop();
}
