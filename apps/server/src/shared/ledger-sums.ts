import { type AnyColumn, sql } from 'drizzle-orm';
import { ledgerEntries } from '../db/schema/repayment.ts';
import { tanzaniaToday } from './loan-status.ts';
import type { LedgerMove } from './penalty.ts';

/** The ledger's total of one kind for the order in `orderId`, minor units: a subquery any read can fold in. */
export const ledgerSum = (orderId: AnyColumn, kind: LedgerMove['kind']) =>
  sql<number>`(select coalesce(sum(l.amount), 0)::bigint from ${ledgerEntries} l
    where l.order_id = ${orderId} and l.kind = ${kind})`.mapWith(Number);

type RawMove = { kind: LedgerMove['kind']; at: string; amount: number | string; days: number };

/**
 * The order's ledger as the penalty reads it (every row but credits, in the order written), as a
 * subquery any read can fold in; `decodeMoves` turns it into Tanzania dates and numbers.
 */
export const ledgerMoves = (orderId: AnyColumn) =>
  sql<RawMove[]>`(select coalesce(json_agg(json_build_object('kind', l.kind, 'at', l.created_at,
    'amount', l.amount, 'days', l.deferral_days) order by l.id), '[]'::json)
    from ${ledgerEntries} l where l.order_id = ${orderId} and l.kind <> 'credit')`;

export const decodeMoves = (raw: readonly RawMove[]): LedgerMove[] =>
  raw.map((m) => ({
    kind: m.kind,
    on: tanzaniaToday(new Date(m.at)),
    amount: Number(m.amount),
    days: m.days,
  }));
