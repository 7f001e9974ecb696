import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailsOf, paidOutLoan, REPAY_ENV } from '../test/repayment-loans.ts';
import { createTestApp, testDbKind } from '../test/test-app.ts';

// PGlite serves one query at a time on the main thread: past what it can serve, requests are answered
// at once with 503 and Retry-After instead of waiting in a queue until the phone gives up.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ ...REPAY_ENV, PGLITE_MAX_QUEUED: '16' });
});
afterAll(() => app.close());

describe.runIf(testDbKind === 'pglite')('the embedded database under more load than it can serve', () => {
  it('answers every request: the ones past the limit at once with 503, Retry-After and the envelope', async () => {
    const { session, orderId } = await paidOutLoan(app, { productId: 2 });
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 300 }, () =>
        app.inject({
          method: 'GET',
          url: `/tapi/v3/loan-details/loan-details?${new URLSearchParams({ ...session, orderId: String(orderId) })}`,
        }),
      ),
    );
    const busy = answers.filter((a) => a.statusCode === 503);
    const served = answers.filter((a) => a.statusCode === 200);
    expect(busy.length + served.length).toBe(300);
    expect(served.length).toBeGreaterThanOrEqual(16);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]?.headers['retry-after']).toBe('1');
    expect(busy[0]?.json()).toEqual({
      code: 503,
      message: 'The server is busy. Please try again in a moment',
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    // Once the rush is over, the next request is served.
    expect((await detailsOf(app, session, orderId)).code).toBe(0);
  });
});
