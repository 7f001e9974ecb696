import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBankService } from './modules/bank/service.ts';
import { createLifecycleService } from './modules/loan/lifecycle/service.ts';
import { createOutboxWorker } from './modules/outbox/worker.ts';
import { createReminderScheduler } from './modules/reminders/scheduler.ts';
import { pruneNotifications } from './modules/repayment/notifications/prune.ts';
import { createSandboxPayout } from './providers/payout/sandbox-payout.ts';
import { COMPLAINT_OPS_TOKEN, complaintPost, opsRequest, saveComplaint } from './test/complaints.ts';
import { insertOrder } from './test/loan-orders.ts';
import { captureQueries, wholeTableScans } from './test/query-plans.ts';
import { detailsOf, generate, paidOutLoan, payCode, planOf, REPAY_ENV } from './test/repayment-loans.ts';
import { createTestApp, testConfig, testDbKind } from './test/test-app.ts';
import { writeWebBuild } from './test/web-build.ts';

// Issue 30: every hot query uses an index, proved without a big database. The calls a borrower and
// staff make all day, and one pass of each background loop, are driven through the app; every
// statement they send is planned with sequential scans priced out, so a plan that still reads one of
// these tables whole has no index to take and would cost a million orders' worth at scale.

/** Tables that grow with borrowers, orders or time: small ones (products, staff) may be read whole. */
const BIG_TABLES = new Set([
  'borrowers',
  'sessions',
  'sms_codes',
  'payout_accounts',
  'orders',
  'instalments',
  'order_events',
  'payouts',
  'trades',
  'payments',
  'ledger_entries',
  'payment_notifications',
  'utr_submissions',
  'sandbox_notifications',
  'sandbox_collections',
  'sandbox_sms',
  'outbox',
  'reminders',
  'complaints',
  'complaint_images',
  'ops_actions',
]);

const silent = { warn: () => {}, error: () => {}, info: () => {} };

describe.runIf(testDbKind === 'postgres')('hot queries (PostgreSQL plans)', () => {
  let web: ReturnType<typeof writeWebBuild> | undefined;
  let app: FastifyInstance;
  let capture: ReturnType<typeof captureQueries>;
  let url: string;

  beforeAll(async () => {
    web = writeWebBuild();
    app = await createTestApp({ ...REPAY_ENV, WEB_DIST: web.dist, OPS_TOKEN: COMPLAINT_OPS_TOKEN });
    // The scratch database the app was given: its name is what the capture and the plans follow.
    const result = (await app.db.execute(sql`select current_database() as name`)) as unknown;
    const name = (result as { rows: { name: string }[] }).rows[0]?.name ?? '';
    const scratch = new URL(process.env.DATABASE_URL ?? '');
    scratch.pathname = `/${name}`;
    url = scratch.toString();
    capture = captureQueries(name);
  });

  afterAll(async () => {
    capture?.stop();
    await app?.close();
    web?.remove();
  });

  it('reads the borrowers, orders and complaints of the hot calls and loops through indexes', async () => {
    // From the login on: the borrower's SMS code, the payout, the complaint are hot paths too.
    capture.clear();
    const { session, orderId, borrowerId } = await paidOutLoan(app, { daysAgo: 40 });
    await saveComplaint(app, session, { orderId });

    await detailsOf(app, session, orderId);
    await planOf(app, session, orderId);
    const page = await app.inject({
      method: 'GET',
      url: `/squidChive?${new URLSearchParams({ ...session, orderId: String(orderId) })}`,
    });
    expect(page.statusCode).toBe(200);
    await complaintPost(app, '/user-problem/problem-list', {}, session);
    const trade = await generate(app, session, { orderId, amount: 1_000_00 });
    expect(trade.code).toBe(0);
    await payCode(app, trade.data.tradeNo);
    await app.sandboxPayment?.deliverDue();

    for (const status of [21, 151, 170]) {
      const first = await opsRequest(app, 'GET', `/orders?status=${status}&limit=2`);
      expect(first.code).toBe(0);
      await opsRequest(app, 'GET', `/orders?status=${status}&limit=2&before=${orderId + 1}`);
    }
    expect((await opsRequest(app, 'GET', '/complaints?open=1')).code).toBe(0);
    await opsRequest(app, 'GET', '/complaints');

    // One pass of each background loop, with something for each to find.
    await insertOrder(app.db, { borrowerId, productId: 1 }).catch(() => {});
    const lifecycle = createLifecycleService(
      app.db,
      testConfig({ AUTO_APPROVE_AFTER_SECONDS: '0', AUTO_PAYOUT_AFTER_SECONDS: '0' }),
      { bank: createBankService(app.db), payout: createSandboxPayout() },
    );
    await lifecycle.autoApprove();
    await lifecycle.autoPayout();
    await createOutboxWorker(
      app.db,
      { sms: async () => ({ outcome: 'done', providerRef: '' }) },
      silent,
    ).tick();
    await createReminderScheduler(
      app.db,
      { intervalMs: null, collection: testConfig().reminders.collection },
      { log: silent },
    ).run();
    // The hourly pruning reads only what it deletes.
    await pruneNotifications(app.db, 90);
    await app.sandboxPayment?.pruneDelivered();

    const { problems, planned } = await wholeTableScans(url, capture.sent, BIG_TABLES);
    // Many distinct statements were planned: the capture saw the app's traffic.
    expect(planned).toBeGreaterThan(60);
    expect(problems).toEqual([]);
  });
});
