import { createHash } from 'node:crypto';
import { Code } from '@tz-loan/contract/platform/envelope';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import stringify from 'safe-stable-stringify';
import type { Db } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { DomainError } from '../domain/errors.ts';
import { defineMessages, type Language } from '../shared/i18n.ts';
import { saidIn } from './app-error.ts';

type StoredEnvelope = { code: number; message: string; data?: unknown };

/** Answers are kept at least this long (PRODUCT.md §7); rows twice as old are pruned. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
// A request still marked running after this long died with its process: a retry may take it over.
const ABANDONED_MS = 60_000;
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 50;
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

const REFUSED = defineMessages({
  badKey: {
    en: 'The Idempotency-Key header must be 8 to 128 letters, digits or _.:-',
    sw: 'Kichwa cha Idempotency-Key kiwe na herufi, tarakimu au _.:- kati ya 8 na 128',
  },
  keyReused: {
    en: 'This Idempotency-Key was already used for a different request',
    sw: 'Idempotency-Key hii imeshatumika kwa ombi jingine',
  },
  stillRunning: {
    en: 'The same request is still being processed. Please wait a moment',
    sw: 'Ombi hili bado linashughulikiwa. Tafadhali subiri kidogo',
  },
});

// Ages are measured on the database's clock, the one that wrote `created_at`.
const ago = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const checkIdempotencyKey = (key: string) => {
  if (!KEY_PATTERN.test(key)) {
    throw new DomainError(Code.badRequest, REFUSED.badKey);
  }
};

const p = (name: string) => sql.placeholder(name);

// Every create call runs these two: prepared once per database.
const claimKey = preparedQuery((db) =>
  db
    .insert(idempotencyKeys)
    .values({
      borrowerId: p('borrowerId'),
      key: p('key'),
      endpoint: p('endpoint'),
      requestHash: p('requestHash'),
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.borrowerId, idempotencyKeys.key],
      set: {
        endpoint: sql`excluded.endpoint`,
        requestHash: sql`excluded.request_hash`,
        response: null,
        createdAt: sql`now()`,
        completedAt: null,
      },
      setWhere: lt(idempotencyKeys.createdAt, ago(IDEMPOTENCY_TTL_MS)),
    })
    .returning({ key: idempotencyKeys.key })
    .prepare('idempotency_claim'),
);

const storeAnswer = preparedQuery((db) =>
  db
    .update(idempotencyKeys)
    .set({ response: sql`${p('response')}::jsonb`, completedAt: sql`now()` })
    .where(and(eq(idempotencyKeys.borrowerId, p('borrowerId')), eq(idempotencyKeys.key, p('key'))))
    .prepare('idempotency_store'),
);

/** Takes the key, or an expired row of it, in one statement: of racing requests, one wins. */
const claim = async (db: Db, borrowerId: number, key: string, endpoint: string, requestHash: string) => {
  const rows = await claimKey(db).execute({ borrowerId, key, endpoint, requestHash });
  return rows.length === 1;
};

/** Takes over a request whose process died before it answered; of several retries, one wins. */
const takeOverAbandoned = async (db: Db, borrowerId: number, key: string) => {
  const rows = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        eq(idempotencyKeys.borrowerId, borrowerId),
        eq(idempotencyKeys.key, key),
        isNull(idempotencyKeys.completedAt),
        lt(idempotencyKeys.createdAt, ago(ABANDONED_MS)),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
};

const runAndStore = async (
  db: Db,
  { borrowerId, key, language }: { borrowerId: number; key: string; language: Language },
  run: () => Promise<StoredEnvelope>,
) => {
  const where = and(eq(idempotencyKeys.borrowerId, borrowerId), eq(idempotencyKeys.key, key));
  let envelope: StoredEnvelope;
  try {
    envelope = await run();
  } catch (error) {
    // A refusal is an answer like any other: the same request gets it again, without running twice.
    if (!(error instanceof DomainError)) {
      await db.delete(idempotencyKeys).where(where);
      throw error;
    }
    // Kept as the borrower read it: a repeat gets the same words.
    envelope = {
      code: error.code,
      message: saidIn(error, language),
      ...(error.data ? { data: error.data } : {}),
    };
  }
  await storeAnswer(db).execute({ borrowerId, key, response: JSON.stringify(envelope) });
  return envelope;
};

/**
 * Runs a request once per (borrower, Idempotency-Key) and replays its first answer to every repeat,
 * concurrent or late. The same key with another payload or on another call is refused. Keys belong to
 * the borrower: another borrower's key is just a different key.
 */
export const withIdempotency = async (
  db: Db,
  request: { borrowerId: number; key: string; endpoint: string; input: unknown; language: Language },
  run: () => Promise<StoredEnvelope>,
): Promise<{ envelope: StoredEnvelope; replayed: boolean }> => {
  const { borrowerId, key, endpoint } = request;
  const requestHash = createHash('sha256')
    .update(stringify(request.input) ?? '')
    .digest('hex');
  if (await claim(db, borrowerId, key, endpoint, requestHash)) {
    return { envelope: await runAndStore(db, request, run), replayed: false };
  }
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.borrowerId, borrowerId), eq(idempotencyKeys.key, key)));
    if (!row) {
      // The first request failed unexpectedly and let the key go: this one runs it afresh.
      return withIdempotency(db, request, run);
    }
    if (row.endpoint !== endpoint || row.requestHash !== requestHash) {
      throw new DomainError(Code.conflict, REFUSED.keyReused);
    }
    if (row.response) return { envelope: row.response, replayed: true };
    if (await takeOverAbandoned(db, borrowerId, key)) {
      return { envelope: await runAndStore(db, request, run), replayed: false };
    }
    if (Date.now() > deadline) {
      throw new DomainError(Code.conflict, REFUSED.stillRunning);
    }
    await sleep(POLL_MS);
  }
};

export const pruneIdempotencyKeys = (db: Db) =>
  db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, ago(2 * IDEMPOTENCY_TTL_MS)));
