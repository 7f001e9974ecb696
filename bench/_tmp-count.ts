import { applyForLoan, bindAccount, borrowerPath, loginBorrower, runOps } from '../e2e/support/api.ts';
import { startServer } from '../e2e/support/server.ts';
import { readFileSync } from 'node:fs';
const url = process.env.DATABASE_URL!;
const server = await startServer({ databaseUrl: url, env: { CHECK_ANSWERS: '0', NODE_OPTIONS: '--require /tmp/count-hook.cjs' } });
try {
  const session = await loginBorrower(server);
  await bindAccount(server, session);
  const orderId = await applyForLoan(server, session, '2');
  for (const args of [['approve', orderId], ['payout', orderId, '--succeed']]) await runOps(server, args);
  for (const path of ['/squidChive', '/tapi/v3/loan-details/loan-details']) {
    process.kill(server.pid, 'SIGWINCH');
    await new Promise((r) => setTimeout(r, 100));
    for (let i = 0; i < 100; i++) { const r = await fetch(`${server.baseUrl}${borrowerPath(path, session, { orderId, productId: '2' })}`, { headers: { 'x-requested-with': 'XMLHttpRequest' } }); await r.text(); }
    process.kill(server.pid, 'SIGWINCH');
    await new Promise((r) => setTimeout(r, 100));
    console.log(path, readFileSync(`/tmp/qcount.${server.pid}`, 'utf8'));
  }
} finally { await server.stop(); }
