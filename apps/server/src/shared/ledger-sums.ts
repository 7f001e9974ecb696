import { type AnyColumn, sql } from 'drizzle-orm';
import { ledgerEntries } from '../db/schema/repayment.ts';

/** The ledger's total of one kind for the order in `orderId`, minor units: a subquery any read can fold in. */
export const ledgerSum = (orderId: AnyColumn, kind: 'repayment' | 'credit' | 'deferral_fee') =>
  sql<number>`(select coalesce(sum(l.amount), 0)::bigint from ${ledgerEntries} l
    where l.order_id = ${orderId} and l.kind = ${kind})`.mapWith(Number);
