import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPLAINT_OPS_TOKEN,
  complainant,
  complaintDetail,
  createComplaintApp,
  lastSms,
  saveComplaint,
  staffReply,
} from '../../test/complaints.ts';
import { paidOutLoan } from '../../test/repayment-loans.ts';
import { SMS_WAIT } from '../../test/test-app.ts';

// Complaints in Kiswahili and English (PRODUCT.md §16): the SMS go out in the language the complaint
// was written in, whatever language staff or a later call use; refusals are said in the reader's.

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await createComplaintApp({ OPS_TOKEN: COMPLAINT_OPS_TOKEN }));
});
afterAll(() => app.close());

describe('the SMS about a complaint', () => {
  it('in Kiswahili: the receipt with the reference and the reply promise, then the reply', async () => {
    const session = await complainant(app);
    const saved = await saveComplaint(
      app,
      { ...session, language: 'sw' },
      { problemDetail: 'Nimelipa mara mbili' },
    );
    const { reference, replyBy, replyPromise } = saved.body.data;
    expect(saved.body.message).toBe(`Lalamiko limetumwa. Namba ya kumbukumbu ${reference}`);
    expect(replyPromise).toBe(`Tutakujibu ndani ya siku 3 za kazi, kufikia ${replyBy}`);
    await expect
      .poll(() => lastSms(app, session), SMS_WAIT)
      .toBe(
        `Tumepokea lalamiko lako. Namba ya kumbukumbu ${reference}. Tutakujibu ndani ya siku 3 za kazi, kufikia ${replyBy}.`,
      );
    await staffReply(app, saved.body.data.problemId, 'Tumerudisha pesa');
    await expect
      .poll(() => lastSms(app, session), SMS_WAIT)
      .toBe(`Tumejibu lalamiko lako ${reference}. Fungua Malalamiko yangu kwenye programu kusoma jibu.`);
  });

  it('in English, even when the borrower later reads in Kiswahili', async () => {
    const session = await complainant(app);
    const saved = await saveComplaint(
      app,
      { ...session, language: 'en' },
      { problemDetail: 'Charged twice' },
    );
    const { reference, replyBy } = saved.body.data;
    await expect
      .poll(() => lastSms(app, session), SMS_WAIT)
      .toBe(
        `We have received your complaint. Reference number ${reference}. We will reply within 3 working days, by ${replyBy}.`,
      );
    const detail = await complaintDetail(app, { ...session, language: 'sw' }, saved.body.data.problemId);
    expect(detail.data.replyPromise).toBe(`Tutakujibu ndani ya siku 3 za kazi, kufikia ${replyBy}`);
    await staffReply(app, saved.body.data.problemId, 'Refunded');
    await expect
      .poll(() => lastSms(app, session), SMS_WAIT)
      .toBe(
        `We have replied to your complaint ${reference}. Open My complaints in the app to read the reply.`,
      );
  });
});

describe('refusals in Kiswahili', () => {
  it('says each rule of problem-save in Kiswahili', async () => {
    const sw = { ...(await complainant(app)), language: 'sw' };
    const said = async (body: Record<string, string | number>) =>
      (await saveComplaint(app, sw, body)).body.message;
    expect(await said({ problemType: 9 })).toBe('Chagua aina ya tatizo kwenye orodha');
    expect(await said({ problemType: 1 })).toBe('Chagua kilichotokea wakati wa ukusanyaji wa madeni');
    expect(await said({ problemType: 1, problemSonType: 11 })).toBe(
      'Chagua mkopo ambao lalamiko hili la ukusanyaji wa madeni linahusu',
    );
    expect(await said({ problemType: 3, problemSonType: 11 })).toBe(
      'Lalamiko la ukusanyaji wa madeni pekee ndilo lenye aina ndogo',
    );
    expect(await said({ problemDetail: ' ' })).toBe('Tafadhali andika maoni na mapendekezo yako');
    expect(await said({ problemDetail: 'x'.repeat(201) })).toBe('Maelezo yako yasizidi herufi 200');
    expect(await said({ problemImage: 'nope' })).toBe('Picha hii haipo. Tafadhali ipakie tena');
    const loan = await paidOutLoan(app, { productId: 1 });
    const refused = await saveComplaint(
      app,
      { ...loan.session, language: 'sw' },
      { problemType: 1, problemSonType: 13, orderNo: loan.orderId },
    );
    expect(refused.body).toEqual({
      code: '409',
      message: 'Mkopo uliouchagua hauruhusu lalamiko la ukusanyaji wa madeni',
    });
  });
});
