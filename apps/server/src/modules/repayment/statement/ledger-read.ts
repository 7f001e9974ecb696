import { OrderStatus } from '@tz-loan/contract/loan/order-status';
import type { DbOrTx } from '../../../db/client.ts';
import { ledgerOf, paymentsOf, planOf } from '../../../db/order-money.ts';
import { notFound } from '../../../domain/errors.ts';
import { tanzaniaToday } from '../../../domain/loan-status.ts';
import { owedOf } from '../../../domain/owed.ts';
import type { LedgerMove } from '../../../domain/penalty.ts';
import { runningLedger, type StoredMove } from '../../../domain/statement.ts';
import { ORDER_NOT_FOUND } from '../../../shared/refusals.ts';
import { ownOrder } from './repository.ts';

/**
 * The borrower's order with its ledger run through `runningLedger` (the one statement staff read too),
 * its payments and what closes it today. Someone else's order is missing (404), as everywhere.
 */
export const readLedger = async (db: DbOrTx, borrowerId: number, orderId: number, at: Date) => {
  const order = await ownOrder(db, borrowerId, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const [plan, stored, payments] = await Promise.all([
    planOf(db, orderId),
    ledgerOf(db, orderId),
    paymentsOf(db, orderId),
  ]);
  const today = tanzaniaToday(at);
  const moves: StoredMove[] = stored.map((row) => ({
    kind: row.kind as LedgerMove['kind'],
    on: tanzaniaToday(row.at),
    at: row.at,
    amount: row.amount,
    days: row.days,
    reference: row.reference ?? (row.kind === 'write_off' ? row.note : ''),
    paymentId: row.paymentId,
  }));
  const rules = { graceDays: order.graceDays, penaltyDailyBp: order.penaltyDailyBp, today };
  const rows = order.disbursedAt
    ? runningLedger({ plan, moves, ...rules, disbursedAt: order.disbursedAt, basis: order.basis })
    : [];
  const open = order.status === OrderStatus.repaying && order.disbursedAt !== null;
  const owed = open ? owedOf({ plan, ledger: moves, ...rules, basis: order.basis }).owed : 0;
  return { order, plan, moves, rows, payments, owed };
};

export type LedgerRead = Awaited<ReturnType<typeof readLedger>>;
