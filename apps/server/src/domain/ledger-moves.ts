import { tanzaniaToday } from './loan-status.ts';
import type { LedgerMove } from './penalty.ts';

/** A ledger row as the database hands it over: an instant, and the amount as text or number. */
export type RawMove = { kind: LedgerMove['kind']; at: string; amount: number | string; days: number };

/** The ledger rows as the penalty reads them: Tanzania dates and numbers. */
export const decodeMoves = (raw: readonly RawMove[]): LedgerMove[] =>
  raw.map((m) => ({
    kind: m.kind,
    on: tanzaniaToday(new Date(m.at)),
    amount: Number(m.amount),
    days: m.days,
  }));
