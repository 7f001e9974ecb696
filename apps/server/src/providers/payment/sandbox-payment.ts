import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { deleteInBatches } from '../../db/prune-batches.ts';
import { sandboxCollections, sandboxNotifications } from '../../db/schema/sandbox.ts';
import type {
  Collection,
  CollectionRequest,
  PaymentNotification,
  PaymentProvider,
} from './payment-provider.ts';
import { SIGNATURE_HEADER, sign, verifySignature } from './signature.ts';

export type SandboxPaymentOptions = {
  secret: string;
  /** Posts a signed notification to the server; resolves with the HTTP status. */
  deliver: (rawBody: string, headers: Record<string, string>) => Promise<number>;
  /** Every notification is delivered this many times on purpose (2: a duplicate, as real providers do). */
  deliveries: number;
  /** The first delivery waits this long (0: at once); a late notification is what a restart test needs. */
  firstDeliveryDelayMs: number;
};

const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 60_000;
const LEASE_MS = 30_000;
const DUPLICATE_AFTER_MS = 1_500;

const payCodeDigits = () => String(randomInt(100_000_000, 1_000_000_000));

/**
 * The sandbox payment provider: it opens collections (a 9-digit pay code for every method, a QR of
 * it, or a hosted pay page), takes payments at its page or at an agent (the ops command line; a code
 * may be paid there in parts, each its own payment and notification), and
 * tells the server through signed notifications kept in its outbox until delivered: retried with
 * backoff, delivered twice on purpose, and late when asked.
 */
/**
 * The notifications due for delivery, oldest first. Read through the partial index of those still to
 * deliver: the poll costs what is waiting, not what was ever sent.
 */
export const dueNotifications = (db: DbOrTx, limit: number) =>
  db
    .select({ id: sandboxNotifications.id })
    .from(sandboxNotifications)
    .where(
      and(
        lte(sandboxNotifications.nextAttemptAt, sql`now()`),
        sql`${sandboxNotifications.deliveries} < ${sandboxNotifications.deliveriesWanted}`,
      ),
    )
    .orderBy(sandboxNotifications.id)
    .limit(limit);

export const createSandboxPayment = (db: Db, options: SandboxPaymentOptions) => {
  const provider: PaymentProvider = {
    open: async (tx: Tx, request: CollectionRequest): Promise<Collection> => {
      const link = (row: { payCode: string; method: string; pageToken: string }) => ({
        payCode: row.payCode,
        payUrl: row.method === 'page' ? `/sandbox/pay/${row.pageToken}` : '',
      });
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const [created] = await tx
          .insert(sandboxCollections)
          .values({
            tradeNo: request.tradeNo,
            amount: request.amount,
            method: request.method,
            inParts: request.method !== 'page' && request.inParts === true,
            payCode: payCodeDigits(),
            pageToken: randomBytes(16).toString('hex'),
          })
          .onConflictDoNothing()
          .returning();
        if (created) return link(created);
        // Either this trade was opened before (a repeat) or the random code was taken: look, then retry.
        const [existing] = await tx
          .select()
          .from(sandboxCollections)
          .where(eq(sandboxCollections.tradeNo, request.tradeNo));
        if (existing) return link(existing);
      }
      throw new Error('The sandbox could not issue a unique pay code');
    },
    cancel: async (tx, tradeNo) => {
      await tx
        .update(sandboxCollections)
        .set({ state: 'cancelled' })
        .where(and(eq(sandboxCollections.tradeNo, tradeNo), eq(sandboxCollections.state, 'open')));
    },
    verify: (rawBody, signature) => verifySignature(options.secret, rawBody, signature),
  };

  /** One delivery attempt of one outbox row, leased so another process does not send it at once. */
  const attempt = async (id: number) => {
    const [row] = await db
      .update(sandboxNotifications)
      .set({
        nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_MS / 1000})`,
        attempts: sql`${sandboxNotifications.attempts} + 1`,
      })
      .where(
        and(
          eq(sandboxNotifications.id, id),
          lte(sandboxNotifications.nextAttemptAt, sql`now()`),
          sql`${sandboxNotifications.deliveries} < ${sandboxNotifications.deliveriesWanted}`,
        ),
      )
      .returning();
    if (!row) return;
    let status = 0;
    let error = '';
    try {
      status = await options.deliver(row.body, {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: sign(options.secret, row.body),
      });
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause);
    }
    const ok = status >= 200 && status < 300;
    const backoffMs = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(row.attempts, 6));
    await db
      .update(sandboxNotifications)
      .set(
        ok
          ? {
              deliveries: sql`${sandboxNotifications.deliveries} + 1`,
              nextAttemptAt: sql`now() + make_interval(secs => ${DUPLICATE_AFTER_MS / 1000})`,
              lastError: '',
            }
          : {
              nextAttemptAt: sql`now() + make_interval(secs => ${backoffMs / 1000})`,
              lastError: error || `HTTP ${status}`,
            },
      )
      .where(eq(sandboxNotifications.id, row.id));
  };

  /** Sends what is due in the outbox; the worker calls it every half second. */
  const deliverDue = async (limit = 20) => {
    const due = await dueNotifications(db, limit);
    for (const { id } of due) await attempt(id);
    return due.length;
  };

  /**
   * Records a payment (or a failure) of a collection and queues its notification in one transaction:
   * once this returns, the provider has accepted the money and will tell the server until it listens.
   */
  const settle = async (
    where: { payCode: string } | { pageToken: string },
    outcome: { status: 'paid'; amount: number } | { status: 'failed' },
  ) => {
    const found = await db.transaction(async (tx) => {
      const [collection] = await tx
        .select()
        .from(sandboxCollections)
        .where(
          'payCode' in where
            ? eq(sandboxCollections.payCode, where.payCode)
            : eq(sandboxCollections.pageToken, where.pageToken),
        )
        .for('update');
      if (!collection) return { ok: false as const, reason: 'unknown' as const };
      if (collection.state !== 'open') return { ok: false as const, reason: collection.state, collection };
      // A repayment's pay code is paid at an agent in parts: it stays open for the rest until the parts
      // reach its amount. A part beyond what is left is taken whole, as an agent would (the server
      // keeps what is beyond what is owed as credit). A roll-over's code and a hosted page are paid once.
      const paid = collection.paid + (outcome.status === 'paid' ? outcome.amount : 0);
      const inParts = collection.inParts && collection.method !== 'page' && outcome.status === 'paid';
      const state = inParts && paid < collection.amount ? 'open' : outcome.status;
      await tx
        .update(sandboxCollections)
        .set({ state, paid })
        .where(eq(sandboxCollections.id, collection.id));
      const notification: PaymentNotification = {
        eventId: randomUUID(),
        tradeNo: collection.tradeNo,
        paymentId: `SBXPAY-${randomBytes(8).toString('hex').toUpperCase()}`,
        status: outcome.status,
        amount: outcome.status === 'paid' ? outcome.amount : 0,
        currency: 'TZS',
      };
      const [queued] = await tx
        .insert(sandboxNotifications)
        .values({
          eventId: notification.eventId,
          body: JSON.stringify(notification),
          deliveriesWanted: options.deliveries,
          nextAttemptAt: sql`now() + make_interval(secs => ${options.firstDeliveryDelayMs / 1000})`,
        })
        .returning({ id: sandboxNotifications.id });
      return {
        ok: true as const,
        collection,
        notification,
        outboxId: queued?.id ?? 0,
        /** What is left to pay on the collection after this payment (0: nothing, or not payable). */
        remaining: state === 'open' ? collection.amount - paid : 0,
      };
    });
    // Tried at once so the borrower comes back to an updated loan; the outbox retries what fails.
    if (found.ok && options.firstDeliveryDelayMs === 0) await attempt(found.outboxId);
    return found;
  };

  const collectionByToken = async (pageToken: string) => {
    const [row] = await db
      .select()
      .from(sandboxCollections)
      .where(eq(sandboxCollections.pageToken, pageToken));
    return row ?? null;
  };

  /** The provider's own books keep a delivered notification a day, for whoever reads them by hand. */
  const pruneDelivered = () =>
    deleteInBatches(
      db,
      sandboxNotifications,
      sandboxNotifications.id,
      sql`${sandboxNotifications.deliveries} >= ${sandboxNotifications.deliveriesWanted} and ${sandboxNotifications.createdAt} < now() - interval '1 day'`,
      sandboxNotifications.createdAt,
    );

  return { provider, settle, deliverDue, collectionByToken, pruneDelivered };
};
export type SandboxPayment = ReturnType<typeof createSandboxPayment>;
