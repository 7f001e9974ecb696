import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPLAINT_OPS_TOKEN,
  complainant,
  createComplaintApp,
  makePhoto,
  opsRequest,
  type Session,
  saveComplaint,
  staffPhoto,
  staffReply,
  uploadPhoto,
} from '../../test/complaints.ts';

// The staff's complaint calls of the ops API (PRODUCT.md §11–§12): behind the ops token, in the audit
// trail, answering in English.

let app: FastifyInstance;
let session: Session;
let open: { problemId: string; reference: string; replyBy: string };
let borrowerPhoto: string;
beforeAll(async () => {
  ({ app } = await createComplaintApp({ OPS_TOKEN: COMPLAINT_OPS_TOKEN }));
  session = await complainant(app);
  borrowerPhoto = (await uploadPhoto(app, session, await makePhoto('jpeg'))).body.data.url;
  open = (
    await saveComplaint(
      app,
      { ...session, language: 'sw' },
      { problemType: 4, problemDetail: 'Ada kubwa\nmno', problemImage: borrowerPhoto },
    )
  ).body.data;
});
afterAll(() => app.close());

describe('reading complaints', () => {
  it('lists them newest first with the borrower, the type in English, the status; --open keeps the unanswered', async () => {
    const other = (await saveComplaint(app, session, { problemType: 7, problemDetail: 'Other' })).body.data;
    await staffReply(app, other.problemId, 'Answered');
    const all = await opsRequest(app, 'GET', '/complaints');
    expect(all.code).toBe(0);
    expect(all.data.complaints.map((c: { problemId: number }) => c.problemId)).toEqual([
      Number(other.problemId),
      Number(open.problemId),
    ]);
    expect(all.data.complaints[1]).toEqual({
      problemId: Number(open.problemId),
      reference: open.reference,
      phone: session.mobilePhone,
      problemType: 4,
      problemSonType: null,
      type: 'Fees and charges',
      status: 'processing',
      orderId: null,
      content: 'Ada kubwa\nmno',
      language: 'sw',
      images: [expect.stringMatching(/^\/tapi\/ops\/complaint-images\/[A-Za-z0-9_-]{22}$/)],
      createdAt: expect.any(String),
      replyBy: open.replyBy,
      reply: '',
      replyImages: [],
      repliedAt: null,
      repliedBy: null,
      score: null,
    });
    const openOnly = await opsRequest(app, 'GET', '/complaints?open=1');
    expect(openOnly.data.complaints.map((c: { problemId: number }) => c.problemId)).toEqual([
      Number(open.problemId),
    ]);
  });

  it('reads one, and serves its photos to staff with the token only', async () => {
    const one = await opsRequest(app, 'GET', `/complaint?problemId=${open.problemId}`);
    expect(one.data.reference).toBe(open.reference);
    const path = one.data.images[0] as string;
    const withToken = await app.inject({
      method: 'GET',
      url: path,
      headers: { authorization: `Bearer ${COMPLAINT_OPS_TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['cache-control']).toBe('no-store');
    expect(withToken.headers['content-type']).toBe('image/jpeg');
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    expect(await opsRequest(app, 'GET', '/complaint?problemId=999999')).toEqual({
      code: 404,
      message: 'Complaint 999999 does not exist',
    });
  });

  it('needs the ops token', async () => {
    const response = await app.inject({ method: 'GET', url: '/tapi/ops/complaints' });
    expect(response.statusCode).toBe(401);
  });
});

describe('replying', () => {
  it('refuses a photo that is not an image, storing nothing', async () => {
    expect(await staffPhoto(app, Buffer.from('<html>'))).toEqual({
      code: 415,
      message: 'Only photos can be uploaded (JPEG, PNG or WebP)',
    });
  });

  it("refuses a borrower's photo or an unknown one as a reply's photo", async () => {
    const target = (await saveComplaint(app, session, { problemDetail: 'Needs a reply' })).body.data;
    const token = borrowerPhoto.split('/').pop() as string;
    expect((await staffReply(app, target.problemId, 'Look', [token])).code).toBe(404);
    expect((await staffReply(app, target.problemId, 'Look', ['nope'])).message).toBe(
      'Image nope does not exist',
    );
    expect((await staffReply(app, target.problemId, '   ')).message).toBe('text is required');
    const still = await opsRequest(app, 'GET', `/complaint?problemId=${target.problemId}`);
    expect(still.data.status).toBe('processing');
  });

  it('answers with text and photos, then a further reply, and records who did each in the audit trail', async () => {
    const photo = (await staffPhoto(app, await makePhoto('webp'))).data;
    expect(photo).toEqual({
      imageId: expect.any(String),
      url: `/tapi/ops/complaint-images/${photo.imageId}`,
    });
    const replied = await staffReply(app, open.problemId, 'We refunded the fee', [photo.imageId]);
    expect(replied).toEqual({
      code: 0,
      message: 'success',
      data: {
        problemId: Number(open.problemId),
        reference: open.reference,
        phone: session.mobilePhone,
        actor: 'ops:demo',
        repliedAt: expect.any(String),
        images: 1,
      },
    });
    // A second reply follows the first: the borrower reads both, and is told again.
    expect(await staffReply(app, open.problemId, 'The refund reached your wallet')).toMatchObject({
      code: 0,
    });
    const one = await opsRequest(app, 'GET', `/complaint?problemId=${open.problemId}`);
    expect(one.data).toMatchObject({
      status: 'replied',
      reply: 'We refunded the fee\n\nThe refund reached your wallet',
      replyImages: [photo.url],
      repliedBy: 'ops:demo',
    });
    const { data } = await opsRequest(app, 'GET', '/actions?limit=50');
    const replies = data.actions.filter((a: { command: string }) => a.command === 'reply');
    expect(replies[0]).toMatchObject({
      actor: 'ops:demo',
      target: open.problemId,
      ok: true,
      detail: { text: 'The refund reached your wallet' },
    });
    expect(replies).toContainEqual(
      expect.objectContaining({
        target: open.problemId,
        ok: true,
        detail: expect.objectContaining({ text: 'We refunded the fee' }),
      }),
    );
    expect(
      data.actions.some((a: { command: string; ok: boolean }) => a.command === 'complaint-image' && a.ok),
    ).toBe(true);
  });
});
