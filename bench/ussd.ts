// The USSD service under a crowd (PRODUCT.md §22, docs/ussd.md): 200 phones with paid-out loans, each
// having paid once, dial at the same moment and walk as a gateway posts them: the first screen, 'My
// loan', back, then the last payment's receipt, each answer awaited before the next step, as a phone
// does. Prints the p50/p95/p99 of each answer (first screen, My loan, back, receipt) and all together.
// Usage: npx tsx bench/ussd.ts [--sessions N]   (DATABASE_URL=postgres://… for PostgreSQL)

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { USSD_DEFAULT_PATH, USSD_DEMO_SERVICE_CODE } from '@tz-loan/contract/ussd/paths';
import {
  applyForLoan,
  type BorrowerSession,
  bindAccount,
  borrowerCall,
  loginBorrower,
} from '../e2e/support/api.ts';
import { startServer } from '../e2e/support/server.ts';

const sessionsArg = process.argv.indexOf('--sessions');
const SESSIONS = sessionsArg > 0 ? Number(process.argv[sessionsArg + 1]) : 200;
const STEPS = [
  { name: 'first screen', text: '' },
  { name: 'My loan', text: '1' },
  { name: 'back', text: '1*0' },
  { name: 'receipt', text: '1*0*3' },
] as const;

const server = await startServer({ databaseUrl: process.env.DATABASE_URL, env: { CHECK_ANSWERS: '0' } });

// The ops API called directly with the demo member's token (what `npm run ops` sends): hundreds of
// loans are set up without starting the command line's process for each.
const token = (await readFile(join(server.dataDir, 'ops-token'), 'utf8')).trim();
const ops = async (path: string, body: object = {}) => {
  const response = await fetch(`${server.baseUrl}/tapi/ops${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; message: string };
  if (answer.code !== 0) throw new Error(`ops ${path}: ${answer.message}`);
};

/** One request of the gateway; its time in ms and its answer. */
const post = async (sessionId: string, phone: string, text: string) => {
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}${USSD_DEFAULT_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      sessionId,
      serviceCode: USSD_DEMO_SERVICE_CODE,
      phoneNumber: `+${phone}`,
      networkCode: '64002',
      text,
    }),
  });
  const body = await response.text();
  return { ms: performance.now() - started, status: response.status, body };
};

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const line = (name: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const f = (p: number) => percentile(sorted, p).toFixed(0).padStart(6);
  return `  ${name.padEnd(14)} n=${String(sorted.length).padStart(4)}  p50 ${f(50)} ms  p95 ${f(95)} ms  p99 ${f(99)} ms`;
};

try {
  // Each borrower has a paid-out loan and one payment (a pay code paid at an agent), for the receipt.
  const borrowers: BorrowerSession[] = [];
  for (let i = 0; i < SESSIONS; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, SESSIONS - i) }, async () => {
        const session = await loginBorrower(server);
        await bindAccount(server, session);
        const orderId = await applyForLoan(server, session, '2');
        await ops(`/orders/${orderId}/approve`);
        await ops(`/orders/${orderId}/payout`, { outcome: 'succeed' });
        const code = await borrowerCall(server, session, 'POST', '/v3/loan-details/generate-vcode-yd', {
          orderId,
          amount: '100000',
          bankCode: 'TZ0001',
          isDelay: '0',
        });
        const payCode = (code.data as { repaymentInfo: { defDetail: { payCode: string } } }).repaymentInfo
          .defDetail.payCode;
        return { session, payCode };
      }),
    );
    for (const { session, payCode } of batch) {
      await ops(`/pay-codes/${payCode}/pay`, { amount: 100000 });
      borrowers.push(session);
    }
  }
  // Warm the server (its first requests run unoptimised code) with sessions that are not counted.
  for (const [i, b] of borrowers.slice(0, 20).entries()) {
    for (const step of STEPS) await post(`warm-${i}`, b.mobilePhone, step.text);
  }

  const times = new Map<string, number[]>(STEPS.map((s) => [s.name, []]));
  const wrong: string[] = [];
  const walk = async (session: BorrowerSession, n: number) => {
    const sessionId = `ATUid_bench_${n}_${Date.now()}`;
    for (const step of STEPS) {
      const answer = await post(sessionId, session.mobilePhone, step.text);
      times.get(step.name)?.push(answer.ms);
      const expected = step.name === 'receipt' ? /^END (Risiti|Receipt) R\d{8}/ : /^(CON|END) /;
      if (answer.status !== 200 || !expected.test(answer.body))
        wrong.push(`${step.name}: ${answer.status} ${answer.body.slice(0, 80)}`);
    }
  };
  const started = performance.now();
  await Promise.all(borrowers.map((session, n) => walk(session, n)));
  const seconds = (performance.now() - started) / 1000;

  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `USSD on ${database}: ${borrowers.length} sessions at once, ${STEPS.length} answers each, ${seconds.toFixed(1)} s in all`,
  );
  for (const [name, list] of times) console.log(line(name, list));
  console.log(line('all answers', [...times.values()].flat()));
  console.log(`  wrong answers: ${wrong.length}${wrong.length ? ` (${wrong.slice(0, 3).join('; ')})` : ''}`);
} finally {
  await server.stop();
}
