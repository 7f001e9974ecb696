// The seeded money run at length (apps/server/src/test/money-run/): 10,000 operations on PostgreSQL,
// two apps on one database, pushes through the sandbox wallet or AzamPay's fake, their callbacks told
// at once, twice, late, out of order or never, status sweeps and Pay Now codes, some at once on both;
// the ledger's invariants after every 100 operations and, at the end, every approval paid once.
// A failure prints its seed; MONEY_RUN_SEED=<seed> plays the same choices again.
// Usage: DATABASE_URL=postgres://… npx tsx bench/money-run.ts [--operations N] [--rail sandbox|azampay]
//        [--loans N] [--seed S]
import type { Rail } from '../apps/server/src/test/money-run/world.ts';

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
if (!process.env.DATABASE_URL) throw new Error('The money run needs PostgreSQL: set DATABASE_URL');
// The test helpers read which database to open when loaded: PostgreSQL, each run a scratch database.
process.env.TEST_DB = 'postgres';
const { moneyRunSeed } = await import('../apps/server/src/test/prng.ts');
const { runMoneyRun } = await import('../apps/server/src/test/money-run/run.ts');
const { createMoneyWorld } = await import('../apps/server/src/test/money-run/world.ts');

const operations = Number(arg('operations') ?? 10_000);
const rail: Rail = arg('rail') === 'azampay' ? 'azampay' : 'sandbox';
const seed = moneyRunSeed(arg('seed'));
const setupStart = performance.now();
const world = await createMoneyWorld({ rail, loans: Number(arg('loans') ?? 400) });
console.log(
  `${world.loans.length} paid-out loans in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`,
);
const start = performance.now();
try {
  const result = await runMoneyRun(world, {
    seed,
    operations,
    round: 100,
    onRound: (done) => {
      if (done % 1000 === 0)
        console.log(`${done} operations, ${((performance.now() - start) / 1000).toFixed(0)} s`);
    },
  });
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `money run (seed ${seed}, ${rail}): ${result.operations} operations in ${seconds.toFixed(1)} s ` +
      `(${(result.operations / seconds).toFixed(0)}/s); the books held; dead outbox rows ${result.deadOutboxRows}`,
  );
  console.log(result.counts);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await world.close();
}
