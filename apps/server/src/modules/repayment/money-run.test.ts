import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ledgerEntries, trades } from '../../db/schema/repayment.ts';
import { ledgerProblems } from '../../test/money-run/invariants.ts';
import { runMoneyRun } from '../../test/money-run/run.ts';
import { createMoneyWorld, type MoneyWorld, type Rail } from '../../test/money-run/world.ts';
import { moneyRunSeed } from '../../test/prng.ts';
import { post } from '../../test/test-app.ts';

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

describe("the money run's invariants", () => {
  let world: MoneyWorld;
  beforeAll(async () => {
    world = await createMoneyWorld({ rail: 'sandbox', loans: 1 });
  });
  afterAll(() => world.close());

  it('name a lost approval, a payment written twice and a failed trade that was paid', async () => {
    const [loan] = world.loans;
    if (!loan) throw new Error('no loan');
    const started = await post(
      world.apps[0],
      '/v3/repay/push',
      { orderId: loan.orderId, amount: 2_000_00, isDelay: '0', wallet: 'TZ0001', phone: '0741234567' },
      loan.session,
    );
    const { tradeNo } = started.body.data;
    await vi.waitFor(async () => expect(await world.waitingAtWallet()).toContain(tradeNo));
    await world.end(world.apps[1], tradeNo, 'succeeded', false);
    expect(await ledgerProblems(world)).toEqual([]);
    expect(await ledgerProblems(world, { final: true })).toEqual([
      `push ${tradeNo} was approved and is not in the ledger`,
    ]);

    expect(await world.deliver(world.apps[1], await world.callbackOf(tradeNo))).toBe(200);
    expect(await ledgerProblems(world, { final: true })).toEqual([]);

    const [entry] = await world.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, loan.orderId));
    if (!entry) throw new Error('no ledger entry');
    const { id: _id, ...copy } = entry;
    await world.db.insert(ledgerEntries).values(copy);
    await world.db.update(trades).set({ state: 'failed' }).where(eq(trades.tradeNo, tradeNo));
    const problems = await ledgerProblems(world, { final: true });
    expect(problems).toContain(`trade ${tradeNo} is both failed and paid`);
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^order ${loan.orderId}: the ledger holds`)),
    );
  });
});
