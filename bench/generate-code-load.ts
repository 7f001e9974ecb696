// Pay Now under load: 50 borrowers with paid-out loans, 50 connections, each request a new
// Idempotency-Key (a new tap). `press` (default): each borrower keeps their choice, as borrowers tap
// Pay Now again, retry or reopen the screen: the order's open trade is answered. `replace`: every
// request changes the amount, so each call replaces the open trade at the provider (order lock, trade
// written, collection opened and the old one cancelled): the heaviest path.
// After the run each borrower pays their open pay code at an agent (the ops command line), and the
// ledger must hold exactly what was paid.
// `--rate N` offers N requests per second in all (open loop) instead of as many as the connections
// can send: the latency at that load rather than at saturation.
// Usage: DATABASE_URL=postgres://… npx tsx bench/generate-code-load.ts [press | replace] [--rate N]
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { type BorrowerSession, borrowerCall, paidOutLoan, runOps } from '../e2e/support/api.ts';
import { startServer } from '../e2e/support/server.ts';

const BORROWERS = 50;
const mode = process.argv.includes('replace') ? 'replace' : 'press';
const rateArg = process.argv.indexOf('--rate');
const rate = rateArg > 0 ? Number(process.argv[rateArg + 1]) : undefined;
const server = await startServer({ databaseUrl: process.env.DATABASE_URL, env: { CHECK_ANSWERS: '0' } });

type Loan = { session: BorrowerSession; orderId: string; owedBefore: number };
const owed = async (loan: Omit<Loan, 'owedBefore'>) => {
  const plan = await borrowerCall(server, loan.session, 'POST', '/v3/installment/loan-play-detail-yd', {
    orderId: loan.orderId,
  });
  return plan.code === 0 ? Number((plan.data as { amountMax: number }).amountMax) : 0;
};

try {
  const loans: Loan[] = [];
  for (let i = 0; i < BORROWERS; i += 5) {
    const batch = await Promise.all(Array.from({ length: 5 }, () => paidOutLoan(server, '2')));
    for (const loan of batch) loans.push({ ...loan, owedBefore: await owed(loan) });
  }
  let n = 0;
  const load = (duration: number) =>
    autocannon({
      url: server.baseUrl,
      connections: 50,
      duration,
      ...(rate ? { overallRate: rate } : {}),
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            n += 1;
            const loan = loans[n % loans.length] as Loan;
            const q = new URLSearchParams({ userId: loan.session.userId, sessionId: loan.session.sessionId });
            return {
              ...request,
              path: `/tapi/v3/loan-details/generate-vcode-yd?${q}`,
              headers: {
                'x-requested-with': 'XMLHttpRequest',
                'content-type': 'application/x-www-form-urlencoded',
                'idempotency-key': randomUUID(),
              },
              body: new URLSearchParams({
                orderId: loan.orderId,
                amount: String(mode === 'replace' ? 100_000 + (n % 7) * 100 : 100_000),
                bankCode: 'TZ0001',
                isDelay: '0',
              }).toString(),
            };
          },
        },
      ],
    });
  await load(5);
  const result = await load(10);
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `POST /tapi/v3/loan-details/generate-vcode-yd (${mode}${rate ? `, ${rate} req/s offered` : ''}) on ${database}, 50 connections, 10 s, ${BORROWERS} borrowers`,
  );
  console.log(`  req/s (mean): ${Math.round(result.requests.average)}`);
  console.log(`  latency p99: ${result.latency.p99} ms (p50 ${result.latency.p50} ms)`);
  console.log(`  non-2xx: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`);

  // Requests still in flight when the load stops may replace a code: let them finish first.
  await new Promise((r) => setTimeout(r, 2_000));
  // Each borrower pays their open code at an agent; the ledger must move by exactly that much.
  let paid = 0;
  let moved = 0;
  for (let i = 0; i < loans.length; i += 5) {
    await Promise.all(
      loans.slice(i, i + 5).map(async (loan) => {
        const code = await borrowerCall(server, loan.session, 'GET', '/v3/loan-details/repayment-code', {
          orderId: loan.orderId,
        });
        const data = code.data as { payCode: string; amount: number; state: string };
        if (data.state !== 'open') throw new Error(`order ${loan.orderId}: its latest code is ${data.state}`);
        const ops = await runOps(server, ['pay-code', data.payCode, String(data.amount)]);
        if (ops.code !== 0) throw new Error(`pay-code: ${ops.output}`);
        const change = loan.owedBefore - (await owed(loan));
        if (change !== data.amount)
          console.log(`  order ${loan.orderId}: paid ${data.amount}, moved ${change}`);
        paid += data.amount;
        moved += change;
      }),
    );
  }
  console.log(`  after the run: ${loans.length} codes paid, ${paid} minor units; the ledger moved ${moved}`);
  if (paid !== moved) throw new Error('the ledger does not match what was paid');
} finally {
  await server.stop();
}
