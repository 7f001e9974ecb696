import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPLAINT_OPS_TOKEN,
  complainant,
  complaintPost,
  createComplaintApp,
  makePhoto,
  readPhoto,
  type Session,
  saveComplaint,
  staffReply,
  uploadPhoto,
} from '../../test/complaints.ts';
import { paidOutLoan } from '../../test/repayment-loans.ts';

// Every object a complaint call names (order, complaint, photo) must be the caller's, or the call fails
// exactly as if it did not exist (PRODUCT.md §2): another borrower's ids tell nothing.

let app: FastifyInstance;
let mine: Session;
let theirs: { session: Session; orderId: number; problemId: string; photo: string; unusedPhoto: string };
const MISSING_ID = 987_654_321;
const MISSING_PHOTO = '/tapi/user-problem/problem-image/AAAAAAAAAAAAAAAAAAAAAA';

beforeAll(async () => {
  ({ app } = await createComplaintApp({ OPS_TOKEN: COMPLAINT_OPS_TOKEN }));
  mine = await complainant(app);
  const loan = await paidOutLoan(app, { productId: 1, daysAgo: 100 });
  const photo = (await uploadPhoto(app, loan.session, await makePhoto('png'))).body.data.url;
  const unusedPhoto = (await uploadPhoto(app, loan.session, await makePhoto('png'))).body.data.url;
  const saved = await saveComplaint(app, loan.session, {
    problemType: 1,
    problemSonType: 11,
    orderNo: loan.orderId,
    problemImage: photo,
  });
  await staffReply(app, saved.body.data.problemId, 'Replied');
  theirs = {
    session: loan.session,
    orderId: loan.orderId,
    problemId: saved.body.data.problemId,
    photo,
    unusedPhoto,
  };
});
afterAll(() => app.close());

const call = async (path: string, body: Record<string, string | number>) =>
  (await complaintPost(app, path, body, mine)).body;

describe("another borrower's ids, refused as ids that do not exist", () => {
  it('problem-init: their order', async () => {
    const path = '/user-problem/problem-init';
    expect(await call(path, { orderId: theirs.orderId })).toEqual(await call(path, { orderId: MISSING_ID }));
    expect((await call(path, { orderId: theirs.orderId })).code).toBe('404');
  });

  it('problem-save: their order, for any type', async () => {
    for (const body of [
      { problemType: 1, problemSonType: 11 },
      { problemType: 2, problemSonType: '' },
    ]) {
      const theirsAnswer = (await saveComplaint(app, mine, { ...body, orderNo: theirs.orderId })).body;
      expect(theirsAnswer).toEqual((await saveComplaint(app, mine, { ...body, orderNo: MISSING_ID })).body);
      expect(theirsAnswer).toEqual({ code: '404', message: 'This order does not exist' });
    }
  });

  it('problem-save: their photos, used or not', async () => {
    const missing = (await saveComplaint(app, mine, { problemImage: MISSING_PHOTO })).body;
    expect(missing.code).toBe('404');
    for (const problemImage of [theirs.photo, theirs.unusedPhoto]) {
      expect((await saveComplaint(app, mine, { problemImage })).body).toEqual(missing);
    }
  });

  it('problem-detail and save-score: their complaint', async () => {
    for (const [path, extra] of [
      ['/user-problem/problem-detail', {}],
      ['/user-problem/save-score', { score: 5 }],
    ] as const) {
      const answer = await call(path, { problemId: theirs.problemId, ...extra });
      expect(answer).toEqual(await call(path, { problemId: MISSING_ID, ...extra }));
      expect(answer).toEqual({ code: '404', message: 'This complaint does not exist' });
    }
  });

  it('the photo itself', async () => {
    const theirPhoto = await readPhoto(app, theirs.photo, mine);
    const missing = await readPhoto(app, MISSING_PHOTO, mine);
    expect([theirPhoto.statusCode, theirPhoto.json()]).toEqual([missing.statusCode, missing.json()]);
    expect((await readPhoto(app, theirs.photo, theirs.session)).statusCode).toBe(200);
  });

  it('problem-list: only their own complaints', async () => {
    const { data } = await call('/user-problem/problem-list', {});
    expect(data.tabs.flatMap((t: { list: unknown[] }) => t.list)).toEqual([]);
  });

  it('a userId that is not the session’s is refused', async () => {
    const answer = await complaintPost(
      app,
      '/user-problem/problem-list',
      {},
      { ...mine, userId: theirs.session.userId ?? '' },
    );
    expect(answer.body.code).toBe('403');
  });
});
