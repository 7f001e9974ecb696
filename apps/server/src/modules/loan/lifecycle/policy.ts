import { OrderStatus } from '@tz-loan/contract/loan/order-status';
import { Code } from '@tz-loan/contract/platform/envelope';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { DomainError } from '../../../domain/errors.ts';
import { findStaleOrderIds } from './repository.ts';

/** The demo policy leaves this order alone this time: another process has it, or it just moved. */
export class Skipped extends Error {}

export type OnStepError = (orderId: number, error: unknown) => void;
type Step = (orderId: number, options: { skipLocked: true; unchangedSince: Date }) => Promise<unknown>;

const rethrow: OnStepError = (_orderId, error) => {
  throw error;
};

/**
 * The demo underwriting and payout (PRODUCT.md §5): orders that have waited the configured delay are
 * moved by 'system'. Each is taken by one process only: SKIP LOCKED, then the status check under lock.
 */
export const createDemoPolicy = (
  db: Db,
  settings: Config['lifecycle'],
  now: () => Date,
  steps: { approve: Step; payout: Step },
) => {
  const runStale = async (status: number, afterMs: number | null, step: Step, onError: OnStepError) => {
    if (afterMs === null) return 0;
    const before = new Date(now().getTime() - afterMs);
    let done = 0;
    for (const id of await findStaleOrderIds(db, status, before)) {
      try {
        await step(id, { skipLocked: true, unchangedSince: before });
        done++;
      } catch (error) {
        // Another process has it, or moved it between the read and the lock: nothing to do here.
        if (error instanceof Skipped || (error instanceof DomainError && error.code === Code.conflict))
          continue;
        // One order failing (a provider outage) must not hold up the others.
        onError(id, error);
      }
    }
    return done;
  };
  return {
    autoApprove: (onError = rethrow) =>
      runStale(OrderStatus.underReview, settings.autoApproveAfterMs, steps.approve, onError),
    autoPayout: (onError = rethrow) =>
      runStale(OrderStatus.payingOut, settings.autoPayoutAfterMs, steps.payout, onError),
  };
};
