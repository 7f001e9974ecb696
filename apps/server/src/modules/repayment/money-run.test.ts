import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyRunSeed } from '../../test/money-run/prng.ts';
import { runMoneyRun } from '../../test/money-run/run.ts';
import { createMoneyWorld, type MoneyWorld, type Rail } from '../../test/money-run/world.ts';

// PRODUCT.md §7 and §17: a seeded run of pushes (approved, declined, timed out; their callbacks told at
// once, twice, late, out of order or never), status sweeps and Pay Now codes, some at once on two
// processes sharing the database; the ledger's invariants are checked after every ten operations.
// A failure names its seed: MONEY_RUN_SEED=<seed> plays the same choices again.
const OPERATIONS = 300;
const seed = moneyRunSeed();

describe.each<Rail>(['sandbox', 'azampay'])('a seeded money run on the %s wallet', (rail) => {
  let world: MoneyWorld;
  beforeAll(async () => {
    world = await createMoneyWorld({ rail, loans: 16 });
  });
  afterAll(() => world.close());

  it(`keeps the books after ${OPERATIONS} operations (seed ${seed})`, async () => {
    const result = await runMoneyRun(world, { seed, operations: OPERATIONS });
    expect(result.operations).toBe(OPERATIONS);
    expect(result.deadOutboxRows).toBe(0);
    // The run reached the states it exists for.
    expect(Object.keys(result.counts)).toEqual(expect.arrayContaining(['push', 'approve', 'late', 'sweep']));
  }, 120_000);
});
