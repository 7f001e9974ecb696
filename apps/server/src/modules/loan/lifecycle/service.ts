import { OrderStatus } from '@tz-loan/contract/loan/order-status';
import { Code } from '@tz-loan/contract/platform/envelope';
import type { Config } from '../../../config.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { badRequest, DomainError, notFound } from '../../../domain/errors.ts';
import { tanzaniaToday } from '../../../domain/loan-status.ts';
import type { PayoutProvider, PayoutResult } from '../../../providers/payout/payout-provider.ts';
import { defineMessages } from '../../../shared/i18n.ts';
import { ORDER_NOT_FOUND } from '../../../shared/refusals.ts';
import type { BankService } from '../../bank/service.ts';
import { createDemoPolicy, Skipped } from './policy.ts';
import {
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
export type TransitionResult = { orderId: number; fromStatus: number; status: number; note: string };
export type LifecycleDeps = {
  bank: Pick<BankService, 'currentAccount'>;
  payout: PayoutProvider;
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
};

const expectStatus = (order: OrderRow, expected: number, action: string) => {
  if (order.status === expected) return;
  const now = STATUS_WORDS[order.status] ?? String(order.status);
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
      expectStatus(order, OrderStatus.underReview, 'approved');
      return move(tx, order, OrderStatus.payingOut, actor, 'Approved', { decidedAt: now() });
    });

  // Closing the order frees the borrower's one open slot, so they can apply again.
  const reject = (orderId: number, actor: Actor) =>
    withOrder(orderId, {}, async (tx, order) => {
      expectStatus(order, OrderStatus.underReview, 'rejected');
      const at = now();
      return move(tx, order, OrderStatus.rejected, actor, 'Not approved', { decidedAt: at, closedAt: at });
    });

  const settlePayout = (orderId: number, outcome: PayoutOutcome, actor: Actor, options: LockOptions = {}) =>
    withOrder(orderId, options, async (tx, order) => {
      expectStatus(order, OrderStatus.payingOut, 'paid out');
      // The payout goes to the account the borrower holds now, whichever they had when applying.
      const account = await deps.bank.currentAccount(order.borrowerId, tx);
      if (outcome === 'succeed' && !account) {
        throw new DomainError(
          Code.conflict,
          `Order ${order.id} has no payout account bound; it cannot be paid out`,
        );
      }
      const result: PayoutResult =
        outcome === 'auto'
          ? await deps.payout.send({ orderId: order.id, amount: order.amount, account })
          : outcome === 'succeed'
            ? { ok: true, reference: `MANUAL-${order.id}` }
            : { ok: false, reason: `Marked failed by ${actor}` };
      const accountId = account?.id ?? null;
      const where = account ? `${account.bankName} ${account.masked}` : 'no account';
      if (!result.ok) {
        await insertPayout(tx, {
          orderId: order.id,
          accountId,
          outcome: 'failed',
          reason: result.reason,
          actor,
        });
        const note = `Payout to ${where} failed: ${result.reason}`;
        return move(tx, order, OrderStatus.payoutFailed, actor, note, { payoutAccountId: accountId });
      }
      const at = now();
      await setDueDates(tx, order.id, tanzaniaToday(at));
      await insertPayout(tx, { orderId: order.id, accountId, outcome: 'succeeded', actor });
      const note = `Paid out to ${where}, reference ${result.reference}`;
      return move(tx, order, OrderStatus.repaying, actor, note, {
        disbursedAt: at,
        payoutAccountId: accountId,
      });
    });

  const shift = async (orderId: number, days: number, actor: Actor) => {
    if (!Number.isInteger(days) || days < 1 || days > SHIFT_DAYS_MAX) {
      throw badRequest(`days must be a whole number from 1 to ${SHIFT_DAYS_MAX}`);
    }
    return withOrder(orderId, {}, async (tx, order) => {
      expectStatus(order, OrderStatus.repaying, 'shifted');
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

  return {
    approve: (orderId: number, actor: Actor) => approve(orderId, actor),
    reject,
    settlePayout: (orderId: number, outcome: PayoutOutcome, actor: Actor) =>
      settlePayout(orderId, outcome, actor),
    shift,
    retryPayout,
    ...createDemoPolicy(db, config.lifecycle, now, {
      approve: (id, options) => approve(id, 'system', options),
      payout: (id, options) => settlePayout(id, 'auto', 'system', options),
    }),
    ...createLifecycleViews(db, now),
  };
};
