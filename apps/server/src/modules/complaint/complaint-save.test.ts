import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints } from '../../db/schema/complaint.ts';
import { tanzaniaToday } from '../../domain/loan-status.ts';
import {
  complainant,
  complaintDetail,
  createComplaintApp,
  lastSms,
  makePhoto,
  type Session,
  saveComplaint,
  uploadPhoto,
} from '../../test/complaints.ts';
import { paidOutLoan } from '../../test/repayment-loans.ts';
import { SMS_WAIT } from '../../test/test-app.ts';

// Filing a complaint (`problem-save`, PRODUCT.md §12): the rules, the reference number, the reply
// promise and the SMS on receipt.

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await createComplaintApp());
});
afterAll(() => app.close());

/** Three working days after today (Tanzania), weekends skipped, counted here on its own. */
const threeWorkingDaysFrom = (today: string) => {
  const date = new Date(`${today}T00:00:00Z`);
  for (let left = 3; left > 0; ) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
};

const photos = async (session: Session, count: number) => {
  const urls: string[] = [];
  for (let i = 0; i < count; i += 1)
    urls.push((await uploadPhoto(app, session, await makePhoto('png'))).body.data.url);
  return urls;
};

describe('a complaint that names no order (types 2–7)', () => {
  it('is filed with a reference number and the reply promise, and the borrower gets an SMS', async () => {
    const session = await complainant(app);
    const { body } = await saveComplaint(app, session, { problemType: 2, problemDetail: '  Paid twice  ' });
    const replyBy = threeWorkingDaysFrom(tanzaniaToday(new Date()));
    expect(body).toEqual({
      code: '00',
      message: `Complaint sent. Reference number ${body.data.reference}`,
      data: {
        problemId: expect.stringMatching(/^\d+$/),
        reference: expect.stringMatching(new RegExp(`^C${tanzaniaToday(new Date()).slice(0, 4)}-\\d{6}$`)),
        replyBy,
        replyPromise: `We will reply within 3 working days, by ${replyBy}`,
      },
    });
    await expect
      .poll(() => lastSms(app, session), SMS_WAIT)
      .toBe(
        `We have received your complaint. Reference number ${body.data.reference}. We will reply within 3 working days, by ${replyBy}.`,
      );
    const detail = await complaintDetail(app, session, body.data.problemId);
    expect(detail.data).toMatchObject({
      content: 'Paid twice',
      orderNo: '',
      problemType: 2,
      problemSonType: null,
    });
  });

  it('gives every complaint its own reference number, in sequence', async () => {
    const session = await complainant(app);
    const references: string[] = [];
    for (const problemType of [3, 4, 5, 6, 7]) {
      references.push((await saveComplaint(app, session, { problemType })).body.data.reference);
    }
    const numbers = references.map((reference) => Number(reference.slice(-6)));
    expect(numbers).toEqual(numbers.map((_, i) => (numbers[0] as number) + i));
    expect(new Set(references).size).toBe(5);
  });

  it('may name one of the borrower’s orders', async () => {
    const { session, orderId } = await paidOutLoan(app, { productId: 1 });
    const { body } = await saveComplaint(app, session, { problemType: 4, orderNo: orderId });
    expect(body.code).toBe('00');
    expect((await complaintDetail(app, session, body.data.problemId)).data.orderNo).toBe(String(orderId));
  });
});

describe('debt collection (type 1)', () => {
  it('is filed on an order that is or has been due, with its sub-type', async () => {
    const { session, orderId } = await paidOutLoan(app, { productId: 1, daysAgo: 92 });
    const { body } = await saveComplaint(app, session, {
      problemType: 1,
      problemSonType: 12,
      orderNo: orderId,
      problemDetail: 'They called my employer',
    });
    expect(body.code).toBe('00');
    const detail = await complaintDetail(app, session, body.data.problemId);
    expect(detail.data).toMatchObject({
      type: 'Debt collection',
      sonType: 'Contacting my family, friends or employer',
      problemSonType: 12,
    });
  });

  it('is refused on an order that has never been due', async () => {
    const { session, orderId } = await paidOutLoan(app, { productId: 1 });
    const { body } = await saveComplaint(app, session, {
      problemType: 1,
      problemSonType: 11,
      orderNo: orderId,
    });
    expect(body).toEqual({
      code: '409',
      message: 'The selected order does not support sending collection types',
    });
  });

  it('needs an order and a sub-type', async () => {
    const session = await complainant(app);
    expect((await saveComplaint(app, session, { problemType: 1, problemSonType: 11 })).body).toEqual({
      code: '400',
      message: 'Choose the loan this debt collection complaint is about',
    });
    for (const problemSonType of [undefined, '', '0', '16', 'x']) {
      expect((await saveComplaint(app, session, { problemType: 1, problemSonType })).body).toEqual({
        code: '400',
        message: 'Choose what happened during debt collection',
      });
    }
  });

  it('is the only type with a sub-type; types outside 1–7 are refused', async () => {
    const session = await complainant(app);
    expect((await saveComplaint(app, session, { problemType: 2, problemSonType: 11 })).body).toEqual({
      code: '400',
      message: 'Only a debt collection complaint has a sub-type',
    });
    for (const problemType of [0, 8]) {
      expect((await saveComplaint(app, session, { problemType })).body).toEqual({
        code: '400',
        message: 'Choose a problem type from the list',
      });
    }
    expect((await saveComplaint(app, session, { problemType: 'two' })).body.code).toBe('400');
  });
});

describe('the description (problemDetail)', () => {
  it('is required: blank is refused', async () => {
    const session = await complainant(app);
    for (const problemDetail of [undefined, '', '   \n ']) {
      expect((await saveComplaint(app, session, { problemDetail })).body).toEqual({
        code: '400',
        message: 'Please fill in your comments and suggestions',
      });
    }
  });

  it('takes 200 characters as a borrower sees them, not 201', async () => {
    const session = await complainant(app);
    // A family emoji is one character on screen and 8 code units in JavaScript.
    const family = '👨‍👩‍👧';
    const ok = await saveComplaint(app, session, { problemDetail: family.repeat(200) });
    expect(ok.body.code).toBe('00');
    expect(
      (await saveComplaint(app, session, { problemDetail: `${'a'.repeat(200)}é`.normalize('NFD') })).body,
    ).toEqual({ code: '400', message: 'Your description can be at most 200 characters' });
    expect((await saveComplaint(app, session, { problemDetail: 'b'.repeat(201) })).body.code).toBe('400');
  });

  it('refuses control bytes, keeping nothing', async () => {
    const session = await complainant(app);
    const before = await app.db
      .select()
      .from(complaints)
      .where(eq(complaints.borrowerId, Number(session.userId)));
    const { body } = await saveComplaint(app, session, { problemDetail: 'bad\u0000byte' });
    expect(body).toEqual({ code: '400', message: 'problemDetail: A character that is not allowed was sent' });
    const after = await app.db
      .select()
      .from(complaints)
      .where(eq(complaints.borrowerId, Number(session.userId)));
    expect(after).toHaveLength(before.length);
  });
});

describe('the photos (problemImage)', () => {
  it('takes up to 9 of the borrower’s unused uploads, kept in the order listed', async () => {
    const session = await complainant(app);
    const urls = await photos(session, 9);
    const { body } = await saveComplaint(app, session, { problemImage: urls.join(',') });
    expect(body.code).toBe('00');
    expect((await complaintDetail(app, session, body.data.problemId)).data.images).toEqual(urls);
  });

  it('refuses a tenth', async () => {
    const session = await complainant(app);
    const urls = await photos(session, 10);
    expect((await saveComplaint(app, session, { problemImage: urls.join(',') })).body).toEqual({
      code: '400',
      message: 'You can add at most 9 photos',
    });
  });

  it('refuses a photo already used, or one never uploaded, and then keeps nothing', async () => {
    const session = await complainant(app);
    const [used, fresh] = await photos(session, 2);
    await saveComplaint(app, session, { problemImage: used, problemDetail: 'First' });
    const refusal = { code: '404', message: 'This photo does not exist. Please upload it again' };
    expect(
      (await saveComplaint(app, session, { problemImage: `${fresh},${used}`, problemDetail: 'Second' })).body,
    ).toEqual(refusal);
    for (const problemImage of [
      'https://evil.example/x.jpg',
      '/tapi/user-problem/problem-image/AAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      expect((await saveComplaint(app, session, { problemImage, problemDetail: 'Third' })).body).toEqual(
        refusal,
      );
    }
    // The refused complaints took nothing: the fresh photo is still free.
    expect(
      (await saveComplaint(app, session, { problemImage: fresh, problemDetail: 'Fourth' })).body.code,
    ).toBe('00');
  });
});
