import { OrderStatus } from '@tz-loan/contract/loan/order-status';
import { Code } from '@tz-loan/contract/platform/envelope';
import type { Config } from '../../../config.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { badRequest, DomainError, notFound } from '../../../domain/errors.ts';
import { tanzaniaToday } from '../../../domain/loan-status.ts';
import type { PayoutProvider, PayoutResult } from '../../../providers/payout/payout-provider.ts';
import { defineMessages } from '../../../shared/i18n.ts';
import { ORDER_NOT_FOUND } from '../../../shared/refusals.ts';
import type { BankService, PayoutAccount } from '../../bank/service.ts';
import { enqueue } from '../../outbox/outbox.ts';
import { tellPayout } from '../../repayment/statement/money-sms.ts';
import { createDemoPolicy, Skipped } from './policy.ts';
import {
  closeSendingPayout,
  countPayouts,
  findPayoutByReference,
  findSendingPayout,
  insertEvent,
  insertPayout,
  lockOrder,
  moveStatus,
  type OrderChanges,
  type OrderRow,
  setDueDates,
  shiftDates,
} from './repository.ts';
import { createLifecycleViews } from './views.ts';

/** Who moved an order: recorded on every order event. */
export type Actor = 'borrower' | 'system' | `ops:${string}`;
export type PayoutOutcome = 'succeed' | 'fail' | 'auto';
/** What the wallet provider finally said of a disbursement. */
export type DisbursementResult = { ok: true; providerRef: string } | { ok: false; reason: string };
export type PayoutCompletion = { outcome: 'applied' | 'duplicate' | 'ignored'; reason: string };

/** Our reference of an order's n-th payout: stable across the outbox's retries of that payout. */
export const payoutReference = (orderId: number, attempt: number) => `PO${orderId}-${attempt}`;
const accountLabel = (account: Pick<PayoutAccount, 'bankName' | 'masked'> | null) =>
  account ? `${account.bankName} ${account.masked}` : 'no account';
export type TransitionResult = { orderId: number; fromStatus: number; status: number; note: string };
export type LifecycleDeps = {
  bank: Pick<BankService, 'currentAccount' | 'accountById' | 'bindForBorrower'>;
  payout: PayoutProvider;
  /**
   * Set when the app has mobile-money rails: an automatic payout is then a disbursement written to
   * the outbox with the order's change and sent by its worker (`sendNow` hurries it), settled later
   * by `completePayout`. Without it, `payout` is asked inside the order's transaction.
   */
  disbursement?: { sendNow: (outboxId: number) => void } | null;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
};
export type LifecycleService = ReturnType<typeof createLifecycleService>;

export const SHIFT_DAYS_MAX = 3650;

/** The refusals a borrower can meet here (changing the account of a failed payout); the rest are staff's. */
export const LIFECYCLE_REFUSALS = defineMessages({
  changedMeanwhile: {
    en: 'Order {orderId} was changed at the same time; try again',
    sw: 'Ombi {orderId} limebadilishwa wakati huo huo; jaribu tena',
  },
  payoutNotFailed: {
    en: "This order's payout has not failed; its account cannot be changed here",
    sw: 'Pesa za ombi hili hazijashindwa kutumwa; akaunti yake haiwezi kubadilishwa hapa',
  },
});

const STATUS_WORDS: Record<number, string> = {
  21: 'under review (21)',
  40: 'rejected (40)',
  110: 'approved, payout in progress (110)',
  151: 'payout failed (151)',
  170: 'paid out (170)',
  174: 'paid out and due (174)',
  180: 'paid out and overdue (180)',
  200: 'settled (200)',
};

/**
 * Refuses a step on an order not at `expected`. A paid-out order is named by the status its borrower
 * and the staff's list see (174, 180, 200), read in the step's transaction.
 */
const expectStatus = async (tx: Tx, order: OrderRow, expected: number, action: string, clock: () => Date) => {
  if (order.status === expected) return;
  const seen =
    order.status === OrderStatus.repaying
      ? ((await createLifecycleViews(tx, clock).seenStatus(order.id)) ?? order.status)
      : order.status;
  const now = STATUS_WORDS[seen] ?? String(seen);
  throw new DomainError(
    Code.conflict,
    `Order ${order.id} is ${now}; only an order ${STATUS_WORDS[expected]} can be ${action}`,
  );
};

type LockOptions = { tx?: Tx; borrowerId?: number; skipLocked?: boolean; unchangedSince?: Date };

export const createLifecycleService = (db: Db, config: Pick<Config, 'lifecycle'>, deps: LifecycleDeps) => {
  const now = deps.now ?? (() => new Date());

  /** Locks the order, then runs `change`; with `skipLocked`, an order being moved elsewhere is Skipped. */
  const withOrder = async <T>(
    orderId: number,
    options: LockOptions,
    change: (tx: Tx, o: OrderRow) => Promise<T>,
  ): Promise<T> => {
    const run = async (tx: Tx) => {
      const order = await lockOrder(tx, orderId, options);
      if (!order && options.skipLocked) throw new Skipped();
      if (!order) throw notFound(ORDER_NOT_FOUND);
      // The demo policy's candidate may have moved since it was read: its delay starts again.
      if (options.unchangedSince && order.updatedAt > options.unchangedSince) throw new Skipped();
      return change(tx, order);
    };
    return options.tx ? run(options.tx) : db.transaction(run);
  };

  /** The status move, its event and its side columns, all in the caller's transaction. */
  const move = async (
    tx: Tx,
    order: OrderRow,
    to: number,
    actor: Actor,
    note: string,
    changes: OrderChanges = {},
  ): Promise<TransitionResult> => {
    const moved = await moveStatus(tx, order.id, { from: order.status, to, at: now(), ...changes });
    if (!moved) {
      throw new DomainError(Code.conflict, LIFECYCLE_REFUSALS.changedMeanwhile, { orderId: order.id });
    }
    await insertEvent(tx, { orderId: order.id, fromStatus: order.status, toStatus: to, actor, note });
    return { orderId: order.id, fromStatus: order.status, status: to, note };
  };

  const approve = (orderId: number, actor: Actor, options: LockOptions = {}) =>
    withOrder(orderId, options, async (tx, order) => {
      await expectStatus(tx, order, OrderStatus.underReview, 'approved', now);
      return move(tx, order, OrderStatus.payingOut, actor, 'Approved', { decidedAt: now() });
    });

  // Closing the order frees the borrower's one open slot, so they can apply again.
  const reject = (orderId: number, actor: Actor) =>
    withOrder(orderId, {}, async (tx, order) => {
      await expectStatus(tx, order, OrderStatus.underReview, 'rejected', now);
      const at = now();
      return move(tx, order, OrderStatus.rejected, actor, 'Not approved', { decidedAt: at, closedAt: at });
    });

  /** The end of a payout attempt: 170 with due dates from today, or 151, as `actor` says. */
  const finishPayout = async (
    tx: Tx,
    order: OrderRow,
    accountId: number | null,
    where: string,
    result: PayoutResult,
    actor: Actor,
  ) => {
    if (!result.ok) {
      const note = `Payout to ${where} failed: ${result.reason}`;
      return move(tx, order, OrderStatus.payoutFailed, actor, note, { payoutAccountId: accountId });
    }
    const at = now();
    await setDueDates(tx, order.id, tanzaniaToday(at));
    await tellPayout(tx, order.id);
    const note = `Paid out to ${where}, reference ${result.reference}`;
    return move(tx, order, OrderStatus.repaying, actor, note, {
      disbursedAt: at,
      payoutAccountId: accountId,
    });
  };

  const settlePayout = (orderId: number, outcome: PayoutOutcome, actor: Actor, options: LockOptions = {}) =>
    withOrder(orderId, options, async (tx, order) => {
      await expectStatus(tx, order, OrderStatus.payingOut, 'paid out', now);
      // Only the provider's answer ends a payout it holds: deciding it here could pay the borrower twice.
      const sending = await findSendingPayout(tx, order.id);
      if (sending) {
        throw new DomainError(
          Code.conflict,
          `Order ${order.id}'s payout ${sending.reference} is with the wallet provider; its answer settles it`,
        );
      }
      // The payout goes to the account the borrower holds now, whichever they had when applying.
      const account = await deps.bank.currentAccount(order.borrowerId, tx);
      if (outcome === 'succeed' && !account) {
        throw new DomainError(
          Code.conflict,
          `Order ${order.id} has no payout account bound; it cannot be paid out`,
        );
      }
      const accountId = account?.id ?? null;
      if (outcome === 'auto' && deps.disbursement && account) {
        const reference = payoutReference(order.id, (await countPayouts(tx, order.id)) + 1);
        await insertPayout(tx, { orderId: order.id, accountId, outcome: 'sending', reference, actor });
        const outboxId = await enqueue(tx, 'disburse', reference, { reference });
        const note = `Payout to ${accountLabel(account)} sent to the wallet provider, reference ${reference}`;
        await moveStatus(tx, order.id, {
          from: order.status,
          to: order.status,
          at: now(),
          payoutAccountId: accountId,
        });
        await insertEvent(tx, {
          orderId: order.id,
          fromStatus: order.status,
          toStatus: order.status,
          actor,
          note,
        });
        return { orderId: order.id, fromStatus: order.status, status: order.status, note, outboxId };
      }
      const result: PayoutResult =
        outcome === 'auto'
          ? deps.disbursement
            ? { ok: false, reason: 'No payout account is bound' }
            : await deps.payout.send({ orderId: order.id, amount: order.amount, account })
          : outcome === 'succeed'
            ? { ok: true, reference: `MANUAL-${order.id}` }
            : { ok: false, reason: `Marked failed by ${actor}` };
      await insertPayout(tx, {
        orderId: order.id,
        accountId,
        outcome: result.ok ? 'succeeded' : 'failed',
        reason: result.ok ? '' : result.reason,
        actor,
      });
      return finishPayout(tx, order, accountId, accountLabel(account), result, actor);
    });

  /** Settles a payout sent through the outbox: once, whatever the number of tellings. */
  const completePayout = async (reference: string, result: DisbursementResult): Promise<PayoutCompletion> => {
    const seen = await findPayoutByReference(db, reference);
    if (!seen) return { outcome: 'ignored', reason: 'unknown payout' };
    return withOrder(seen.orderId, {}, async (tx, order) => {
      // Read again under the order's lock: a telling racing this one has either ended it or not begun.
      const payout = await findPayoutByReference(tx, reference);
      if (payout?.outcome !== 'sending') {
        return { outcome: 'duplicate', reason: `already ${payout?.outcome ?? 'gone'}` };
      }
      if (order.status !== OrderStatus.payingOut) {
        return { outcome: 'ignored', reason: `order ${order.id} is at ${order.status}` };
      }
      const at = now();
      await closeSendingPayout(
        tx,
        payout.id,
        result.ok
          ? { outcome: 'succeeded', providerRef: result.providerRef, at }
          : { outcome: 'failed', reason: result.reason, at },
      );
      const account = payout.accountId ? await deps.bank.accountById(payout.accountId, tx) : null;
      await finishPayout(
        tx,
        order,
        payout.accountId,
        accountLabel(account ?? null),
        result.ok ? { ok: true, reference: `${reference} (${result.providerRef || 'no receipt'})` } : result,
        'system',
      );
      return { outcome: 'applied', reason: result.ok ? 'paid out' : `failed: ${result.reason}` };
    });
  };

  /** A disbursement written to the outbox is sent once its transaction has committed. */
  const sentAfterCommit = ({ outboxId, ...result }: TransitionResult & { outboxId?: number }) => {
    if (outboxId !== undefined) deps.disbursement?.sendNow(outboxId);
    return result;
  };

  const shift = async (orderId: number, days: number, actor: Actor) => {
    if (!Number.isInteger(days) || days < 1 || days > SHIFT_DAYS_MAX) {
      throw badRequest(`days must be a whole number from 1 to ${SHIFT_DAYS_MAX}`);
    }
    return withOrder(orderId, {}, async (tx, order) => {
      await expectStatus(tx, order, OrderStatus.repaying, 'shifted', now);
      await shiftDates(tx, order.id, days, now());
      const note = `Payout and due dates moved ${days} days into the past`;
      await insertEvent(tx, {
        orderId: order.id,
        fromStatus: order.status,
        toStatus: order.status,
        actor,
        note,
      });
      return { orderId: order.id, fromStatus: order.status, status: order.status, note };
    });
  };

  /** `/yours/cardChange`: inside the bank module's transaction that saved the new account. */
  const retryPayout = (borrowerId: number, orderId: number, accountId: number, tx: Tx) =>
    withOrder(orderId, { tx, borrowerId }, async (inner, order) => {
      if (order.status !== OrderStatus.payoutFailed) {
        throw new DomainError(Code.conflict, LIFECYCLE_REFUSALS.payoutNotFailed);
      }
      const note = 'Payout account changed; payout to be retried';
      return move(inner, order, OrderStatus.payingOut, 'borrower', note, { payoutAccountId: accountId });
    });

  /**
   * Staff send a failed payout (151) again: to the account the borrower holds now, or to `to`, an
   * account staff entered (bank form fields), made the borrower's in the same transaction.
   */
  const retryFailedPayout = (orderId: number, actor: Actor, to?: Record<string, string>) =>
    withOrder(orderId, {}, async (tx, order) => {
      await expectStatus(tx, order, OrderStatus.payoutFailed, 'retried', now);
      const account = to
        ? await deps.bank.bindForBorrower(tx, order.borrowerId, to)
        : await deps.bank.currentAccount(order.borrowerId, tx);
      if (!account) {
        throw new DomainError(
          Code.conflict,
          `Order ${order.id} has no payout account bound; it cannot be paid out`,
        );
      }
      const note = to
        ? `Payout account changed by staff to ${accountLabel(account)}; payout to be retried`
        : `Payout to ${accountLabel(account)} to be retried`;
      return move(tx, order, OrderStatus.payingOut, actor, note, { payoutAccountId: account.id });
    });

  return {
    approve: (orderId: number, actor: Actor) => approve(orderId, actor),
    retryFailedPayout,
    reject,
    settlePayout: async (orderId: number, outcome: PayoutOutcome, actor: Actor) =>
      sentAfterCommit(await settlePayout(orderId, outcome, actor)),
    completePayout,
    shift,
    retryPayout,
    ...createDemoPolicy(db, config.lifecycle, now, {
      approve: (id, options) => approve(id, 'system', options),
      payout: async (id, options) => sentAfterCommit(await settlePayout(id, 'auto', 'system', options)),
    }),
    ...createLifecycleViews(db, now),
  };
};
