import { eq, sql } from 'drizzle-orm';
import { outbox } from '../../db/schema/outbox.ts';
import { trades } from '../../db/schema/repayment.ts';
import { seededRandom } from '../prng.ts';
import { ledgerProblems } from './invariants.ts';
import { createOperations, type RunState } from './operations.ts';
import type { MoneyWorld } from './world.ts';

export type MoneyRunOptions = {
  seed: number;
  operations: number;
  /** Operations between two checks of the ledger. */
  round?: number;
  /** Told after each round (the benchmark's progress, a process kill between rounds). */
  onRound?: (done: number) => Promise<void> | void;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for the outbox to have sent every push (both processes' workers run on their own). A push
 * the provider did not take waits for its retry: the wait runs until a while after the latest retry
 * is due, however busy the machine, and no longer.
 */
const pushesSent = async (world: MoneyWorld, graceMs = 20_000) => {
  const started = Date.now();
  for (;;) {
    const [row] = (
      (await world.db.execute(
        sql`select count(*)::int as n,
          coalesce(extract(epoch from max(${outbox.nextAttemptAt})) * 1000, 0)::float8 as retry_at
          from ${outbox} where ${outbox.kind} = 'push' and ${outbox.state} = 'pending'`,
      )) as unknown as { rows: { n: number; retry_at: number }[] }
    ).rows;
    if (!row || row.n === 0) return;
    const deadline = Math.max(started, Number(row.retry_at)) + graceMs;
    if (Date.now() > deadline)
      throw new Error(`${row.n} pushes still unsent ${graceMs} ms after their last retry was due`);
    await sleep(50);
  }
};

/**
 * Plays `operations` seeded operations on the world, checking the ledger after every round; then tells
 * every held callback, asks the wallet about every open push, and checks that every approval was paid
 * once. A failure names its seed (MONEY_RUN_SEED reproduces the same choices) and the last operations.
 */
export const runMoneyRun = async (world: MoneyWorld, options: MoneyRunOptions) => {
  const random = seededRandom(options.seed);
  const state: RunState = { held: [], told: [], counts: {}, cards: new Map() };
  const operations = createOperations(world, random, state);
  const log: string[] = [];
  const round = options.round ?? 10;
  const fail = (why: string, cause?: unknown): never => {
    const tail = log
      .slice(-25)
      .map((line) => `  ${line}`)
      .join('\n');
    throw new Error(
      `money run failed (MONEY_RUN_SEED=${options.seed}, rail ${world.rail}) after ${log.length} operations: ${why}\nlast operations:\n${tail}`,
      { cause },
    );
  };
  const check = async (final: boolean) => {
    const problems = await ledgerProblems(world, { final });
    if (problems.length === 0) return;
    // What the run did to each trade named, and where each stands now.
    const named = [...new Set(problems.join(' ').match(/\b[PT][A-Z0-9]{10,}\b/g) ?? [])].slice(0, 5);
    const histories = [];
    for (const tradeNo of named) {
      const [trade] = await world.db.select().from(trades).where(eq(trades.tradeNo, tradeNo));
      const lines = log.filter((line) => line.includes(tradeNo));
      histories.push(
        `${tradeNo} (${trade?.state}${trade?.failReason ? `/${trade.failReason}` : ''}, order ${trade?.orderId}): ${lines.join(' ; ')}`,
      );
    }
    fail(`${problems.slice(0, 10).join('; ')}\n${histories.join('\n')}`);
  };

  for (let done = 0; done < options.operations; ) {
    for (let i = 0; i < round && done < options.operations; i += 1, done += 1) {
      try {
        log.push(await operations.next());
      } catch (err) {
        fail(err instanceof Error ? err.message : String(err), err);
      }
    }
    await check(false);
    await options.onRound?.(done);
  }

  // The end: every held callback told, every push sent, the prompts nobody answered timed out at the
  // wallet (untold), and every open push, once old, asked for by status.
  for (const callback of state.held.splice(0)) await world.deliver(world.apps[0], callback);
  await pushesSent(world);
  for (const reference of await world.waitingAtWallet()) {
    await world.end(world.apps[1], reference, 'timeout', false);
  }
  const open = (await operations.openPushes()).map((row) => row.tradeNo);
  await world.age(open);
  for (let pass = 0; pass <= open.length / 50 + 1; pass += 1)
    await (world.apps[pass % 2] ?? world.apps[0]).pushPayments.sweep();
  // Whatever the wallets say now is settled; what they never answered stays open and unpaid.
  await check(true);
  const dead = await world.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.state, 'dead'));
  return { counts: state.counts, operations: log.length, deadOutboxRows: dead.length, log };
};
