import { afterAll, describe, expect, it } from 'vitest';
import { borrowerCall, paidOutLoan } from './support/api.ts';
import { type RunningServer, startServer } from './support/server.ts';

// PRODUCT.md §7: a server killed after the provider took the money but before the ledger write
// applies that payment exactly once after restart, because the provider retries its notification.
const LATE_MS = 4_000;
let servers: RunningServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a server killed between the provider and the ledger', () => {
  it('applies the payment once after restart', async () => {
    const env = { SANDBOX_PAYMENT_DELAY_MS: String(LATE_MS), SANDBOX_PAYMENT_DELIVERIES: '2' };
    const first = await startServer({ databaseUrl: process.env.DATABASE_URL, env });
    servers = [first];
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
      databaseUrl: process.env.DATABASE_URL,
      dataDir: first.dataDir,
      env: { SANDBOX_PAYMENT_DELIVERIES: '2' },
    });
    servers = [second];
    const deadline = Date.now() + 20_000;
    let states: string[] = [];
    while (Date.now() < deadline) {
      const details = await borrowerCall(second, session, 'GET', '/v3/loan-details/loan-details', {
        orderId,
      });
      states = ((details.data?.plan ?? []) as { state: string }[]).map((i) => i.state);
      if (states[0] === 'paid') break;
      await sleep(250);
    }
    expect(states[0]).toBe('paid');
    // The duplicate delivery comes 1.5 s after the first: wait past it, the second instalment stays owed.
    await sleep(3_000);
    const after = await borrowerCall(second, session, 'POST', '/v3/installment/loan-play-detail-yd', {
      orderId,
    });
    const detail = (after.data as { repayPlanDetail: { repayYetDetail: unknown[]; repayWaitCount: number } })
      .repayPlanDetail;
    expect(detail.repayYetDetail).toHaveLength(1);
    expect(detail.repayWaitCount).toBe(rows.length - 1);
  }, 90_000);
});
