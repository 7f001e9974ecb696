import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardRepayments, repayTokens } from '../../../db/schema/card-store.ts';
import { commit, confirm, repaymentWay, savedCard, sentCardCode } from '../../../test/card-store.ts';
import { entriesOf, paidOutLoan, REPAY_ENV } from '../../../test/repayment-loans.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { sha256 } from './code-hash.ts';

// repayment-commit (PRODUCT.md §7, §13): the amount checked against what is owed, the SMS-code rule,
// the single-use token and its 15 minutes, 800005 for a second request, a declined card moves nothing.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp(REPAY_ENV);
});
afterAll(() => app.close());

const repaid = async (orderId: number) =>
  (await entriesOf(app, orderId)).filter((e) => e.kind !== 'credit').reduce((sum, e) => sum + e.amount, 0);

describe('the SMS-code rule', () => {
  it("a card's first payment needs the code; the next under 200.000,00 does not; one above does", async () => {
    const { session, orderId } = await paidOutLoan(app, { productId: 1 });
    const cardId = await savedCard(app, session);
    const first = await commit(app, session, { orderId, amount: 1_000_00, cardId });
    expect(first).toMatchObject({ code: '00', data: { needValid: 1, status: 'pending' } });
    expect(await repaid(orderId)).toBe(0);
    const code = await sentCardCode(app, session);
    expect(code).toMatch(/^\d{6}$/);
    const done = await confirm(app, session, {
      orderId,
      repaymentRecordId: first.data.repayRecordId,
      verifyCode: code,
    });
    expect(done).toMatchObject({ code: '00', data: { status: 'settled', amount: 1_000_00 } });
    expect(await repaid(orderId)).toBe(1_000_00);

    const second = await commit(app, session, { orderId, amount: 2_000_00, cardId });
    expect(second).toMatchObject({ code: '00', data: { needValid: 0, status: 'settled' } });
    expect(await repaid(orderId)).toBe(3_000_00);

    const large = await commit(app, session, { orderId, amount: 200_000_01, cardId });
    expect(large).toMatchObject({ code: '00', data: { needValid: 1, status: 'pending' } });
    expect(await repaid(orderId)).toBe(3_000_00);
  });
});

describe('the amount', () => {
  it('more than owed, negative, not whole, or a coupon: refused in words, nothing written', async () => {
    const { session, orderId, price } = await paidOutLoan(app);
    const cardId = await savedCard(app, session);
    const way = await repaymentWay(app, session, orderId);
    expect(way.amountMax).toBe(price.payoff);
    const tries = [
      [{ amount: price.payoff + 1 }, /The amount must be between 1\.000,00 TZS and .* TZS/],
      [{ amount: -100 }, /amount must be a whole number/],
      [{ amount: '100.5' }, /amount must be a whole number/],
      [{ amount: 500 }, /The amount must be between/],
      [{ amount: 1_000_00, couponId: 'C1' }, /Coupons are not offered/],
      [{ amount: 1_000_00, cardNo: '4111111111111111' }, /never send a whole card number/],
    ] as const;
    for (const [body, message] of tries) {
      const answer = await commit(app, session, {
        orderId,
        cardId,
        repayToken: way.repayToken,
        ...body,
      } as never);
      expect(answer.code, JSON.stringify(body)).toBe('400');
      expect(answer.message).toMatch(message);
    }
    expect(await app.db.select().from(cardRepayments).where(eq(cardRepayments.orderId, orderId))).toEqual([]);
    // The token was not used by the refusals.
    const ok = await commit(app, session, { orderId, cardId, amount: 1_000_00, repayToken: way.repayToken });
    expect(ok.code).toBe('00');
  });
});

describe('the repay token and duplicates', () => {
  it('a second commit while one is pending answers 800005, whatever token it carries', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const cardId = await savedCard(app, session);
    const way = await repaymentWay(app, session, orderId);
    const first = await commit(app, session, {
      orderId,
      cardId,
      amount: 1_000_00,
      repayToken: way.repayToken,
    });
    expect(first.data.needValid).toBe(1);
    const again = await commit(app, session, {
      orderId,
      cardId,
      amount: 1_000_00,
      repayToken: way.repayToken,
    });
    expect(again).toMatchObject({ code: '800005', message: 'Do not submit the payment request twice' });
    const fresh = await commit(app, session, { orderId, cardId, amount: 1_000_00 });
    expect(fresh.code).toBe('800005');
    expect(
      await app.db.select().from(cardRepayments).where(eq(cardRepayments.orderId, orderId)),
    ).toHaveLength(1);
  });

  it('a commit and its retry with the same Idempotency-Key: one payment, the same answer', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const cardId = await savedCard(app, session);
    const way = await repaymentWay(app, session, orderId);
    const body = { orderId, cardId, amount: 1_500_00, repayToken: way.repayToken };
    const [a, b] = await Promise.all([
      commit(app, session, body, 'card-commit-key-1'),
      commit(app, session, body, 'card-commit-key-1'),
    ]);
    const c = await commit(app, session, body, 'card-commit-key-1');
    expect(a.code).toBe('00');
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    // The same token without the key is a second request.
    expect((await commit(app, session, body)).code).toBe('800005');
    expect(
      await app.db.select().from(cardRepayments).where(eq(cardRepayments.orderId, orderId)),
    ).toHaveLength(1);
  });

  it('a used token is refused after its payment settled', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const cardId = await savedCard(app, session);
    const first = await commit(app, session, { orderId, cardId, amount: 1_000_00 });
    await confirm(app, session, {
      orderId,
      repaymentRecordId: first.data.repayRecordId,
      verifyCode: await sentCardCode(app, session),
    });
    const way = await repaymentWay(app, session, orderId);
    const body = { orderId, cardId, amount: 1_000_00, repayToken: way.repayToken };
    expect((await commit(app, session, body)).data.needValid).toBe(0);
    expect((await commit(app, session, body)).code).toBe('800005');
    expect(await repaid(orderId)).toBe(2_000_00);
  });

  it('a token expires after 15 minutes', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const cardId = await savedCard(app, session);
    const way = await repaymentWay(app, session, orderId);
    const [token] = await app.db
      .select()
      .from(repayTokens)
      .where(eq(repayTokens.tokenHash, sha256(way.repayToken)));
    expect(token && token.expiresAt.getTime() - token.createdAt.getTime()).toBeGreaterThan(14 * 60_000);
    expect(token && token.expiresAt.getTime() - token.createdAt.getTime()).toBeLessThanOrEqual(
      15 * 60_000 + 1_000,
    );
    await app.db
      .update(repayTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(repayTokens.tokenHash, sha256(way.repayToken)));
    const answer = await commit(app, session, {
      orderId,
      cardId,
      amount: 1_000_00,
      repayToken: way.repayToken,
    });
    expect(answer).toMatchObject({
      code: '409',
      message: 'This payment page has expired. Please open it again',
    });
    expect(await repaid(orderId)).toBe(0);
  });
});

describe('the decline rule', () => {
  it('a card ending in 0002 is declined with a clear message and nothing moves', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const cardId = await savedCard(app, session, '0002');
    const way = await repaymentWay(app, session, orderId);
    const answer = await commit(app, session, {
      orderId,
      cardId,
      amount: 1_000_00,
      repayToken: way.repayToken,
    });
    expect(answer).toMatchObject({
      code: '409',
      message: expect.stringMatching(/declined this card and nothing was taken/),
    });
    expect(await app.db.select().from(cardRepayments).where(eq(cardRepayments.orderId, orderId))).toEqual([]);
    expect(await entriesOf(app, orderId)).toEqual([]);
    // The page's token is still good for another card.
    const other = await savedCard(app, session, '1881');
    const paid = await commit(app, session, {
      orderId,
      cardId: other,
      amount: 1_000_00,
      repayToken: way.repayToken,
    });
    expect(paid.code).toBe('00');
  });
});
