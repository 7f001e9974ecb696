import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/outbox.ts';

export type OutboxKind = 'sms' | 'push' | 'disburse';
export type OutboxRow = typeof outbox.$inferSelect;

/**
 * What a handler says of one attempt. `done`: the provider took it. `dead`: it never will (refused).
 * `retry`: ask again after the backoff (a timeout, a 5xx, a provider that may or may not have taken it).
 */
export type Attempt =
  | { outcome: 'done'; providerRef: string }
  | { outcome: 'dead'; reason: string }
  | { outcome: 'retry'; reason: string; at?: Date };

export type Handler = (row: OutboxRow) => Promise<Attempt>;

/**
 * A row is leased this long when claimed (OUTBOX_LEASE_SECONDS): a process killed mid-send leaves it
 * to another after it. Longer than any provider's timeout, or a slow send would be sent twice.
 */
export const LEASE_SECONDS = 30;
const BACKOFF_BASE_SECONDS = 2;
const BACKOFF_MAX_SECONDS = 15 * 60;
/** After this many attempts (about a day of backoff) a row is dead and staff see it. */
export const MAX_ATTEMPTS = 100;

export const backoffSeconds = (attempts: number) =>
  Math.min(BACKOFF_MAX_SECONDS, BACKOFF_BASE_SECONDS * 2 ** Math.min(attempts - 1, 10));

/**
 * Writes one request, in the caller's transaction when it passes one, so the request exists exactly
 * when the change that wants it does. The same kind and key again is the same row (returns its id).
 * `notBefore` holds it until then (an SMS that must not go at night).
 */
export const enqueue = async (
  db: DbOrTx,
  kind: OutboxKind,
  key: string,
  payload: unknown,
  { notBefore }: { notBefore?: Date } = {},
) => {
  const [row] = await db
    .insert(outbox)
    .values({ kind, key, payload, ...(notBefore ? { nextAttemptAt: notBefore } : {}) })
    .onConflictDoNothing({ target: [outbox.kind, outbox.key] })
    .returning({ id: outbox.id });
  if (row) return row.id;
  const [existing] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.kind, kind), eq(outbox.key, key)));
  if (!existing) throw new Error(`outbox row ${kind}/${key} vanished`);
  return existing.id;
};

/**
 * Changes a row still held for later: never claimed and not due at `at`. A new payload, or `cancel`:
 * what it says no longer holds (state 'cancelled', never sent). A row a worker has claimed is left as
 * it is (the claim counts an attempt in the same statement that takes it). False when not changed.
 */
export const reviseHeld = async (
  db: DbOrTx,
  id: number,
  at: Date,
  change: { payload: unknown } | { cancel: string },
) => {
  const rows = await db
    .update(outbox)
    .set(
      'cancel' in change
        ? { state: 'cancelled', lastError: change.cancel, doneAt: at }
        : { payload: change.payload },
    )
    .where(
      and(
        eq(outbox.id, id),
        eq(outbox.state, 'pending'),
        eq(outbox.attempts, 0),
        gt(outbox.nextAttemptAt, at),
      ),
    )
    .returning({ id: outbox.id });
  return rows.length > 0;
};

/**
 * Claims due rows and leases them in one statement: `FOR UPDATE SKIP LOCKED` lets several processes
 * claim at once without taking the same row, and the lease (committed before anything is sent) keeps
 * the others off it while it is sent. `id` claims that row alone if it is due.
 */
export const claim = async (
  db: Db,
  options: { limit: number; id?: number; leaseSeconds?: number },
): Promise<OutboxRow[]> => {
  const only = options.id === undefined ? sql`` : sql`and id = ${options.id}`;
  const result = await db.execute(sql`
    with due as (
      select id from outbox
      where state = 'pending' and next_attempt_at <= now() ${only}
      order by next_attempt_at, id
      limit ${options.limit}
      for update skip locked
    )
    update outbox set attempts = outbox.attempts + 1,
      next_attempt_at = now() + make_interval(secs => ${options.leaseSeconds ?? LEASE_SECONDS})
    from due where outbox.id = due.id
    returning outbox.id`);
  const ids = (result as unknown as { rows: { id: string | number }[] }).rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return db.query.outbox.findMany({ where: (row, { inArray }) => inArray(row.id, ids) });
};

/** Records an attempt's outcome; a row past its attempts is dead whatever the last one said. */
export const record = async (db: Db, row: OutboxRow, attempt: Attempt) => {
  if (attempt.outcome === 'done') {
    await db
      .update(outbox)
      .set({ state: 'done', providerRef: attempt.providerRef, doneAt: sql`now()`, lastError: '' })
      .where(eq(outbox.id, row.id));
    return;
  }
  const dead = attempt.outcome === 'dead' || row.attempts >= MAX_ATTEMPTS;
  await db
    .update(outbox)
    .set(
      dead
        ? { state: 'dead', lastError: attempt.reason, doneAt: sql`now()` }
        : {
            lastError: attempt.reason,
            nextAttemptAt:
              attempt.outcome === 'retry' && attempt.at
                ? attempt.at
                : sql`now() + make_interval(secs => ${backoffSeconds(row.attempts)})`,
          },
    )
    .where(eq(outbox.id, row.id));
};
