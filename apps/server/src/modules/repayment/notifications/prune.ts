import { and, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { deleteInBatches } from '../../../db/prune-batches.ts';
import { paymentNotifications } from '../../../db/schema/repayment.ts';

/**
 * What a provider told us that records nothing of its own goes after `keepDays`: repeats of a telling
 * already applied, forged or unknown ones refused, and ones about nothing we sent. The first telling of
 * each payment, failure or payout, and those held for staff, are loan records kept as long as the loan's
 * (docs/data-rights.md).
 */
export const PRUNED_OUTCOMES = ['duplicate', 'refused', 'ignored'];

export const pruneNotifications = (db: DbOrTx, keepDays: number) =>
  deleteInBatches(
    db,
    paymentNotifications,
    paymentNotifications.id,
    and(
      lt(paymentNotifications.createdAt, sql`now() - make_interval(days => ${keepDays})`),
      inArray(paymentNotifications.outcome, PRUNED_OUTCOMES),
    ) ?? sql`false`,
    paymentNotifications.createdAt,
  );
