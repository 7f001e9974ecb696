// The embedded database (PGlite) past what it can serve: 200 connections for 20 s on a mix of a
// borrower's calls (loan details, the repayment plan, home, user info), each request given 10 s to be
// answered, as a phone's webview would. Counts what was answered in time, what was refused at once
// with 503 (the busy gate), and what got no answer within 10 s.
// Usage: npx tsx bench/pglite-overload.ts [--connections N] [--seconds S]   (PGlite only)
import autocannon from 'autocannon';
import { paidOutLoan } from '../e2e/support/api.ts';
import { startServer } from '../e2e/support/server.ts';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const connections = arg('--connections', 200);
const seconds = arg('--seconds', 20);

const server = await startServer({ env: { CHECK_ANSWERS: '0' } });
try {
  const { session, orderId } = await paidOutLoan(server, '2');
  const common = new URLSearchParams({ userId: session.userId, sessionId: session.sessionId });
  const headers = {
    'x-requested-with': 'XMLHttpRequest',
    'content-type': 'application/x-www-form-urlencoded',
  };
  const result = await autocannon({
    url: server.baseUrl,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      { method: 'GET', path: `/tapi/v3/loan-details/loan-details?${common}&orderId=${orderId}` },
      {
        method: 'POST',
        path: `/tapi/v3/installment/loan-play-detail-yd?${common}`,
        headers,
        body: `orderId=${orderId}`,
      },
      { method: 'POST', path: `/tapi/v3/home/index?${common}`, headers },
      { method: 'POST', path: `/tapi/v3/user/info?${common}`, headers },
    ],
  });
  const busy = result.statusCodeStats?.['503']?.count ?? 0;
  console.log(`PGlite, ${connections} connections, ${seconds} s, a mix of 4 borrower calls, 10 s timeout`);
  console.log(`  answered: ${result.requests.total} (${Math.round(result.requests.average)} req/s mean)`);
  console.log(`  2xx: ${result['2xx']}, 503 busy: ${busy}, other non-2xx: ${result.non2xx - busy}`);
  console.log(`  no answer within 10 s (timeouts): ${result.timeouts}, errors: ${result.errors}`);
  console.log(
    `  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
} finally {
  await server.stop();
}
