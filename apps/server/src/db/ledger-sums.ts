import { type AnyColumn, sql } from 'drizzle-orm';
import type { RawMove } from '../domain/ledger-moves.ts';
import type { LedgerMove } from '../domain/penalty.ts';
import { ledgerEntries } from './schema/repayment.ts';

// Subqueries over the ledger that the loan, repayment and complaint reads fold in; the sums' meaning
// (what is owed, the penalty) is decided in domain/.

/** The ledger's total of one kind for the order in `orderId`, minor units: a subquery any read can fold in. */
export const ledgerSum = (orderId: AnyColumn, kind: LedgerMove['kind']) =>
  sql<number>`(select coalesce(sum(l.amount), 0)::bigint from ${ledgerEntries} l
    where l.order_id = ${orderId} and l.kind = ${kind})`.mapWith(Number);

/**
 * What covers the order's instalments, minor units: its repayments and a write-off (which is at least
 * what was left, so the plan reads fully covered and the loan settled once written off).
 */
export const coveredSum = (orderId: AnyColumn) =>
  sql<number>`(select coalesce(sum(l.amount), 0)::bigint from ${ledgerEntries} l
    where l.order_id = ${orderId} and l.kind in ('repayment', 'write_off', 'waiver'))`.mapWith(Number);

/**
 * The order's ledger as the penalty reads it (every row but credits, in the order written), as a
 * subquery any read can fold in; domain/ledger-moves.ts `decodeMoves` turns it into dates and numbers.
 */
export const ledgerMoves = (orderId: AnyColumn) =>
  sql<RawMove[]>`(select coalesce(json_agg(json_build_object('kind', l.kind, 'at', l.created_at,
    'amount', l.amount, 'days', l.deferral_days) order by l.id), '[]'::json)
    from ${ledgerEntries} l where l.order_id = ${orderId} and l.kind <> 'credit')`;
