import { Code } from '@tz-loan/contract/platform/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { opsActions } from '../db/schema/ops.ts';
import { DomainError } from '../domain/errors.ts';
import { escapeControlBytes } from '../shared/control-bytes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** An audited ops call as it arrived: who, and the input before the schema read it. */
    opsAttempt: { actor: `ops:${string}`; raw: Record<string, unknown> } | null;
  }
}

type OpsActionRecord = {
  actor: string;
  command: string;
  /** The order id as the caller sent it ('' when there was none). */
  target: string;
  detail: Record<string, unknown>;
  ok: boolean;
};

/** What the row keeps of a value: text with its control bytes escaped (a NUL cannot be stored). */
const storable = (value: unknown): unknown => (typeof value === 'string' ? escapeControlBytes(value) : value);

/** The audit trail: every ops action, done or refused, with who and when. Append only. */
const recordOpsAction = async (db: DbOrTx, record: OpsActionRecord) => {
  await db.insert(opsActions).values({
    ...record,
    target: escapeControlBytes(record.target),
    detail: Object.fromEntries(
      Object.entries(record.detail).map(([key, value]) => [escapeControlBytes(key), storable(value)]),
    ),
  });
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The raw input of an ops call: the query of a GET; the JSON body and the path's ids of a POST. */
const rawInput = (request: FastifyRequest): Record<string, unknown> =>
  request.method === 'GET'
    ? { ...(request.query as object) }
    : { ...(isObject(request.body) ? request.body : {}), ...(request.params as object) };

/** A list as one line: its items by ',', a record's values by '/' ([{91, 2}, {60, 2}] is '91/2,60/2'). */
const listText = (list: unknown[]) =>
  list
    .slice(0, 20)
    .map((item) => (isObject(item) ? Object.values(item).map(String).join('/') : String(item)))
    .join(',');

/** What the audit row keeps of the input: its plain values and lists, bounded, the target apart. */
const detailOf = (input: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(input)
      .filter(
        ([key, value]) =>
          key !== 'orderId' &&
          key !== 'problemId' &&
          (Array.isArray(value) || ['string', 'number', 'boolean'].includes(typeof value)),
      )
      .map(([key, value]) => [key, Array.isArray(value) ? listText(value) : value])
      .map(([key, value]) => [key, typeof value === 'string' ? value.slice(0, 100) : value]),
  );

const refusalOf = (error: unknown) =>
  error instanceof DomainError
    ? { code: error.code, message: error.message }
    : { code: Code.internal, message: error instanceof Error ? error.message : String(error) };

/**
 * The audit trail of the ops calls bound with `audit` (route config): every attempt past the token
 * check (done, refused, or malformed) leaves one row, written before the answer leaves. A failed
 * audit write is logged, not answered: the action itself is done (or refused) either way, and the
 * order's own events still name the actor.
 */
export const registerAuditTrail = (ops: FastifyInstance) => {
  ops.decorateRequest('opsAttempt', null);
  const record = async (request: FastifyRequest, ok: boolean, detail: Record<string, unknown>) => {
    const command = request.routeOptions.config.audit;
    const attempt = request.opsAttempt;
    if (!command || !attempt) return;
    // What the command acted on: an order, or a complaint for the complaint commands.
    const target = String(attempt.raw.orderId ?? attempt.raw.problemId ?? '').slice(0, 40);
    await recordOpsAction(ops.db, { actor: attempt.actor, command, target, detail, ok }).catch(
      (err: unknown) => request.log.error({ err, command, target }, 'ops audit write failed'),
    );
  };
  // The guard has named the member by now; a call it refused leaves no row.
  ops.addHook('preValidation', async (request) => {
    if (request.staff) request.opsAttempt = { actor: request.staff.actor, raw: rawInput(request) };
  });
  ops.addHook('preSerialization', async (request, _reply, payload: { code?: number; data?: unknown }) => {
    if (payload?.code === Code.ok) {
      const input = {
        ...(request.params as object),
        ...((request.method === 'GET' ? request.query : request.body) as object),
      };
      // A call on something else (a pay code) is found in the trail by the order it paid.
      const answered = isObject(payload.data) ? payload.data.orderId : undefined;
      if (
        request.opsAttempt &&
        request.opsAttempt.raw.orderId === undefined &&
        typeof answered === 'number'
      ) {
        request.opsAttempt.raw.orderId = answered;
      }
      await record(request, true, detailOf(input));
    }
    return payload;
  });
  ops.addHook('onError', async (request, _reply, error) => {
    const attempt = request.opsAttempt;
    if (attempt) await record(request, false, { ...detailOf(attempt.raw), ...refusalOf(error) });
  });
};
