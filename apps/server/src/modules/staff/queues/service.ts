import { OrderStatus } from '@tz-loan/contract/loan/order-status';
import type { OpsReference } from '@tz-loan/contract/staff/queues';
import type { Db } from '../../../db/client.ts';
import { tanzaniaToday } from '../../../domain/loan-status.ts';
import {
  countContactMessagesSince,
  countOpenComplaints,
  countOpenRightsRequests,
  countOrdersAt,
  countPendingReferences,
  pendingReferences,
} from './repository.ts';

const WEEK_MS = 7 * 86_400_000;

export type QueueDeps = {
  db: Db;
  now: () => Date;
  /** Four-eyes proposals waiting for a second person. */
  pendingApprovals: () => Promise<number>;
  /** The references a four-eyes proposal already waits on. */
  proposedReferences: () => Promise<ReadonlySet<string>>;
};

export const queueCounts = async ({ db, now, pendingApprovals }: QueueDeps) => {
  const at = now();
  const [ordersToDecide, failedPayouts, referencesToConfirm, complaints, contactMessages, approvals, rights] =
    await Promise.all([
      countOrdersAt(db, OrderStatus.underReview),
      countOrdersAt(db, OrderStatus.payoutFailed),
      countPendingReferences(db),
      countOpenComplaints(db, tanzaniaToday(at)),
      countContactMessagesSince(db, new Date(at.getTime() - WEEK_MS)),
      pendingApprovals(),
      countOpenRightsRequests(db, at),
    ]);
  return {
    ordersToDecide,
    failedPayouts,
    referencesToConfirm,
    complaintsOpen: complaints.open,
    complaintsOverdue: complaints.overdue,
    contactMessages,
    approvalsPending: approvals,
    rightsOpen: rights.open,
    rightsOverdue: rights.overdue,
  };
};

export const referencesToConfirm = async ({ db, proposedReferences }: QueueDeps): Promise<OpsReference[]> => {
  const [rows, proposed] = await Promise.all([pendingReferences(db), proposedReferences()]);
  return rows.map((row) => ({
    ...row,
    submittedAt: row.submittedAt.toISOString(),
    proposed: proposed.has(row.utr),
  }));
};
