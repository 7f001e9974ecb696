// One pass of each background loop on a scale fixture, in this process, with every statement it sends
// then run again under EXPLAIN (ANALYZE, BUFFERS) in a transaction rolled back: what a pass costs the
// database, to compare at 1,000 and 1,000,000 orders.
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { findStaleOrderIds } from '../apps/server/src/modules/loan/lifecycle/repository.ts';
import { createOutboxWorker } from '../apps/server/src/modules/outbox/worker.ts';
import { createReminderScheduler } from '../apps/server/src/modules/reminders/scheduler.ts';
import { dueNotifications } from '../apps/server/src/providers/payment/sandbox-payment.ts';
import { captureQueries, type SentQuery } from '../apps/server/src/test/query-plans.ts';

const silent = { warn: () => {}, error: () => {}, info: () => {} };
const PLANNED = /^\s*(with|select|insert|update|delete)\b/i;

type Analyzed = {
  'Execution Time': number;
  Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
};

export type LoopCost = { loop: string; statements: number; ms: number; buffers: number };

export const analyze = async (client: pg.Client, queries: SentQuery[]) => {
  let ms = 0;
  let buffers = 0;
  const seen = new Set<string>();
  for (const query of queries) {
    // The same statement with other values (the lifecycle's two statuses) is another pass's read.
    const key = `${query.text}\n${JSON.stringify(query.values)}`;
    if (!PLANNED.test(query.text) || seen.has(key)) continue;
    seen.add(key);
    await client.query('begin');
    try {
      const { rows } = await client.query<{ 'QUERY PLAN': Analyzed[] }>(
        `explain (analyze, buffers, format json) ${query.text}`,
        query.values,
      );
      const [plan] = rows[0]?.['QUERY PLAN'] ?? [];
      if (plan) {
        ms += plan['Execution Time'];
        buffers += plan.Plan['Shared Hit Blocks'] + plan.Plan['Shared Read Blocks'];
      }
    } finally {
      await client.query('rollback');
    }
  }
  return { statements: seen.size, ms, buffers };
};

/** Each loop's pass: the statements it sent, their summed execution time and buffers touched. */
export const loopCosts = async (url: string): Promise<LoopCost[]> => {
  const database = await openPostgres(url, { poolSize: 2 });
  const name = new URL(url).pathname.slice(1);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url });
  const passes: [string, () => Promise<unknown>][] = [
    ['outbox worker', () => createOutboxWorker(database.db, {}, silent).tick()],
    ['sandbox payment sender poll', () => dueNotifications(database.db, 20)],
    [
      'lifecycle worker',
      async () => {
        const before = new Date(Date.now() - 60_000);
        await findStaleOrderIds(database.db, 21, before);
        await findStaleOrderIds(database.db, 110, before);
      },
    ],
    [
      'reminder scheduler',
      () =>
        createReminderScheduler(
          database.db,
          { intervalMs: null, collection: config.reminders.collection },
          { log: silent },
        ).run(),
    ],
  ];
  const costs: LoopCost[] = [];
  try {
    for (const [loop, pass] of passes) {
      const capture = captureQueries(name);
      try {
        await pass();
      } finally {
        capture.stop();
      }
      costs.push({ loop, ...(await analyze(client, capture.sent)) });
    }
  } finally {
    await client.end();
    await database.close();
  }
  return costs;
};
