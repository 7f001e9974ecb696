import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicant, type Session, submit, writtenFor } from '../../../test/loan-confirm.ts';
import { createTestApp, get, post } from '../../../test/test-app.ts';

const DEPUSH = '/gopia/goya/depush';
const CHOICE_2 = { productId: '2', amount: '70000000', periods: '4', unit: '1' };

let app: FastifyInstance;
let mine: Session;
let theirs: Session;
let phones = 0;
beforeAll(async () => {
  app = await createTestApp();
  mine = await applicant(app, '0715600001');
  theirs = await applicant(app, '0715600002');
});
afterAll(() => app.close());

describe('legacy loan calls (/gopia/goya/*)', () => {
  it("answers the confirmation in the '00'/attach envelope with its button and promotion", async () => {
    const { body } = await post(app, '/gopia/goya/satire', { productId: '2' }, mine);
    expect(body).toMatchObject({ code: '00', message: 'success' });
    expect(body.data).toBeUndefined();
    expect(body.attach).toMatchObject({
      productName: 'Mwezi Plus',
      amount: 800_000_00,
      periods: 4,
      termUnit: 1,
      buttonText: 'Apply now',
      promo: { buttonText: 'OK' },
    });
    expect(body.attach.promo.message).toContain('800.000,00 TZS');
    expect(body.attach.repay_plans).toHaveLength(4);
  });

  it('refuses with a text code and the message, nothing in attach', async () => {
    expect((await post(app, '/gopia/goya/satire', { productId: '9' }, mine)).body).toEqual({
      code: '404',
      message: 'This product is not available',
    });
    // Input and session refusals are made by route() before the legacy wrapping: compared as text.
    const malformed = (await post(app, '/gopia/goya/satire', { productId: 'x' }, mine)).body;
    expect([String(malformed.code), malformed.message]).toEqual(['400', 'productId is not a valid id']);
    expect(String((await post(app, '/gopia/goya/satire', { productId: '1' })).body.code)).toBe('401');
  });

  it('lists and opens the same contracts as the main variant', async () => {
    const list = await get(app, '/gopia/goya/cultures', { productId: '1', scene: '3', ...mine });
    expect(list.body.attach.list.map((c: { position: string }) => c.position)).toEqual(['1', '2']);
    const open = await get(app, '/gopia/goya/misunderstood', { productId: '1', position: '2', ...mine });
    expect(open.body).toEqual({
      code: '00',
      message: 'success',
      attach: { url: '/tapi/v3/contract/view?productId=1&position=2' },
    });
  });

  it('resolves a recommended product to its screen', async () => {
    const { body } = await post(app, '/gopia/goya/define', { productId: '2' }, mine);
    expect(body.attach).toEqual({ url: '/wucheng?productId=2' });
    expect((await post(app, '/gopia/goya/define', { productId: '9' }, mine)).body.code).toBe('404');
  });

  it('submits the same kind of order, and a retry naming it gets it back', async () => {
    const { body } = await post(app, DEPUSH, CHOICE_2, mine);
    expect(body.code).toBe('00');
    const { orderId } = body.attach;
    expect(body.attach.lendDetailsUrl).toBe(`/squidChive?orderId=${orderId}&productId=2`);
    const written = await writtenFor(app, Number(mine.userId));
    expect(written.orders).toEqual([expect.objectContaining({ status: 21, amount: 700_000_00, periods: 4 })]);
    expect(written.instalments).toHaveLength(4);
    expect(written.events).toEqual([expect.objectContaining({ toStatus: 21, actor: 'borrower' })]);
    expect((await post(app, DEPUSH, { ...CHOICE_2, orderId }, mine)).body.attach).toEqual(body.attach);
    expect((await post(app, DEPUSH, { ...CHOICE_2, amount: '60000000' }, mine)).body).toEqual({
      code: '409',
      message: 'You already have a loan in progress. You can apply again when it is finished.',
    });
    expect((await writtenFor(app, Number(mine.userId))).orders).toHaveLength(1);
  });

  it("refuses another borrower's order as if it did not exist", async () => {
    const { orderId } = (await submit(app, theirs)).body.data;
    const retry = await post(app, DEPUSH, { ...CHOICE_2, orderId }, mine);
    expect(retry.body).toEqual({ code: '404', message: 'This order does not exist' });
    const open = await get(app, '/gopia/goya/misunderstood', {
      productId: '1',
      position: '1',
      orderId,
      ...mine,
    });
    expect(open.body).toEqual({ code: '404', message: 'This order does not exist' });
  });

  it.each([
    [{ unit: '2' }, 'unit must be at most 1'],
    [{ amount: '1.5' }, 'amount must be a whole number'],
    [{ periods: '1' }, 'periods must be 4 for this product'],
  ])('refuses %j on submit', async (change, message) => {
    const session = await applicant(app, `07157${String(++phones).padStart(5, '0')}`);
    const { body } = await post(app, DEPUSH, { ...CHOICE_2, ...change }, session);
    expect(body).toEqual({ code: '400', message });
    expect((await writtenFor(app, Number(session.userId))).orders).toEqual([]);
  });

  it('keeps the legacy shape when the session is missing', async () => {
    const { body } = await post(app, DEPUSH, CHOICE_2);
    expect(body).toEqual({ code: '401', message: expect.any(String) });
  });
});
