import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, payouts } from '../../../db/schema/loan.ts';
import { createSandboxPayout } from '../../../providers/payout/sandbox-payout.ts';
import { bindAccount, eventsOf, insertOrder, newBorrower, orderRow } from '../../../test/loan-orders.ts';
import { createTestApp, testDbKind } from '../../../test/test-app.ts';
import { createBankService } from '../../bank/service.ts';
import { createLifecycleService } from './service.ts';
import { createLifecycleWorker } from './worker.ts';

let app: FastifyInstance;
beforeAll(async () => {
  // The app's own worker is off here: each test runs the policy it means to test.
  app = await createTestApp({ AUTO_APPROVE_AFTER_SECONDS: 'off', AUTO_PAYOUT_AFTER_SECONDS: 'off' });
});
afterAll(() => app.close());

const service = (
  lifecycle: { autoApproveAfterMs: number | null; autoPayoutAfterMs: number | null },
  now?: () => Date,
) =>
  createLifecycleService(
    app.db,
    { lifecycle },
    { bank: createBankService(app.db), payout: createSandboxPayout(), now },
  );

const silent = { info: () => {}, error: (...args: unknown[]) => console.error(...args) };

const waitFor = async (check: () => Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

const freshOrder = async (accountNumber = '0712345678') => {
  const borrower = await newBorrower(app.db);
  await bindAccount(app.db, borrower.id, accountNumber);
  return (await insertOrder(app.db, { borrowerId: borrower.id })).id;
};

describe('demo policy worker', () => {
  it('approves after the delay, then pays out after the second delay, as the system', async () => {
    // The policy reads the test's clock: 299 ms is before the delay and 300 ms after it, however long
    // the machine takes between two steps.
    let clock = new Date(0);
    const lifecycle = service({ autoApproveAfterMs: 300, autoPayoutAfterMs: 300 }, () => clock);
    const orderId = await freshOrder();
    // Submitted at a whole millisecond, as the policy's clock counts.
    const submitted = new Date((await orderRow(app.db, orderId)).updatedAt.getTime());
    await app.db.update(orders).set({ updatedAt: submitted }).where(eq(orders.id, orderId));
    const at = (from: Date, ms: number) => new Date(from.getTime() + ms);
    clock = at(submitted, 299);
    expect(await lifecycle.autoApprove()).toBe(0);
    const worker = createLifecycleWorker(lifecycle, silent, 20);
    worker.start();
    clock = at(submitted, 300);
    await waitFor(async () => (await orderRow(app.db, orderId)).status === 110);
    const approved = (await orderRow(app.db, orderId)).updatedAt;
    expect(approved).toEqual(at(submitted, 300));
    clock = at(approved, 299);
    expect(await lifecycle.autoPayout()).toBe(0);
    expect((await orderRow(app.db, orderId)).status).toBe(110);
    clock = at(approved, 300);
    await waitFor(async () => (await orderRow(app.db, orderId)).status === 170);
    await worker.stop();
    const events = await eventsOf(app.db, orderId);
    expect(events.find((e) => e.toStatus === 110)?.actor).toBe('system');
    expect(events.find((e) => e.toStatus === 170)?.actor).toBe('system');
  });

  it('with the payout delay off, approves and leaves the payout to ops', async () => {
    const orderId = await freshOrder();
    // The database stamps microseconds, a JS clock milliseconds: a tick in the millisecond of the
    // submission would see it a fraction too new. The policy's clock is the next millisecond.
    const submitted = (await orderRow(app.db, orderId)).updatedAt.getTime();
    const lifecycle = service(
      { autoApproveAfterMs: 0, autoPayoutAfterMs: null },
      () => new Date(submitted + 1),
    );
    await createLifecycleWorker(lifecycle, silent).tick();
    expect((await orderRow(app.db, orderId)).status).not.toBe(21);
    expect(await lifecycle.autoPayout()).toBe(0);
  });

  describe('in the app', () => {
    // The app with its own worker, started before the test: a busy machine takes long to build it.
    let own: FastifyInstance;
    beforeAll(async () => {
      own = await createTestApp({ AUTO_APPROVE_AFTER_SECONDS: '0', AUTO_PAYOUT_AFTER_SECONDS: '0' });
    });
    afterAll(() => own.close());

    it('is started by the app when a delay is configured: a submitted order reaches 170 or 151 by itself', async () => {
      const order = async (accountNumber: string) => {
        const borrower = await newBorrower(own.db);
        await bindAccount(own.db, borrower.id, accountNumber);
        return (await insertOrder(own.db, { borrowerId: borrower.id })).id;
      };
      const paidId = await order('0712345678');
      const failedId = await order('0712345000');
      // The app's worker passes every 2 s, each as slow as the machine: waited for, however long.
      await waitFor(async () => (await orderRow(own.db, paidId)).status === 170, 40_000);
      await waitFor(async () => (await orderRow(own.db, failedId)).status === 151, 40_000);
      const [failure] = await own.db.select().from(payouts).where(eq(payouts.orderId, failedId));
      // The app has mobile-money rails: the payout was a disbursement, refused by the sandbox wallet.
      expect(failure).toMatchObject({
        outcome: 'failed',
        reason: 'refused: Not a registered wallet (sandbox rule: ends in 000)',
        actor: 'system',
        reference: `PO${failedId}-1`,
      });
    }, 90_000);
  });

  it('skips a tick while the previous one still runs', async () => {
    let calls = 0;
    let release: () => void = () => {};
    const slow = {
      autoApprove: () => {
        calls++;
        return new Promise<number>((resolve) => (release = () => resolve(0)));
      },
      autoPayout: async () => 0,
    };
    // The worker's interval is the test's: ten of its ticks go by while the first pass still runs.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const worker = createLifecycleWorker(slow, silent, 10);
      worker.start();
      vi.advanceTimersByTime(10);
      expect(calls).toBe(1);
      vi.advanceTimersByTime(100);
      expect(calls).toBe(1);
      release();
      await worker.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe.runIf(testDbKind === 'postgres')('concurrency (PostgreSQL: PGlite has one connection)', () => {
  const off = { autoApproveAfterMs: null, autoPayoutAfterMs: null };

  it('two concurrent approvals of one order: exactly one succeeds and one event is written', async () => {
    const lifecycle = service(off);
    const orderId = await freshOrder();
    const results = await Promise.allSettled([
      lifecycle.approve(orderId, 'ops:a'),
      lifecycle.approve(orderId, 'ops:b'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 409 } });
    expect((await eventsOf(app.db, orderId)).filter((e) => e.toStatus === 110)).toHaveLength(1);
  });

  it('two concurrent payouts of one order: exactly one succeeds, one payout row, one event', async () => {
    const lifecycle = service(off);
    const orderId = await freshOrder();
    await lifecycle.approve(orderId, 'ops:a');
    const results = await Promise.allSettled([
      lifecycle.settlePayout(orderId, 'auto', 'ops:a'),
      lifecycle.settlePayout(orderId, 'succeed', 'ops:b'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await app.db.select().from(payouts).where(eq(payouts.orderId, orderId))).toHaveLength(1);
    expect((await eventsOf(app.db, orderId)).filter((e) => e.toStatus === 170)).toHaveLength(1);
  });

  it('several processes running the policy at once pay each order out once', async () => {
    const processes = Array.from({ length: 4 }, () =>
      service({ autoApproveAfterMs: 0, autoPayoutAfterMs: 0 }),
    );
    const ids = await Promise.all(Array.from({ length: 10 }, () => freshOrder()));
    for (let round = 0; round < 2; round++) {
      await Promise.all(processes.map((p) => p.autoApprove()));
      await Promise.all(processes.map((p) => p.autoPayout()));
    }
    for (const id of ids) {
      expect(await app.db.select().from(payouts).where(eq(payouts.orderId, id))).toHaveLength(1);
      const events = await eventsOf(app.db, id);
      expect(events.map((e) => e.toStatus)).toEqual([21, 110, 170]);
    }
  });
});
