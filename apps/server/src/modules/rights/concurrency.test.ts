import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowers } from '../../db/schema/auth.ts';
import { rightsRequests } from '../../db/schema/rights.ts';
import { generate, paidOutLoan, payCode, REPAY_ENV } from '../../test/repayment-loans.ts';
import { createTwinTestApps, post } from '../../test/test-app.ts';

// Twenty "Delete my account" taps at once on two API processes sharing one database (two connection
// pools on PostgreSQL): the account closes once, one deletion is recorded, nobody gets a 5xx.
let twins: Awaited<ReturnType<typeof createTwinTestApps>>;
beforeAll(async () => {
  twins = await createTwinTestApps(REPAY_ENV);
});
afterAll(() => twins.close());

describe('twenty deletions of one account at once, on two processes', () => {
  it('close it once, record one deletion, and answer each with its outcome, “closed” or 401', async () => {
    const { session, orderId, price } = await paidOutLoan(twins.first);
    const trade = (await generate(twins.first, session, { orderId, amount: price.payoff })).data;
    await payCode(twins.first, trade.tradeNo);
    const borrowerId = Number(session.userId);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(i % 2 ? twins.second : twins.first, '/v3/personal-center/delete-account', {}, session),
      ),
    );
    const codes = answers.map((a) => a.body.code);
    expect(answers.filter((a) => a.status >= 500).map((a) => a.body)).toEqual([]);
    // One closes it; a tap checked in before that is told it is closed; a later one has no session.
    expect(
      answers.every(
        (a) => a.body.code === 0 || a.body.code === 401 || a.body.message === 'This account is closed',
      ),
      JSON.stringify(answers.map((a) => [a.status, a.body])),
    ).toBe(true);
    expect(codes).toContain(0);
    const closedAt = new Set(answers.filter((a) => a.body.code === 0).map((a) => a.body.data.closedAt));
    expect(closedAt.size).toBe(1);

    const deletions = await twins.first.db
      .select()
      .from(rightsRequests)
      .where(and(eq(rightsRequests.borrowerId, borrowerId), eq(rightsRequests.kind, 'deletion')));
    expect(deletions).toHaveLength(1);
    const [row] = await twins.first.db.select().from(borrowers).where(eq(borrowers.id, borrowerId));
    expect(row?.closedAt?.toISOString()).toBe([...closedAt][0]);
  });
});
