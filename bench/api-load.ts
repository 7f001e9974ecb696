// Loads one authenticated server call for 10 s at 50 connections on 127.0.0.1 and prints req/s
// and p99. PGlite by default; with DATABASE_URL set, the server runs on PostgreSQL.
// Usage: npx tsx bench/api-load.ts [path]   (default /tapi/v3/home/index)
import autocannon from 'autocannon';
import { startServer } from '../e2e/support/server.ts';

const path = process.argv[2] ?? '/tapi/v3/home/index';
const server = await startServer({ databaseUrl: process.env.DATABASE_URL });
try {
  const post = async (call: string, body: Record<string, string>) => {
    const response = await fetch(`${server.baseUrl}/tapi${call}`, {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      body: new URLSearchParams(body),
    });
    return (await response.json()) as { data: Record<string, string> };
  };
  const phone = `07${String(Date.now()).slice(-8)}`;
  await post('/credit-user/send-sms-code', { phone });
  const outbox = await fetch(`${server.baseUrl}/tapi/dev/sms-outbox?phone=${phone}`).then((r) => r.json());
  const code = (outbox as { data: { messages: { code: string }[] } }).data.messages[0]?.code ?? '';
  const { data } = await post('/credit-user/sms-login', { phone, code, deviceId: 'bench' });
  const url = `${server.baseUrl}${path}?userId=${data.userId}&sessionId=${data.sessionId}&deviceId=bench`;

  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/x-www-form-urlencoded' },
    connections: 50,
    duration: 10,
  });
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`POST ${path} on ${database}, 50 connections, 10 s`);
  console.log(`  req/s (mean): ${Math.round(result.requests.average)}`);
  console.log(`  latency p99: ${result.latency.p99} ms (p50 ${result.latency.p50} ms)`);
  console.log(`  non-2xx: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`);
} finally {
  await server.stop();
}
