import { Code } from '@tz-loan/contract/platform/envelope';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardRepayments } from '../../db/schema/card-store.ts';
import { trades } from '../../db/schema/repayment.ts';
import { commit, repaymentWay, savedCard } from '../../test/card-store.ts';
import { generate, paidOutLoan, payCode, planOf, REPAY_ENV } from '../../test/repayment-loans.ts';
import { createTestApp } from '../../test/test-app.ts';

// Whatever an app reads from what the borrower typed, the server pays no more than is owed now
// (PRODUCT.md §7): '276.063,89' kept as digits reads 27.606.389,00 TZS, and is refused, not capped.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp(REPAY_ENV);
});
afterAll(() => app.close());

const MISREAD = 27_606_389_00;

describe('an amount over what is owed now is refused, nothing written', () => {
  it('Pay Now: after a part is paid, one minor unit over what is left, and a misread amount', async () => {
    const { session, orderId, price } = await paidOutLoan(app);
    const first = price.instalments[0]?.amount ?? 0;
    const part = await generate(app, session, { orderId, amount: first });
    await payCode(app, part.data.tradeNo);
    const left = price.payoff - first;
    expect((await planOf(app, session, orderId)).data.amountMax).toBe(left);
    const before = await app.db.select().from(trades).where(eq(trades.orderId, orderId));
    for (const amount of [left + 1, MISREAD]) {
      const refusal = await generate(app, session, { orderId, amount });
      expect(refusal.code, String(amount)).toBe(Code.badRequest);
      expect(refusal.message).toMatch(/^The amount must be between 1\.000,00 TZS and [\d.]+,\d\d TZS$/);
    }
    expect(await app.db.select().from(trades).where(eq(trades.orderId, orderId))).toEqual(before);
    expect((await generate(app, session, { orderId, amount: left })).code).toBe(0);
  });

  it('the card store: one minor unit over what is owed, and a misread amount', async () => {
    const { session, orderId, price } = await paidOutLoan(app);
    const cardId = await savedCard(app, session);
    const way = await repaymentWay(app, session, orderId);
    for (const amount of [price.payoff + 1, MISREAD]) {
      const answer = await commit(app, session, { orderId, cardId, amount, repayToken: way.repayToken });
      expect(answer.code, String(amount)).toBe('400');
      expect(answer.message).toMatch(/^The amount must be between 1\.000,00 TZS and [\d.]+,\d\d TZS$/);
    }
    expect(await app.db.select().from(cardRepayments).where(eq(cardRepayments.orderId, orderId))).toEqual([]);
  });
});
