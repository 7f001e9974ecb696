import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type Attempt, claim, type Handler, type OutboxKind, type OutboxRow, record } from './outbox.ts';

export const OUTBOX_INTERVAL_MS = 500;
const BATCH = 20;

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/**
 * Sends what the outbox holds, by kind. Every API process runs one; the claim's lease makes each row
 * one process's at a time. Written here rather than taken from a job library: the row must be written
 * in the business change's own Drizzle transaction, on PGlite as on PostgreSQL, which the PostgreSQL
 * job queues (a connection pool and schema of their own) do not offer.
 */
export const createOutboxWorker = (
  db: Db,
  handlers: Partial<Record<OutboxKind, Handler>>,
  log: Log,
  { intervalMs = OUTBOX_INTERVAL_MS, leaseSeconds }: { intervalMs?: number; leaseSeconds?: number } = {},
) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  const inFlight = new Set<Promise<unknown>>();

  const attempt = async (row: OutboxRow): Promise<Attempt> => {
    const handler = handlers[row.kind as OutboxKind];
    if (!handler) return { outcome: 'retry', reason: `no sender for ${row.kind} in this process` };
    try {
      return await handler(row);
    } catch (err) {
      log.error({ err, outboxId: row.id, kind: row.kind }, 'outbox: send failed; retrying');
      return { outcome: 'retry', reason: err instanceof Error ? err.message.slice(0, 300) : 'failed' };
    }
  };

  const send = async (row: OutboxRow) => {
    const result = await attempt(row);
    if (result.outcome !== 'done') {
      log.warn({ outboxId: row.id, kind: row.kind, attempts: row.attempts, ...result }, 'outbox: not sent');
    }
    await record(db, row, result);
    return result;
  };

  const track = <T>(promise: Promise<T>) => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => {});
    return promise;
  };

  const pass = async () => {
    const rows = await claim(db, { limit: BATCH, leaseSeconds });
    await Promise.all(rows.map((row) => send(row)));
    return rows.length;
  };

  return {
    /** One pass now; a pass still running is awaited rather than overlapped. */
    tick(): Promise<number> {
      running ??= track(pass())
        .catch((err) => {
          log.error({ err }, 'outbox: pass failed; retrying');
          return 0;
        })
        .finally(() => (running = undefined));
      return running;
    },
    /**
     * Sends one row at once when it is due and no other process has it: the borrower waiting for a
     * code need not wait for the next pass. Whatever fails here the worker retries.
     */
    async sendNow(id: number): Promise<Attempt | null> {
      const [row] = await track(claim(db, { limit: 1, id, leaseSeconds }));
      return row ? track(send(row)) : null;
    },
    start() {
      if (timer) return;
      timer = setInterval(() => void this.tick(), intervalMs).unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await Promise.allSettled([...inFlight]);
    },
  };
};
export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
