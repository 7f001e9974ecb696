import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailsOf, paidOutLoan, REPAY_ENV } from '../test/repayment-loans.ts';
import { createTestApp, testDbKind } from '../test/test-app.ts';

// PGlite serves one query at a time on the main thread: past what it can serve, requests are answered
// at once with 503 and Retry-After instead of waiting in a queue until the phone gives up.

const LIMIT = 16;
// While set, a request the gate lets in waits for it before it reaches the database: the database is
// busy for exactly as long as the test says, whatever the machine's speed.
let busy: Promise<void> | null = null;
let held = 0;
let allHeld = () => {};

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ ...REPAY_ENV, PGLITE_MAX_QUEUED: String(LIMIT) }, (built) => {
    // Added after the app's own hooks: it runs once the gate has let the request in.
    built.addHook('onRequest', async () => {
      if (!busy) return;
      held += 1;
      if (held === LIMIT) allHeld();
      await busy;
    });
  });
});
afterAll(() => app.close());

describe.runIf(testDbKind === 'pglite')('the embedded database under more load than it can serve', () => {
  it('answers every request: the ones past the limit at once with 503, Retry-After and the envelope', async () => {
    const { session, orderId } = await paidOutLoan(app, { productId: 2 });
    const url = `/tapi/v3/loan-details/loan-details?${new URLSearchParams({ ...session, orderId: String(orderId) })}`;
    let free = () => {};
    busy = new Promise<void>((resolve) => {
      free = resolve;
    });
    const heldAll = new Promise<void>((resolve) => {
      allHeld = resolve;
    });
    // Sent one after the other now (end()), in one turn of the event loop: they all reach the gate before
    // it lets the first one in.
    const answers = Array.from({ length: LIMIT + 20 }, () => app.inject().get(url).end());
    // The ones past the limit are answered while the database is still busy: not queued behind it.
    const refused = await Promise.all(answers.slice(LIMIT));
    for (const answer of refused) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json()).toEqual({
        code: 503,
        message: 'The server is busy. Please try again in a moment',
      });
    }
    // The ones it let in reach the database, still busy, and are served once it is free again.
    await heldAll;
    busy = null;
    free();
    expect((await Promise.all(answers.slice(0, LIMIT))).map((answer) => answer.statusCode)).toEqual(
      Array.from({ length: LIMIT }, () => 200),
    );
    // Once the rush is over, the next request is served.
    expect((await detailsOf(app, session, orderId)).code).toBe(0);
  });
});
