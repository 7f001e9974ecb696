import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tanzaniaToday } from '../../domain/loan-status.ts';
import { complainant, complaintPost, createComplaintApp, type Session } from '../../test/complaints.ts';
import { insertOrder } from '../../test/loan-orders.ts';
import { generate, paidOutLoan, payCode, planOf } from '../../test/repayment-loans.ts';
import { get } from '../../test/test-app.ts';
import { replyByDate } from './reply-by.ts';

// The complaint page (`problem-init`, PRODUCT.md §12): types, sub-types and the borrower's orders,
// each with `isShow` 1 when it is or has been due or overdue.

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await createComplaintApp());
});
afterAll(() => app.close());

const init = async (session: Session, orderId?: number, language = 'en') =>
  (await complaintPost(app, '/user-problem/problem-init', { orderId }, { ...session, language })).body;

/** Pays everything owed on the order through Pay Now and the sandbox agent. */
const payAll = async (session: Session, orderId: number) => {
  const { amountMax } = (await planOf(app, session, orderId)).data;
  const trade = await generate(app, session, { orderId, amount: amountMax });
  await payCode(app, trade.data.tradeNo);
};

/** A borrower's product-1 loan (one instalment due 91 days after the payout), disbursed `daysAgo`. */
const loan = (daysAgo = 0) => paidOutLoan(app, { productId: 1, daysAgo });

const cardOf = async (session: Session, orderId: number) => {
  const { code, data } = await init(session, orderId);
  expect(code).toBe('00');
  return data.orderDetail as { status: number; isShow: number; statusText: string };
};

describe('problem types', () => {
  it('lists types 1–7 (icons on the first three) and the debt-collection sub-types 11–15', async () => {
    const { code, message, data } = await init(await complainant(app));
    expect({ code, message }).toEqual({ code: '00', message: 'success' });
    expect(data.problemType).toEqual([
      { title: 'Debt collection', value: 1, icon: 'collection' },
      { title: 'Repayment and payments', value: 2, icon: 'repayment' },
      { title: 'Loan application and payout', value: 3, icon: 'application' },
      { title: 'Fees and charges', value: 4, icon: '' },
      { title: 'Account and personal data', value: 5, icon: '' },
      { title: 'App and service', value: 6, icon: '' },
      { title: 'Other', value: 7, icon: '' },
    ]);
    expect(data.problemSonType).toEqual([
      { title: 'Threats or abusive language', value: 11 },
      { title: 'Contacting my family, friends or employer', value: 12 },
      { title: 'Calls at unreasonable hours', value: 13 },
      { title: 'Wrong amount demanded', value: 14 },
      { title: 'Other collection conduct', value: 15 },
    ]);
    expect(data.orderList).toEqual([]);
    expect(data.orderDetail).toBeNull();
  });

  it('promises a reply within 3 working days before the complaint is sent, with the date', async () => {
    const { data } = await init(await complainant(app));
    expect(data.replyBy).toBe(replyByDate(tanzaniaToday(new Date())));
    expect(data.replyPromise).toBe(`We will reply within 3 working days, by ${data.replyBy}`);
  });

  it('says them in Kiswahili', async () => {
    const { data } = await init(await complainant(app), undefined, 'sw');
    expect(data.problemType.map((t: { title: string }) => t.title)).toEqual([
      'Ukusanyaji wa madeni',
      'Marejesho na malipo',
      'Kuomba mkopo na kupokea pesa',
      'Ada na gharama',
      'Akaunti na taarifa binafsi',
      'Programu na huduma',
      'Mengineyo',
    ]);
    expect(data.problemSonType[1].title).toBe('Kuwasiliana na familia, marafiki au mwajiri wangu');
  });

  it('answers the same to GET (the complaint form reads it so)', async () => {
    const session = await complainant(app);
    const viaGet = await get(app, '/user-problem/problem-init', session);
    expect(viaGet.body).toEqual(await init(session));
  });
});

describe("the borrower's orders", () => {
  it('lists them newest first, and the named one as orderDetail, with product, status and rows', async () => {
    const { session, orderId, borrowerId } = await loan();
    await payAll(session, orderId);
    const newer = await insertOrder(app.db, { borrowerId, productId: 2 });
    const { data } = await init(session, orderId);
    expect(data.orderList.map((o: { orderNo: string }) => o.orderNo)).toEqual([
      String(newer.id),
      String(orderId),
    ]);
    expect(data.orderList[0]).toMatchObject({
      status: 21,
      statusText: 'Under review',
      productName: 'Mwezi Plus',
    });
    expect(data.orderDetail).toEqual({
      orderNo: String(orderId),
      productLogo: '/logos/haraka.svg',
      productName: 'Haraka Loan',
      status: 200,
      statusText: 'Settled',
      rows: [
        { title: 'Loan amount', value: '400.000,00 TZS' },
        { title: 'Apply time', value: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) },
      ],
      isShow: 0,
    });
  });

  it('isShow is 0 for an order under review and a loan not yet due', async () => {
    const { session, orderId } = await loan();
    expect(await cardOf(session, orderId)).toMatchObject({ status: 170, isShow: 0 });
    const other = await complainant(app);
    const review = await insertOrder(app.db, { borrowerId: Number(other.userId) });
    expect(await cardOf(other, review.id)).toMatchObject({ status: 21, isShow: 0 });
  });

  it('isShow is 1 for a loan due (174) or overdue (180)', async () => {
    const due = await loan(92);
    expect(await cardOf(due.session, due.orderId)).toMatchObject({ status: 174, isShow: 1 });
    const overdue = await loan(100);
    expect(await cardOf(overdue.session, overdue.orderId)).toMatchObject({ status: 180, isShow: 1 });
  });

  it('isShow stays 1 once a late loan is settled, and stays 0 for one settled before its due date', async () => {
    const late = await loan(92);
    await payAll(late.session, late.orderId);
    expect(await cardOf(late.session, late.orderId)).toMatchObject({ status: 200, isShow: 1 });
    const early = await loan(30);
    await payAll(early.session, early.orderId);
    expect(await cardOf(early.session, early.orderId)).toMatchObject({ status: 200, isShow: 0 });
  });

  it('shows the next due date of a loan being repaid', async () => {
    const { session, orderId } = await loan(92);
    const { data } = await init(session, orderId);
    expect(data.orderDetail.rows[2]).toEqual({
      title: 'Due date',
      value: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it("answers another borrower's order as one that does not exist", async () => {
    const mine = await complainant(app);
    const theirs = await loan();
    expect(await init(mine, theirs.orderId)).toEqual({ code: '404', message: 'This order does not exist' });
    expect(await init(mine, 999_999_999)).toEqual({ code: '404', message: 'This order does not exist' });
  });
});
