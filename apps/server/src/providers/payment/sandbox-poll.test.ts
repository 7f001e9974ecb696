import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPAY_ENV } from '../../test/repayment-loans.ts';
import { createTestApp } from '../../test/test-app.ts';
import { dueNotifications } from './sandbox-payment.ts';

// The sandbox sender polls its outbox twice a second in every process: at a million payments the poll
// must still read only what waits, not every notification ever delivered.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp(REPAY_ENV);
});
afterAll(() => app.close());

class Rollback extends Error {}

describe("the sandbox sender's poll", () => {
  it('reads the notifications still to deliver through their partial index, not the delivered ones', async () => {
    let plan = '';
    let due: { id: number }[] = [];
    await app.db
      .transaction(async (tx) => {
        // 50.000 delivered notifications and 3 still to deliver, then rolled back.
        await tx.execute(sql`insert into sandbox_notifications (event_id, body, deliveries)
          select 'poll-test-' || n, '{}', 1 from generate_series(1, 50000) n`);
        await tx.execute(sql`insert into sandbox_notifications (event_id, body)
          select 'poll-test-due-' || n, '{}' from generate_series(1, 3) n`);
        await tx.execute(sql`analyze sandbox_notifications`);
        due = await dueNotifications(tx, 20);
        const result = await tx.execute(sql`explain ${dueNotifications(tx, 20)}`);
        plan = (result as unknown as { rows: Record<string, string>[] }).rows
          .map((r) => Object.values(r)[0])
          .join('\n');
        throw new Rollback();
      })
      .catch((err) => {
        if (!(err instanceof Rollback)) throw err;
      });
    expect(due).toHaveLength(3);
    expect(plan).toContain('sandbox_notifications_due_idx');
    expect(plan).not.toMatch(/Seq Scan on sandbox_notifications/);
  });
});
