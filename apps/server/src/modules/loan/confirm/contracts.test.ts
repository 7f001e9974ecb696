import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicant, type Session, submit } from '../../../test/loan-confirm.ts';
import { createTestApp, get } from '../../../test/test-app.ts';

let app: FastifyInstance;
let mine: Session;
let theirs: Session;

beforeAll(async () => {
  app = await createTestApp();
  mine = await applicant(app, '0715400001');
  theirs = await applicant(app, '0715400002');
});
afterAll(() => app.close());

describe('contract list and address', () => {
  it('lists the two contracts of a product', async () => {
    const { body } = await get(app, '/v3/contract/contract', { productId: '1', scene: '3', ...mine });
    expect(body.data.list).toEqual([
      { title: 'Loan Agreement', position: '1' },
      { title: 'Repayment Schedule and Key Facts', position: '2' },
    ]);
    expect((await get(app, '/v3/contract/contract', { productId: '9', ...mine })).body.code).toBe(404);
    expect((await get(app, '/v3/contract/contract', { productId: '1', scene: '4', ...mine })).body.code).toBe(
      400,
    );
  });

  it('gives each contract a same-origin address; refuses unknown ones and other borrowers orders', async () => {
    const jump = (params: Record<string, string>) =>
      get(app, '/v3/contract/contract-jump', { productId: '1', scene: '3', ...params, ...mine });
    expect((await jump({ position: '2' })).body.data).toEqual({
      contract_url: '/tapi/v3/contract/view?productId=1&position=2',
    });
    expect((await jump({ position: '9' })).body).toEqual({
      code: 404,
      message: 'This contract is not available',
    });
    const order = await submit(app, theirs);
    expect((await jump({ position: '1', orderId: order.body.data.orderId })).body).toEqual({
      code: 404,
      message: 'This order does not exist',
    });
    const own = await submit(app, mine);
    expect((await jump({ position: '1', orderId: own.body.data.orderId })).body.data.contract_url).toBe(
      `/tapi/v3/contract/view?productId=1&position=1&orderId=${own.body.data.orderId}`,
    );
  });
});
