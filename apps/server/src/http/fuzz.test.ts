import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FuzzRequest } from '../test/fuzz/fuzz-request.ts';
import type { FuzzWorld } from '../test/fuzz/hostile-values.ts';
import { makeFuzzWorld, runFuzz } from '../test/fuzz/run-fuzz.ts';
import { generate, paidOutLoan, REPAY_ENV } from '../test/repayment-loans.ts';
import { createTestApp, post } from '../test/test-app.ts';

// PRODUCT.md §8 across every call: hostile requests (malformed fields, NUL and control bytes, huge
// values, wrong types, other bodies, sessions, methods and paths) never get a 5xx or a stack. The
// always-on sample; `npx tsx bench/fuzz.ts` sends 100,000.

const TOKEN = 'test-ops-token-0123456789abcdef';
let app: FastifyInstance;
let world: FuzzWorld;
beforeAll(async () => {
  app = await createTestApp({ ...REPAY_ENV, OPS_TOKEN: TOKEN });
  world = await makeFuzzWorld(
    {
      paidOutLoan: (options) => paidOutLoan(app, options),
      generate: (session, body) => generate(app, session, body),
      submitUtr: (session, orderId, utr) =>
        post(app, '/v3/loan-details/submit-utr', { orderId, utr, isDelay: '0' }, session),
    },
    TOKEN,
  );
});
afterAll(() => app.close());

const send = async (request: FuzzRequest) => {
  const response = await app.inject(request);
  return { status: response.statusCode, body: response.body };
};

describe('fuzzing every call', () => {
  it('3,000 hostile requests: no 5xx, no stack', async () => {
    const report = await runFuzz(send, world, { count: 3_000, seed: 12 });
    expect(report.total).toBe(3_000);
    expect(report.serverErrors).toEqual([]);
    expect(report.stacks).toEqual([]);
  }, 120_000);
});
