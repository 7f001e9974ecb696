import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/repayment.ts';
import { entriesOf, generate, paidOutLoan, REPAY_ENV, tradeOf } from '../../test/repayment-loans.ts';
import { createTwinTestApps, post } from '../../test/test-app.ts';

// One trade's payment told two ways at the same moment, on two API processes sharing one database:
// staff confirm the borrower's payment reference on one, the provider's notification arrives on the
// other. The trade is paid once, whichever is told first (PRODUCT.md §7).

const TOKEN = 'test-ops-token-0123456789abcdef';
let twins: Awaited<ReturnType<typeof createTwinTestApps>>;
beforeAll(async () => {
  twins = await createTwinTestApps({ ...REPAY_ENV, OPS_TOKEN: TOKEN });
});
afterAll(() => twins.close());

const ops = (app: FastifyInstance, path: string, body: object) =>
  app.inject({
    method: 'POST',
    url: `/tapi/ops${path}`,
    headers: { authorization: `Bearer ${TOKEN}` },
    payload: body,
  });

const AMOUNT = 1_000_00;

/** An overdue loan whose borrower paid with a wallet (a pay code) and sent the payment's reference. */
const loanWithReference = async (app: FastifyInstance, round: number) => {
  const loan = await paidOutLoan(app, { productId: 1, daysAgo: 100 });
  const trade = (
    await generate(app, loan.session, { orderId: loan.orderId, amount: AMOUNT, bankCode: 'TZ0002' })
  ).data;
  const utr = `RACE${round}X${Date.now()}`;
  const sent = await post(
    app,
    '/v3/loan-details/submit-utr',
    { orderId: loan.orderId, utr, isDelay: '0' },
    loan.session,
  );
  expect(sent.body.code).toBe(0);
  return { ...loan, utr, trade: await tradeOf(app, trade.tradeNo) };
};

describe('a confirmed reference and the provider telling of the same payment at once', () => {
  it('pay the trade once, on two processes sharing the database, round after round', async () => {
    const { first, second } = twins;
    for (let round = 0; round < 8; round += 1) {
      const loan = await loanWithReference(first, round);
      const [confirm, agent] = await Promise.all([
        ops(first, `/orders/${loan.orderId}/utr`, { utr: loan.utr, decision: 'confirm' }),
        ops(second, `/pay-codes/${loan.trade.payCode}/pay`, { amount: AMOUNT }),
      ]);
      expect(confirm.statusCode).toBe(200);
      expect(agent.statusCode).toBe(200);
      const paid = await first.db.select().from(payments).where(eq(payments.orderId, loan.orderId));
      expect(paid, `round ${round}: ${paid.map((p) => p.reference).join(', ')}`).toHaveLength(1);
      // The loan is overdue: the payment goes to its penalty first, then to the instalment.
      const applied = (await entriesOf(first, loan.orderId))
        .filter((e) => e.kind === 'repayment' || e.kind === 'penalty')
        .reduce((sum, e) => sum + e.amount, 0);
      expect(applied).toBe(AMOUNT);
    }
  });
});

describe('two references sent for one payment', () => {
  it('are not both confirmed: the trade is paid once', async () => {
    const { first } = twins;
    const loan = await loanWithReference(first, 99);
    const second = `${loan.utr}B`;
    const sent = await post(
      first,
      '/v3/loan-details/submit-utr',
      { orderId: loan.orderId, utr: second, isDelay: '0' },
      loan.session,
    );
    expect(sent.body.code).toBe(0);
    const one = await ops(first, `/orders/${loan.orderId}/utr`, { utr: loan.utr, decision: 'confirm' });
    expect(one.json()).toMatchObject({ code: 0, data: { state: 'confirmed', applied: AMOUNT } });
    const other = await ops(twins.second, `/orders/${loan.orderId}/utr`, {
      utr: second,
      decision: 'confirm',
    });
    expect(other.json()).toMatchObject({ code: 409, message: expect.stringMatching(/has already arrived/) });
    expect(await first.db.select().from(payments).where(eq(payments.orderId, loan.orderId))).toHaveLength(1);
  });
});
