import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPost, commit, repaymentWay, type Session, savedCard } from '../../../test/card-store.ts';
import { entriesOf, paidOutLoan, REPAY_ENV } from '../../../test/repayment-loans.ts';
import { createTestApp } from '../../../test/test-app.ts';

// Every object a card-store call names (order, card, repay token, payment record) must be the caller's,
// or the call fails exactly as if it did not exist (PRODUCT.md §2).

let app: FastifyInstance;
let mine: { session: Session; orderId: number; cardId: string };
let theirs: { session: Session; orderId: number; cardId: string; token: string; recordId: string };
const MISSING = 987_654_321;

beforeAll(async () => {
  app = await createTestApp(REPAY_ENV);
  const a = await paidOutLoan(app);
  mine = { session: a.session, orderId: a.orderId, cardId: await savedCard(app, a.session) };
  const b = await paidOutLoan(app);
  const cardId = await savedCard(app, b.session, '5454');
  const token = (await repaymentWay(app, b.session, b.orderId)).repayToken;
  const pending = await commit(app, b.session, { orderId: b.orderId, cardId, amount: 1_000_00 });
  theirs = { session: b.session, orderId: b.orderId, cardId, token, recordId: pending.data.repayRecordId };
});
afterAll(() => app.close());

const my = (call: Parameters<typeof cardPost>[1], body: Record<string, string | number>) =>
  cardPost(app, call, body, mine.session);

describe("another borrower's ids, refused as ids that do not exist", () => {
  it('repayment-way: their order', async () => {
    expect(await my('repayment-way', { orderId: theirs.orderId })).toEqual(
      await my('repayment-way', { orderId: MISSING }),
    );
    expect((await my('repayment-way', { orderId: theirs.orderId })).code).toBe('404');
  });

  it('repayment-commit: their order, their card, their token', async () => {
    const token = (await repaymentWay(app, mine.session, mine.orderId)).repayToken;
    const base = { orderId: mine.orderId, cardId: mine.cardId, amount: 1_000_00, repayToken: token };
    const pairs = [
      [{ orderId: theirs.orderId }, { orderId: MISSING }],
      [{ cardId: theirs.cardId }, { cardId: MISSING }],
      [{ repayToken: theirs.token }, { repayToken: 'no-such-token-0123456789' }],
    ] as const;
    for (const [theirsBody, missingBody] of pairs) {
      const a = await my('repayment-commit', { ...base, ...theirsBody });
      const b = await my('repayment-commit', { ...base, ...missingBody });
      expect(a, JSON.stringify(theirsBody)).toEqual(b);
      expect(a.code).toBe('404');
    }
    // A token of my own for another order of mine is not this order's either.
    const other = await paidOutLoan(app);
    expect(
      (await cardPost(app, 'repayment-commit', { ...base, orderId: other.orderId }, other.session)).code,
    ).toBe('404');
  });

  it('repayment-confirm: their record, under my order or theirs', async () => {
    const missing = await my('repayment-confirm', {
      orderId: mine.orderId,
      repaymentRecordId: MISSING,
      verifyCode: '123456',
    });
    expect(missing.code).toBe('404');
    expect(
      await my('repayment-confirm', {
        orderId: mine.orderId,
        repaymentRecordId: theirs.recordId,
        verifyCode: '123456',
      }),
    ).toEqual(missing);
    const underTheirs = await my('repayment-confirm', {
      orderId: theirs.orderId,
      repaymentRecordId: theirs.recordId,
      verifyCode: '123456',
    });
    expect(underTheirs).toEqual(
      await my('repayment-confirm', {
        orderId: MISSING,
        repaymentRecordId: theirs.recordId,
        verifyCode: '123456',
      }),
    );
    expect(await entriesOf(app, theirs.orderId)).toEqual([]);
  });

  it('repayment-huichao: their order', async () => {
    const body = (orderId: number) => ({ userId: mine.session.userId ?? '', orderId, amount: 1_000_00 });
    expect(await my('repayment-huichao', body(theirs.orderId))).toEqual(
      await my('repayment-huichao', body(MISSING)),
    );
  });
});
