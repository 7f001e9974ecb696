import { defineCall } from '@tz-loan/contract/platform/call';
import { Code } from '@tz-loan/contract/platform/envelope';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { DomainError } from '../domain/errors.ts';
import { createTestApp, login } from '../test/test-app.ts';
import { route } from './route.ts';

// A stand-in for a money call: it counts how often it really ran. While `hold` is set, a run waits for
// it: duplicates sent at once are all in before the first one is answered, however slow the machine.
const charge = defineCall({
  method: 'POST',
  path: '/test/charge',
  input: z.object({ amount: z.coerce.number().int() }),
  data: z.object({ chargeId: z.number() }),
});
let runs = 0;
let failNext: 'refuse' | 'crash' | null = null;
let hold: Promise<void> | null = null;
let arrived = () => {};

let app: FastifyInstance;
let alice: Awaited<ReturnType<typeof login>>;
let bob: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  app = await createTestApp({}, (app) => {
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/tapi/test/charge')) arrived();
    });
    route(app, charge, { idempotent: true }, async ({ input }) => {
      if (hold) await hold;
      if (failNext === 'refuse') throw new DomainError(Code.badRequest, `Cannot charge ${input.amount}`);
      if (failNext === 'crash') throw new Error('provider timed out');
      runs += 1;
      return { chargeId: runs };
    });
  });
  alice = await login(app, '0718000001');
  bob = await login(app, '0718000002');
});
afterAll(() => app.close());
beforeEach(() => {
  failNext = null;
});

const send = async (session: { sessionId: string }, amount: number, key?: string) => {
  const response = await app.inject({
    method: 'POST',
    url: `/tapi/test/charge?sessionId=${session.sessionId}`,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      'content-type': 'application/x-www-form-urlencoded',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: `amount=${amount}`,
  });
  return { body: response.json(), replayed: response.headers['idempotent-replayed'] === 'true' };
};

describe('Idempotency-Key', () => {
  it('replays the first answer to a repeat, without running again', async () => {
    const before = runs;
    const first = await send(alice, 100, 'key-repeat-0001');
    const again = await send(alice, 100, 'key-repeat-0001');
    expect(first.body.code).toBe(0);
    expect(again.body).toEqual(first.body);
    expect([first.replayed, again.replayed]).toEqual([false, true]);
    expect(runs - before).toBe(1);
  });

  it('runs 20 concurrent duplicates once, and gives all of them the same answer', async () => {
    const before = runs;
    let arrivals = 0;
    hold = new Promise<void>((release) => {
      arrived = () => {
        arrivals += 1;
        if (arrivals === 20) release();
      };
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => send(alice, 250, 'key-concurrent-01')),
    );
    hold = null;
    arrived = () => {};
    expect(runs - before).toBe(1);
    expect(results[0]?.body).toMatchObject({ code: 0, data: { chargeId: runs } });
    for (const result of results) expect(result.body).toEqual(results[0]?.body);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
  });

  it('refuses the same key with a different payload, and runs nothing', async () => {
    await send(alice, 100, 'key-payload-0001');
    const before = runs;
    const other = await send(alice, 999, 'key-payload-0001');
    expect(other.body).toEqual({
      code: Code.conflict,
      message: 'This Idempotency-Key was already used for a different request',
    });
    expect(runs).toBe(before);
  });

  it("keeps each borrower's keys apart: another borrower's key never replays their answer", async () => {
    const mine = await send(alice, 100, 'key-shared-00001');
    const theirs = await send(bob, 100, 'key-shared-00001');
    expect(theirs.replayed).toBe(false);
    expect(theirs.body.data.chargeId).not.toBe(mine.body.data.chargeId);
  });

  it('runs again for a new key, and every time without one', async () => {
    const before = runs;
    await send(alice, 100, 'key-new-000001');
    await send(alice, 100, 'key-new-000002');
    await send(alice, 100);
    await send(alice, 100);
    expect(runs - before).toBe(4);
  });

  it('replays a refusal rather than trying again', async () => {
    failNext = 'refuse';
    const refused = await send(alice, 7, 'key-refused-001');
    failNext = null;
    const again = await send(alice, 7, 'key-refused-001');
    expect(refused.body).toEqual({ code: Code.badRequest, message: 'Cannot charge 7' });
    expect(again.body).toEqual(refused.body);
    expect(again.replayed).toBe(true);
  });

  it('lets the key go after an unexpected failure, so the retry runs', async () => {
    failNext = 'crash';
    const crashed = await send(alice, 8, 'key-crashed-001');
    expect(crashed.body.code).toBe(Code.internal);
    failNext = null;
    const retry = await send(alice, 8, 'key-crashed-001');
    expect(retry.body.code).toBe(0);
    expect(retry.replayed).toBe(false);
  });

  it('forgets an answer after 24 hours: the key is then free for a new request', async () => {
    await send(alice, 100, 'key-expired-001');
    await app.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, 'key-expired-001'));
    const before = runs;
    const fresh = await send(alice, 555, 'key-expired-001');
    expect(fresh.body.code).toBe(0);
    expect(fresh.replayed).toBe(false);
    expect(runs - before).toBe(1);
  });

  it('refuses a malformed key', async () => {
    const { body } = await send(alice, 1, 'short');
    expect(body).toEqual({
      code: Code.badRequest,
      message: 'The Idempotency-Key header must be 8 to 128 letters, digits or _.:-',
    });
  });
});
