import { Code } from '@tz-loan/contract/platform/envelope';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowers } from '../../db/schema/auth.ts';
import { trackedEvents } from '../../db/schema/support.ts';
import { createTestApp, login, post } from '../../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ AUTO_APPROVE_AFTER_SECONDS: 'off', AUTO_PAYOUT_AFTER_SECONDS: 'off' });
});
afterAll(() => app.close());

const ratedAt = async (userId: string) =>
  (
    await app.db
      .select()
      .from(borrowers)
      .where(eq(borrowers.id, Number(userId)))
  )[0]?.appRatedAt;

describe('google-score (the loan details rating)', () => {
  it('records the first rating only; a repeat is harmless', async () => {
    const session = await login(app, '0718000001');
    expect(await ratedAt(session.userId)).toBeNull();
    expect((await post(app, '/v3/loan-details/google-score', { score: 5 }, session)).body).toEqual({
      code: 0,
      message: 'success',
      data: {},
    });
    const first = await ratedAt(session.userId);
    expect(first).toBeInstanceOf(Date);
    expect((await post(app, '/v3/loan-details/google-score', { score: 5 }, session)).body.code).toBe(0);
    expect(await ratedAt(session.userId)).toEqual(first);
  });

  it('refuses a score outside 1..5 and writes nothing', async () => {
    const session = await login(app, '0718000002');
    for (const [score, message] of [
      ['0', 'score must be at least 1'],
      ['6', 'score must be at most 5'],
      ['x', 'score must be a whole number'],
    ]) {
      expect((await post(app, '/v3/loan-details/google-score', { score }, session)).body).toEqual({
        code: Code.badRequest,
        message,
      });
    }
    expect(await ratedAt(session.userId)).toBeNull();
  });
});

describe('event save', () => {
  it("records 'Borrow Again' (module 30, position 0) for the caller", async () => {
    const session = await login(app, '0718000003');
    const { body } = await post(
      app,
      '/service/event/save',
      { productId: 2, moduleId: 30, positionId: 0 },
      session,
    );
    expect(body.code).toBe(0);
    const rows = await app.db
      .select()
      .from(trackedEvents)
      .where(eq(trackedEvents.borrowerId, Number(session.userId)));
    expect(rows).toEqual([expect.objectContaining({ productId: 2, moduleId: 30, positionId: 0 })]);
  });

  it('refuses an unknown product and a malformed module, writing nothing', async () => {
    const session = await login(app, '0718000004');
    expect(
      (await post(app, '/service/event/save', { productId: 99, moduleId: 30, positionId: 0 }, session)).body,
    ).toEqual({
      code: Code.notFound,
      message: 'This product is not available',
    });
    const bad = await post(
      app,
      '/service/event/save',
      { productId: 1, moduleId: '-1', positionId: 0 },
      session,
    );
    expect(bad.body.code).toBe(Code.badRequest);
    const rows = await app.db
      .select()
      .from(trackedEvents)
      .where(eq(trackedEvents.borrowerId, Number(session.userId)));
    expect(rows).toEqual([]);
  });

  it('needs a session', async () => {
    expect(
      (await post(app, '/service/event/save', { productId: 1, moduleId: 30, positionId: 0 })).body.code,
    ).toBe(Code.notLoggedIn);
  });
});
