import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPLAINT_OPS_TOKEN,
  complainant,
  complaintDetail,
  complaintPost,
  createComplaintApp,
  lastSms,
  makePhoto,
  readPhoto,
  type Session,
  saveComplaint,
  staffPhoto,
  staffReply,
} from '../../test/complaints.ts';
import { SMS_WAIT } from '../../test/test-app.ts';

// What follows a complaint (PRODUCT.md §12): the list's two tabs, the details with the reply and how
// to escalate, the rating, and customer service's contacts.

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await createComplaintApp({
    OPS_TOKEN: COMPLAINT_OPS_TOKEN,
    LENDER_TELEPHONE: '+255 22 111 2233 (sandbox)',
    LENDER_EMAIL: 'care@sandbox-lender.example',
  }));
});
afterAll(() => app.close());

const list = async (session: Session, language = 'en') =>
  (await complaintPost(app, '/user-problem/problem-list', {}, { ...session, language })).body;
const rate = async (session: Session, problemId: string, score: string | number | undefined) =>
  (await complaintPost(app, '/user-problem/save-score', { problemId, score }, session)).body;

describe('the complaint list (problem-list)', () => {
  it('has two tabs, Processing and Replied, each newest first, items with the reference', async () => {
    const session = await complainant(app);
    const first = (await saveComplaint(app, session, { problemType: 2, problemDetail: 'First' })).body.data;
    const second = (await saveComplaint(app, session, { problemType: 6, problemDetail: 'Second' })).body.data;
    const third = (await saveComplaint(app, session, { problemType: 7, problemDetail: 'Third' })).body.data;
    await staffReply(app, second.problemId, 'Sorted');
    const { code, data } = await list(session);
    expect(code).toBe('00');
    expect(data.tabs.map((t: { title: string; value: number }) => [t.title, t.value])).toEqual([
      ['Processing', 1],
      ['Replied', 2],
    ]);
    expect(data.tabs[0].list).toEqual([
      {
        id: third.problemId,
        time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        type: 'Other',
        content: 'Third',
        reference: third.reference,
        isNeedScore: 0,
      },
      expect.objectContaining({ id: first.problemId, type: 'Repayment and payments', content: 'First' }),
    ]);
    expect(data.tabs[1].list).toEqual([
      expect.objectContaining({ id: second.problemId, reference: second.reference, isNeedScore: 1 }),
    ]);
    const sw = await list(session, 'sw');
    expect(sw.data.tabs.map((t: { title: string }) => t.title)).toEqual(['Inashughulikiwa', 'Imejibiwa']);
    expect(sw.data.tabs[0].list[0].type).toBe('Mengineyo');
  });

  it('is empty for a borrower without complaints', async () => {
    const { data } = await list(await complainant(app));
    expect(data.tabs.map((t: { list: unknown[] }) => t.list)).toEqual([[], []]);
  });
});

describe('the details and the reply (problem-detail)', () => {
  it('before a reply: the promise, no reply, nothing to rate, no escalation yet', async () => {
    const session = await complainant(app);
    const saved = (await saveComplaint(app, session, { problemType: 3, problemDetail: 'Payout late' })).body
      .data;
    const { code, data } = await complaintDetail(app, session, saved.problemId);
    expect(code).toBe('00');
    expect(data).toEqual({
      problemId: saved.problemId,
      reference: saved.reference,
      problemType: 3,
      problemSonType: null,
      type: 'Loan application and payout',
      sonType: '',
      orderNo: '',
      content: 'Payout late',
      images: [],
      status: 'processing',
      time: expect.any(String),
      replyBy: saved.replyBy,
      replyPromise: `We will reply within 3 working days, by ${saved.replyBy}`,
      disposeDetail: '',
      disposeImages: [],
      disposeTime: '',
      isNeedScore: 0,
      score: null,
      escalation: '',
    });
  });

  it('after a reply: its text and photos (served to the borrower), the rating asked, the way to the Bank of Tanzania', async () => {
    const session = await complainant(app);
    const saved = (await saveComplaint(app, session, { problemType: 4, problemDetail: 'Fee too high' })).body
      .data;
    const photo = (await staffPhoto(app, await makePhoto('png'))).data;
    const replied = await staffReply(app, saved.problemId, 'We refunded the fee.', [photo.imageId]);
    expect(replied.code).toBe(0);
    await expect
      .poll(() => lastSms(app, session), SMS_WAIT)
      .toBe(
        `We have replied to your complaint ${saved.reference}. Open My complaints in the app to read the reply.`,
      );
    const { data } = await complaintDetail(app, session, saved.problemId);
    expect(data).toMatchObject({
      status: 'replied',
      disposeDetail: 'We refunded the fee.',
      disposeImages: [`/tapi/user-problem/problem-image/${photo.imageId}`],
      disposeTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      isNeedScore: 1,
      escalation: `Not satisfied with our reply? You can take your complaint to the Bank of Tanzania. Quote your reference number ${saved.reference}.`,
    });
    expect((await readPhoto(app, data.disposeImages[0], session)).statusCode).toBe(200);
    const sw = await complaintDetail(app, { ...session, language: 'sw' }, saved.problemId);
    expect(sw.data.escalation).toBe(
      `Hujaridhika na jibu letu? Unaweza kuwasilisha lalamiko lako Benki Kuu ya Tanzania (BoT). Taja namba ya kumbukumbu ${saved.reference}.`,
    );
  });
});

describe('rating the reply (save-score)', () => {
  it('is refused before staff reply', async () => {
    const session = await complainant(app);
    const saved = (await saveComplaint(app, session, {})).body.data;
    expect(await rate(session, saved.problemId, 5)).toEqual({
      code: '409',
      message: 'You can rate this complaint once we have replied',
    });
  });

  it('takes 1 to 5 stars, once', async () => {
    const session = await complainant(app);
    const saved = (await saveComplaint(app, session, {})).body.data;
    await staffReply(app, saved.problemId, 'Done');
    for (const score of [undefined, 0, 6, 'x', '4.5']) {
      expect(await rate(session, saved.problemId, score)).toEqual({
        code: '400',
        message: 'Please choose a rating of 1 to 5 stars',
      });
    }
    expect(await rate(session, saved.problemId, 4)).toEqual({
      code: '00',
      message: 'Thank you for your rating',
      data: {},
    });
    expect(await rate(session, saved.problemId, 5)).toEqual({
      code: '409',
      message: 'You have already rated this complaint',
    });
    const { data } = await complaintDetail(app, session, saved.problemId);
    expect(data).toMatchObject({ isNeedScore: 0, score: 4 });
    const sw = await rate({ ...session, language: 'sw' }, saved.problemId, 3);
    expect(sw.message).toBe('Umeshatoa tathmini ya lalamiko hili');
  });
});

describe('customer service (contact-kf-info)', () => {
  it("answers the lender's telephone and e-mail from the server's settings", async () => {
    const session = await complainant(app);
    const answer = await complaintPost(app, '/v3/personal-center/contact-kf-info', { overall: 30 }, session);
    expect(answer.body).toEqual({
      code: '00',
      message: 'success',
      data: { smWa: '+255 22 111 2233 (sandbox)', email: 'care@sandbox-lender.example' },
    });
    const anonymous = await complaintPost(app, '/v3/personal-center/contact-kf-info', { overall: 30 }, {});
    expect(anonymous.body.data.email).toBe('care@sandbox-lender.example');
  });

  it('refuses another overall', async () => {
    const answer = await complaintPost(app, '/v3/personal-center/contact-kf-info', { overall: 31 }, {});
    expect(answer.body).toEqual({ code: '400', message: 'overall must be 30' });
  });
});
