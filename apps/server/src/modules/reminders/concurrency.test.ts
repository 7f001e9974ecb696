import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instalments } from '../../db/schema/loan.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { reminders } from '../../db/schema/reminders.ts';
import { addDays } from '../../domain/loan-status.ts';
import { paidOutLoan, REPAY_ENV } from '../../test/repayment-loans.ts';
import { createTwinTestApps } from '../../test/test-app.ts';
import { createReminderScheduler, type ReminderSettings } from './scheduler.ts';

// Two API processes on one database (on PostgreSQL, two connection pools): each reminder is written once.
const SETTINGS: ReminderSettings = { intervalMs: null, collection: { afterDays: 30, noticeDays: 14 } };
let twins: Awaited<ReturnType<typeof createTwinTestApps>>;
beforeAll(async () => {
  twins = await createTwinTestApps(REPAY_ENV);
});
afterAll(() => twins.close());

describe('two schedulers at once', () => {
  it('write each reminder once', async () => {
    const loans = await Promise.all([1, 2, 3, 4, 5].map(() => paidOutLoan(twins.first)));
    const [row] = await twins.first.db
      .select({ dueDate: instalments.dueDate })
      .from(instalments)
      .where(and(eq(instalments.orderId, loans[0]?.orderId ?? 0), eq(instalments.periodNo, 1)));
    const at = new Date(`${addDays(row?.dueDate ?? '', -3)}T10:00:00+03:00`);
    const schedulers = [twins.first, twins.second, twins.first, twins.second].map((app) =>
      createReminderScheduler(app.db, SETTINGS, { now: () => at, log: app.log }),
    );
    const written = await Promise.all(schedulers.map((s) => s.run()));
    for (const { orderId } of loans) {
      const rows = await twins.first.db.select().from(reminders).where(eq(reminders.orderId, orderId));
      expect(rows.map((r) => [r.periodNo, r.kind])).toEqual([[1, 'before']]);
      const sms = await twins.first.db
        .select()
        .from(outbox)
        .where(like(outbox.key, `reminder:${orderId}:%`));
      expect(sms).toHaveLength(1);
    }
    // Every reminder was written by exactly one of them.
    expect(written.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(loans.length);
    const total = await twins.first.db.select().from(reminders);
    expect(written.reduce((sum, n) => sum + n, 0)).toBe(total.length);
  });
});
