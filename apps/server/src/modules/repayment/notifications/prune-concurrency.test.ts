import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPAY_ENV } from '../../../test/repayment-loans.ts';
import { createTwinTestApps } from '../../../test/test-app.ts';
import { pruneNotifications } from './prune.ts';

// Every process prunes on its own hour: two at once each take rows the other has not locked, and
// together delete each old repeat once, the first tellings never.

let twins: Awaited<ReturnType<typeof createTwinTestApps>>;
beforeAll(async () => {
  twins = await createTwinTestApps(REPAY_ENV);
});
afterAll(() => twins.close());

describe('pruning on two processes at once', () => {
  it('deletes each old repeat once between them, and keeps every first telling', async () => {
    await twins.first.db.execute(sql`insert into payment_notifications (event_id, outcome, body, created_at)
      select 'twin-' || n, case when n % 4 = 0 then 'applied' else 'duplicate' end, '{}',
        now() - interval '200 days'
      from generate_series(1, 12000) n`);
    const passes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pruneNotifications((i % 2 ? twins.second : twins.first).db, 90)),
    );
    expect(passes.reduce((sum, gone) => sum + gone, 0)).toBe(9000);
    const left = (await twins.first.db.execute(
      sql`select outcome, count(*)::int as n from payment_notifications where event_id like 'twin-%' group by outcome`,
    )) as unknown as { rows: { outcome: string; n: number }[] };
    expect(left.rows).toEqual([{ outcome: 'applied', n: 3000 }]);
  });
});
