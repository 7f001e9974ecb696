import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteInBatches } from '../../../db/prune-batches.ts';
import { paymentNotifications } from '../../../db/schema/repayment.ts';
import { REPAY_ENV } from '../../../test/repayment-loans.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { pruneNotifications } from './prune.ts';

// Notifications grow about 2 KB a payment: the hourly pruning keeps what staff and the ledger need.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp(REPAY_ENV);
});
afterAll(() => app.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await app.db.execute(query)) as unknown as { rows: T[] };

const addNotification = (eventId: string, outcome: string, daysAgo: number) =>
  app.db.execute(sql`insert into payment_notifications (event_id, outcome, body, created_at)
    values (${eventId}, ${outcome}, '{}', now() - make_interval(days => ${daysAgo}))`);

const remaining = async (prefix: string) =>
  (
    await rows<{ event_id: string }>(
      sql`select event_id from payment_notifications where event_id like ${`${prefix}%`} order by event_id`,
    )
  ).rows.map((r) => r.event_id);

describe('pruning payment notifications', () => {
  it('drops repeats, refused and ignored ones older than the kept days; keeps every first telling and held one', async () => {
    for (const outcome of ['applied', 'duplicate', 'failed', 'refused', 'held', 'ignored']) {
      await addNotification(`old-${outcome}`, outcome, 91);
      await addNotification(`new-${outcome}`, outcome, 89);
    }
    expect(await pruneNotifications(app.db, 90)).toBe(3);
    expect(await remaining('old-')).toEqual(['old-applied', 'old-failed', 'old-held']);
    expect(await remaining('new-')).toHaveLength(6);
    // A second pass finds nothing more.
    expect(await pruneNotifications(app.db, 90)).toBe(0);
  });

  it('deletes in batches until none is left', async () => {
    for (let n = 0; n < 7; n += 1) await addNotification(`batch-${n}`, 'applied', 200);
    const gone = await deleteInBatches(
      app.db,
      paymentNotifications,
      paymentNotifications.id,
      sql`${paymentNotifications.eventId} like 'batch-%'`,
      paymentNotifications.createdAt,
      3,
    );
    expect(gone).toBe(7);
    expect(await remaining('batch-')).toEqual([]);
  });

  it('deletes a bounded number of batches a pass: a backlog goes over several passes', async () => {
    for (let n = 0; n < 7; n += 1) await addNotification(`backlog-${n}`, 'duplicate', 200);
    const pass = () =>
      deleteInBatches(
        app.db,
        paymentNotifications,
        paymentNotifications.id,
        sql`${paymentNotifications.eventId} like 'backlog-%'`,
        paymentNotifications.createdAt,
        3,
        2,
      );
    expect(await pass()).toBe(6);
    expect(await remaining('backlog-')).toHaveLength(1);
    expect(await pass()).toBe(1);
  });

  it('reads old notifications by their age index, not the whole table', async () => {
    // With whole-table reads priced out, the planner still takes one when no index fits.
    await app.db.execute(sql`set enable_seqscan = off`);
    try {
      const plan = (
        await rows<Record<string, string>>(
          sql`explain select id from payment_notifications where created_at < now() - interval '90 days' and outcome in ('duplicate', 'refused') order by created_at limit 5000`,
        )
      ).rows
        .map((r) => Object.values(r)[0])
        .join('\n');
      expect(plan).toContain('payment_notifications_created_idx');
    } finally {
      await app.db.execute(sql`set enable_seqscan = on`);
    }
  });
});

describe("pruning the sandbox provider's delivered notifications", () => {
  it('drops delivered ones older than a day and keeps what is still to deliver', async () => {
    const add = (eventId: string, deliveries: number, hoursAgo: number) =>
      app.db.execute(sql`insert into sandbox_notifications (event_id, body, deliveries, deliveries_wanted, created_at)
        values (${eventId}, '{}', ${deliveries}, 1, now() - make_interval(hours => ${hoursAgo}))`);
    await add('sbx-delivered-old', 1, 25);
    await add('sbx-delivered-new', 1, 23);
    await add('sbx-waiting-old', 0, 48);
    expect(await app.sandboxPayment.pruneDelivered()).toBe(1);
    const left = await rows<{ event_id: string }>(
      sql`select event_id from sandbox_notifications where event_id like 'sbx-%' order by event_id`,
    );
    expect(left.rows.map((r) => r.event_id)).toEqual(['sbx-delivered-new', 'sbx-waiting-old']);
  });
});
