import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect } from 'vitest';
import { borrowerCall, paidOutLoan } from './support/api.ts';
import { e2e as it } from './support/fixture.ts';
import { scratchDatabase } from './support/money-rails.ts';
import type { RunningServer } from './support/server.ts';

// PRODUCT.md §7: a server killed after the provider took the money but before the ledger write
// applies that payment exactly once after restart, because the provider retries its notification.
const LATE_MS = 4_000;
let relay: Server | undefined;
/** On PostgreSQL, a database of its own (the other files run meanwhile); else PGlite in the server's folder. */
let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
it.afterAll(async () => {
  relay?.close();
  await database?.drop();
});

/**
 * Where the provider sends its notifications (PAYMENT_NOTIFY_URL): until `forwardTo` names a server,
 * it answers 503 and passes nothing on (the server does not hear of the payment, however late it is
 * killed); then it passes each one on and keeps the server's verdict, so the test waits for the
 * server to have answered the deliveries instead of sleeping past them.
 */
const startRelay = async () => {
  let target: string | null = null;
  const outcomes: string[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  relay = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (!target) {
      response.writeHead(503).end();
      return;
    }
    // The provider's body and signature, as it sent them.
    const headers = {
      'content-type': String(request.headers['content-type']),
      'x-payment-signature': String(request.headers['x-payment-signature']),
    };
    try {
      const answer = await fetch(`${target}${request.url}`, {
        method: 'POST',
        headers,
        body: Buffer.concat(chunks),
      });
      const body = await answer.text();
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(body);
      outcomes.push(String((JSON.parse(body) as { outcome?: string }).outcome));
      for (const wait of waiting.filter((w) => outcomes.length >= w.count)) wait.resolve();
    } catch {
      // The server did not answer: for the provider, a delivery to try again.
      response.writeHead(502).end();
    }
  });
  const listening = relay;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  const { port } = listening.address() as AddressInfo;
  return {
    notifyUrl: `http://127.0.0.1:${port}/tapi/payment/notify`,
    forwardTo: (server: RunningServer) => {
      target = server.baseUrl;
    },
    /** The server's verdicts, once it has answered `count` deliveries. */
    answered: (count: number) =>
      new Promise<string[]>((resolve) => {
        const done = () => resolve([...outcomes]);
        if (outcomes.length >= count) done();
        else waiting.push({ count, resolve: done });
      }),
  };
};

describe('a server killed between the provider and the ledger', () => {
  it('applies the payment once after restart', async ({ startServer }) => {
    const notifications = await startRelay();
    if (process.env.DATABASE_URL) database = await scratchDatabase('e2e_restart');
    const env = {
      SANDBOX_PAYMENT_DELAY_MS: String(LATE_MS),
      SANDBOX_PAYMENT_DELIVERIES: '2',
      PAYMENT_NOTIFY_URL: notifications.notifyUrl,
    };
    const first = await startServer({ databaseUrl: database?.url, env });
    const { session, orderId } = await paidOutLoan(first);
    const plan = await borrowerCall(first, session, 'POST', '/v3/installment/loan-play-detail-yd', {
      orderId,
    });
    const rows = (plan.data as { repayPlanDetail: { repayWaitDetail: { totalAmount: number }[] } })
      .repayPlanDetail.repayWaitDetail;
    const firstInstalment = rows[0]?.totalAmount ?? 0;
    const trade = await borrowerCall(first, session, 'POST', '/v3/loan-details/generate-vcode-yd', {
      orderId,
      amount: firstInstalment,
      bankCode: 'WEB',
      isDelay: '0',
    });
    const payUrl = String(trade.data?.payUrl);
    const paid = await fetch(`${first.baseUrl}${payUrl}`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'full' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(200);
    // The provider holds the payment and will notify late: the server dies before it hears of it.
    await first.kill();

    const second = await startServer({
      databaseUrl: database?.url,
      dataDir: first.dataDir,
      env: { SANDBOX_PAYMENT_DELIVERIES: '2', PAYMENT_NOTIFY_URL: notifications.notifyUrl },
    });
    notifications.forwardTo(second);
    // The provider delivers twice (the duplicate 1.5 s after the first): both answered by the server.
    expect(await notifications.answered(2)).toEqual(['applied', 'duplicate']);
    const details = await borrowerCall(second, session, 'GET', '/v3/loan-details/loan-details', { orderId });
    const states = ((details.data?.plan ?? []) as { state: string }[]).map((i) => i.state);
    expect(states[0]).toBe('paid');
    // The second instalment stays owed.
    const after = await borrowerCall(second, session, 'POST', '/v3/installment/loan-play-detail-yd', {
      orderId,
    });
    const detail = (after.data as { repayPlanDetail: { repayYetDetail: unknown[]; repayWaitCount: number } })
      .repayPlanDetail;
    expect(detail.repayYetDetail).toHaveLength(1);
    expect(detail.repayWaitCount).toBe(rows.length - 1);
  }, 90_000);
});
