import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardRepayments } from '../../../db/schema/card-store.ts';
import { payments } from '../../../db/schema/repayment.ts';
import { cardPost, commit, confirm, savedCard, sentCardCode } from '../../../test/card-store.ts';
import { detailsOf, entriesOf, paidOutLoan, REPAY_ENV } from '../../../test/repayment-loans.ts';
import { createTestApp } from '../../../test/test-app.ts';

// repayment-confirm (PRODUCT.md §7, §13): the SMS code settles the payment exactly once, whatever
// repeats or races; 800006 a wrong code, and the fifth cancels the record.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp(REPAY_ENV);
});
afterAll(() => app.close());

const ledgerSum = async (orderId: number) =>
  (await entriesOf(app, orderId)).reduce((sum, e) => sum + e.amount, 0);

const pending = async (amount = 1_000_00) => {
  const loan = await paidOutLoan(app);
  const cardId = await savedCard(app, loan.session);
  const answer = await commit(app, loan.session, { orderId: loan.orderId, cardId, amount });
  expect(answer.data.needValid).toBe(1);
  return {
    ...loan,
    cardId,
    recordId: answer.data.repayRecordId as string,
    code: await sentCardCode(app, loan.session),
  };
};

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the SMS code', () => {
  it('20 concurrent confirms of one record apply it once: the ledger is exact', async () => {
    const { session, orderId, recordId, code } = await pending(3_000_00);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        confirm(app, session, { orderId, repaymentRecordId: recordId, verifyCode: code }),
      ),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(20).fill('00'));
    expect(await ledgerSum(orderId)).toBe(3_000_00);
    expect(await app.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(1);
  });

  it('a wrong code answers 800006 with the tries left; the fifth cancels the record', async () => {
    const { session, orderId, recordId, code } = await pending();
    const wrong = wrongOf(code);
    for (let i = 1; i <= 4; i += 1) {
      const answer = await confirm(app, session, { orderId, repaymentRecordId: recordId, verifyCode: wrong });
      expect(answer).toMatchObject({
        code: '800006',
        message: `Verification code wrong. ${5 - i} tries left`,
      });
    }
    const fifth = await confirm(app, session, { orderId, repaymentRecordId: recordId, verifyCode: wrong });
    expect(fifth).toMatchObject({ code: '800006', message: expect.stringMatching(/payment was cancelled/) });
    const [record] = await app.db
      .select()
      .from(cardRepayments)
      .where(eq(cardRepayments.id, Number(recordId)));
    expect(record).toMatchObject({ status: 'cancelled', wrongTries: 5 });
    const late = await confirm(app, session, { orderId, repaymentRecordId: recordId, verifyCode: code });
    expect(late.code).toBe('409');
    expect(await entriesOf(app, orderId)).toEqual([]);
  });

  it('a code that is not 6 digits is refused without counting', async () => {
    const { session, orderId, recordId } = await pending();
    const answer = await confirm(app, session, { orderId, repaymentRecordId: recordId, verifyCode: '12' });
    expect(answer).toMatchObject({ code: '400', message: 'Enter the correct verification code' });
    const [record] = await app.db
      .select()
      .from(cardRepayments)
      .where(eq(cardRepayments.id, Number(recordId)));
    expect(record?.wrongTries).toBe(0);
  });

  it('an expired code ends the payment and lets the borrower start again', async () => {
    const { session, orderId, recordId, code, cardId } = await pending();
    await app.db
      .update(cardRepayments)
      .set({ codeExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(cardRepayments.id, Number(recordId)));
    const answer = await confirm(app, session, { orderId, repaymentRecordId: recordId, verifyCode: code });
    expect(answer).toMatchObject({ code: '409', message: expect.stringMatching(/code has expired/) });
    expect((await commit(app, session, { orderId, cardId, amount: 1_000_00 })).code).toBe('00');
  });
});

describe('paying everything', () => {
  it('settles the loan: loan details read 200', async () => {
    const { session, orderId, price } = await paidOutLoan(app);
    const cardId = await savedCard(app, session);
    const first = await commit(app, session, { orderId, cardId, amount: 1_000_00 });
    await confirm(app, session, {
      orderId,
      repaymentRecordId: first.data.repayRecordId,
      verifyCode: await sentCardCode(app, session),
    });
    const rest = price.payoff - 1_000_00;
    const last = await commit(app, session, { orderId, cardId, amount: rest });
    const settled =
      last.data.needValid === 1
        ? await confirm(app, session, {
            orderId,
            repaymentRecordId: last.data.repayRecordId,
            verifyCode: await sentCardCode(app, session),
          })
        : last;
    expect(settled).toMatchObject({ code: '00', data: { status: 'settled', orderStatus: 200 } });
    expect(await ledgerSum(orderId)).toBe(price.payoff);
    expect((await detailsOf(app, session, orderId)).data.orderStatus).toBe(200);
    const after = await cardPost(app, 'repayment-way', { orderId }, session);
    expect(after).toMatchObject({ code: '409', message: 'This loan has nothing left to pay' });
  });
});

describe('the e-wallet (repayment-huichao)', () => {
  it('answers the sandbox pay page; paying it reaches the same ledger once', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const answer = await cardPost(
      app,
      'repayment-huichao',
      { userId: session.userId, orderId, amount: 2_000_00 },
      session,
    );
    expect(answer).toMatchObject({ code: '00', data: { url: expect.stringMatching(/^\/sandbox\/pay\//) } });
    const paid = await app.inject({
      method: 'POST',
      url: answer.data.url.split('?')[0],
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=full',
    });
    expect(paid.statusCode).toBeLessThan(400);
    await app.sandboxPayment.deliverDue();
    expect(await ledgerSum(orderId)).toBe(2_000_00);
    const other = await cardPost(app, 'repayment-huichao', { userId: 1, orderId, amount: 2_000_00 }, session);
    expect(other.code).toBe('403');
  });
});
