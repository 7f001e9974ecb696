import { OrderStatus } from '@tz-loan/contract/loan/order-status';
import type { Db } from '../../../db/client.ts';
import { ledgerOf, paymentsOf, planOf } from '../../../db/order-money.ts';
import { notFound } from '../../../domain/errors.ts';
import { planToday } from '../../../domain/loan-basis.ts';
import { deriveStatus, planEntryState, tanzaniaToday } from '../../../domain/loan-status.ts';
import { applyRepaid, coveredOf, owedOf } from '../../../domain/owed.ts';
import type { LedgerMove } from '../../../domain/penalty.ts';
import { runningLedger, type StoredMove } from '../../../domain/statement.ts';
import { moneyOrder, unconfirmedReferencesOf, unpaidTradesOf } from './repository.ts';

export type MoneyDeps = { db: Db; now: () => Date };

const WAYS: Record<string, string> = {
  PAY_CODE: 'pay-code',
  PAY_URL: 'pay-page',
  QR_CODE: 'qr-code',
  PUSH: 'push',
};
const wayOf = (repayType: string) => WAYS[repayType] ?? repayType.toLowerCase();

/** The order's plan and ledger, and what it owes today as owedOf says (0 before the payout). */
const readMoney = async ({ db, now }: MoneyDeps, orderId: number) => {
  const order = await moneyOrder(db, orderId);
  if (!order) throw notFound(`Order ${orderId} does not exist`);
  const [plan, stored] = await Promise.all([planOf(db, orderId), ledgerOf(db, orderId)]);
  const at = now();
  const today = tanzaniaToday(at);
  const moves: StoredMove[] = stored.map((row) => ({
    kind: row.kind as LedgerMove['kind'],
    on: tanzaniaToday(row.at),
    at: row.at,
    amount: row.amount,
    days: row.days,
    // A write-off or a waiver has no payment: its note (the reason and both names) stands in for the reference.
    reference: row.reference ?? (row.kind === 'write_off' || row.kind === 'waiver' ? row.note : ''),
  }));
  const rules = { graceDays: order.graceDays, penaltyDailyBp: order.penaltyDailyBp, today };
  const paidOut = order.status === OrderStatus.repaying && order.disbursedAt !== null;
  const owed = paidOut ? owedOf({ plan, ledger: moves, ...rules, basis: order.basis }).owed : 0;
  return { order, plan, moves, rules, at, today, owed, paidOut };
};

/** The status the borrower sees and what the order owes today, minor units. */
export const orderStanding = async (deps: MoneyDeps, orderId: number) => {
  const { order, plan, moves, rules, owed } = await readMoney(deps, orderId);
  const repaid = coveredOf(moves);
  const today = planToday({ plan, ledger: moves, basis: order.basis, today: rules.today });
  const status = deriveStatus({ stored: order.status, instalments: applyRepaid(today, repaid), ...rules });
  return { status, owed };
};

export const orderMoney = async (deps: MoneyDeps, orderId: number) => {
  const { order, plan, moves, rules, today, owed, paidOut } = await readMoney(deps, orderId);
  const repaid = coveredOf(moves);
  const ledger =
    paidOut && order.disbursedAt
      ? runningLedger({ plan, moves, ...rules, disbursedAt: order.disbursedAt, basis: order.basis })
      : [];
  const [received, unpaid, references] = await Promise.all([
    paymentsOf(deps.db, orderId),
    unpaidTradesOf(deps.db, orderId),
    unconfirmedReferencesOf(deps.db, orderId),
  ]);
  const payments = [
    ...received.map((p) => ({
      at: p.at,
      way: p.source === 'utr' ? 'reference' : wayOf(p.repayType),
      amount: p.amount,
      state: 'received',
      reference: p.reference,
      payCode: p.payCode || null,
    })),
    ...unpaid.map((t) => ({
      at: t.at,
      way: wayOf(t.repayType),
      amount: t.amount,
      state: t.state,
      reference: t.tradeNo,
      payCode: t.payCode || null,
    })),
    ...references.map((r) => ({
      at: r.at,
      way: 'reference',
      amount: r.amount,
      state: r.state,
      reference: r.utr,
      payCode: null,
    })),
  ]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((p) => ({ ...p, at: p.at.toISOString() }));
  return {
    orderId,
    owed,
    plan: applyRepaid(planToday({ plan, ledger: moves, basis: order.basis, today }), repaid).map((row) => ({
      period: row.periodNo,
      dueDate: row.dueDate,
      amount: row.amount,
      paid: row.paid,
      state: planEntryState(row, rules.graceDays, today),
    })),
    ledger,
    payments,
  };
};
