import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { orders } from '../../../db/schema/loan.ts';
import { paymentNotifications } from '../../../db/schema/repayment.ts';
import type { MobileMoneyRails, TransactionStatus } from '../../../providers/mobile-money/mobile-money.ts';
import { every } from '../../../shared/every.ts';
import { destinationOf } from '../../bank/holder-name.ts';
import type { BankService } from '../../bank/service.ts';
import type { Attempt } from '../../outbox/outbox.ts';
import { findPayoutByReference, findStaleSendingPayouts } from './repository.ts';
import type { DisbursementResult, LifecycleService } from './service.ts';

/** A payout with no answer after this long is asked for by status (its callback may never come). */
export const PAYOUT_STATUS_AFTER_MS = 2 * 60_000;

type Final = Extract<TransactionStatus, { state: 'succeeded' } | { state: 'failed' }>;
export type DisbursementSettled = {
  outcome: 'applied' | 'duplicate' | 'failed' | 'held' | 'ignored';
  reason: string;
};

type Deps = {
  rails: MobileMoneyRails;
  lifecycle: Pick<LifecycleService, 'completePayout'>;
  bank: Pick<BankService, 'accountById'>;
  now?: () => Date;
};

/**
 * Payouts through the wallet provider's disbursement (PRODUCT.md §17): what the provider says of one,
 * from its callback or its status, ends the order once (170 or 151); every telling is kept.
 */
export const createDisbursements = (db: Db, deps: Deps) => {
  const now = deps.now ?? (() => new Date());

  const orderAmount = async (orderId: number) => {
    const [order] = await db.select({ amount: orders.amount }).from(orders).where(eq(orders.id, orderId));
    return order?.amount ?? null;
  };

  const log = (reference: string, result: DisbursementSettled, body: string, amount?: number) =>
    db
      .insert(paymentNotifications)
      .values({
        tradeNo: reference,
        amount,
        outcome: result.outcome,
        reason: result.reason,
        body: body.slice(0, 4000),
      })
      .then(() => result);

  const settle = async (reference: string, result: Final, told: string): Promise<DisbursementSettled> => {
    const payout = await findPayoutByReference(db, reference);
    if (!payout) return log(reference, { outcome: 'ignored', reason: 'unknown payout' }, told);
    if (result.state === 'succeeded') {
      const amount = await orderAmount(payout.orderId);
      if (amount !== null && result.amount !== amount) {
        return log(
          reference,
          { outcome: 'held', reason: `amount ${result.amount} disagrees with payout ${amount}` },
          told,
          result.amount,
        );
      }
    }
    if (result.state === 'succeeded' && payout.outcome === 'failed') {
      // Money left after the payout was recorded failed: staff must look, nothing moves by itself.
      return log(reference, { outcome: 'held', reason: 'succeeded after it was recorded failed' }, told);
    }
    const outcome: DisbursementResult =
      result.state === 'succeeded'
        ? { ok: true, providerRef: result.providerRef }
        : { ok: false, reason: `${result.reason}: ${result.detail}` };
    const done = await deps.lifecycle.completePayout(reference, outcome);
    const settled: DisbursementSettled =
      done.outcome === 'applied' && result.state === 'failed' ? { ...done, outcome: 'failed' } : done;
    return log(reference, settled, told, result.state === 'succeeded' ? result.amount : undefined);
  };

  /** Asks the provider about payouts still waiting for their answer, and settles what it says. */
  const sweep = async (limit = 50) => {
    const stale = await findStaleSendingPayouts(
      db,
      new Date(now().getTime() - PAYOUT_STATUS_AFTER_MS),
      limit,
    );
    for (const payout of stale) {
      const status = await deps.rails.status({ reference: payout.reference, kind: 'disbursement' });
      if (status.state === 'succeeded' || status.state === 'failed') {
        await settle(payout.reference, status, `status: ${JSON.stringify(status)}`);
      }
    }
    return stale.length;
  };

  /**
   * The outbox's sender of payouts: asks the provider to pay the account the payout was written for.
   * A retried row asks first whether the provider took it, so a payout is never sent twice.
   */
  const sender = async (row: { payload: unknown; attempts: number }): Promise<Attempt> => {
    const { reference } = row.payload as { reference: string };
    const payout = await findPayoutByReference(db, reference);
    if (payout?.outcome !== 'sending') return { outcome: 'done', providerRef: payout?.providerRef ?? '' };
    if (row.attempts > 1) {
      const status = await deps.rails.status({ reference, kind: 'disbursement' });
      if (status.state === 'unreachable') return { outcome: 'retry', reason: status.reason };
      if (status.state === 'pending') return { outcome: 'done', providerRef: '' };
      if (status.state !== 'unknown') {
        await settle(reference, status, `status on retry: ${JSON.stringify(status)}`);
        return { outcome: 'done', providerRef: status.state === 'succeeded' ? status.providerRef : '' };
      }
    }
    const account = payout.accountId ? await deps.bank.accountById(payout.accountId) : null;
    if (!account) {
      await settle(
        reference,
        { state: 'failed', reason: 'refused', detail: 'No payout account' },
        'no account',
      );
      return { outcome: 'dead', reason: 'No payout account' };
    }
    const amount = await orderAmount(payout.orderId);
    if (amount === null) return { outcome: 'dead', reason: `order ${payout.orderId} is gone` };
    const answer = await deps.rails.disburse({
      reference,
      destination: destinationOf(account),
      holderName: account.userName,
      amount,
      remarks: `Loan ${payout.orderId}`,
    });
    if (answer.outcome === 'accepted') return { outcome: 'done', providerRef: answer.providerRef };
    if (answer.outcome === 'refused') {
      await settle(
        reference,
        { state: 'failed', reason: 'refused', detail: answer.reason },
        'disbursement refused',
      );
      return { outcome: 'dead', reason: answer.reason };
    }
    return { outcome: 'retry', reason: answer.reason };
  };

  return { settle, sweep, sender };
};
export type Disbursements = ReturnType<typeof createDisbursements>;

const PAYOUT_SWEEP_MS = 30_000;

/** Asks the provider about payouts whose callback has not come, while the app is up. */
export const runPayoutStatusSweep = (app: FastifyInstance, sweep: () => Promise<unknown>) =>
  every(app, 'payout status', PAYOUT_SWEEP_MS, sweep);
