import { Code } from '@tz-loan/contract/platform/envelope';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowers } from '../../db/schema/auth.ts';
import { utrSubmissions } from '../../db/schema/repayment.ts';
import { generate, paidOutLoan, REPAY_ENV } from '../../test/repayment-loans.ts';
import { createTestApp, post } from '../../test/test-app.ts';

// PRODUCT.md §2: every object a call names must belong to the caller, or the call fails as if it did
// not exist, and tells nothing of other borrowers' objects.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp(REPAY_ENV);
});
afterAll(() => app.close());

const NOT_THERE = { code: Code.notFound, message: 'This order does not exist' };
const submitUtr = (session: Record<string, string>, orderId: number | string, utr: string) =>
  post(app, '/v3/loan-details/submit-utr', { orderId, utr, isDelay: '0' }, session);

describe("submit-utr with another borrower's order", () => {
  it('and their reference: answered as a missing order, nothing recorded', async () => {
    const victim = await paidOutLoan(app);
    await generate(app, victim.session, { orderId: victim.orderId, amount: 2_000_00 });
    const utr = `VICTIM${Date.now()}`;
    expect((await submitUtr(victim.session, victim.orderId, utr)).body.code).toBe(0);
    const attacker = await paidOutLoan(app);
    expect((await submitUtr(attacker.session, victim.orderId, utr)).body).toEqual(NOT_THERE);
    expect((await submitUtr(attacker.session, victim.orderId, `OTHER${Date.now()}`)).body).toEqual(NOT_THERE);
    const rows = await app.db.select().from(utrSubmissions).where(eq(utrSubmissions.orderId, victim.orderId));
    expect(rows.map((r) => r.utr)).toEqual([utr]);
  });

  it('a made-up order tells nothing of which references are in use', async () => {
    const victim = await paidOutLoan(app);
    await generate(app, victim.session, { orderId: victim.orderId, amount: 2_000_00 });
    const utr = `USED${Date.now()}`;
    expect((await submitUtr(victim.session, victim.orderId, utr)).body.code).toBe(0);
    const attacker = await paidOutLoan(app);
    const used = await submitUtr(attacker.session, 999_999_999, utr);
    const unused = await submitUtr(attacker.session, 999_999_999, `FREE${Date.now()}`);
    expect(used.body).toEqual(NOT_THERE);
    expect(unused.body).toEqual(used.body);
  });
});

describe("google-score with another borrower's order", () => {
  it('is answered as a missing order and records nothing', async () => {
    const victim = await paidOutLoan(app);
    const attacker = await paidOutLoan(app);
    const answer = await post(
      app,
      '/v3/loan-details/google-score',
      { score: 5, orderId: victim.orderId },
      attacker.session,
    );
    expect(answer.body).toEqual(NOT_THERE);
    const [row] = await app.db.select().from(borrowers).where(eq(borrowers.id, attacker.borrowerId));
    expect(row?.appRatedAt).toBeNull();
    const made = await post(
      app,
      '/v3/loan-details/google-score',
      { score: 5, orderId: 'x1' },
      attacker.session,
    );
    expect(made.body.code).toBe(Code.badRequest);
    const own = await post(
      app,
      '/v3/loan-details/google-score',
      { score: 5, orderId: attacker.orderId },
      attacker.session,
    );
    expect(own.body.code).toBe(0);
  });
});
