import { RepayType } from '@tz-loan/contract/repayment/paths';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ledgerEntries, payments } from '../../db/schema/repayment.ts';
import { tanzaniaToday } from '../../domain/loan-status.ts';
import { deferralFee, heldQuoteDay, owedOf, splitPayment } from '../../domain/owed.ts';
import {
  closeOrder,
  moveUnpaidDueDates,
  paidOfTrade,
  readRepayOrder,
  setTradeState,
  type TradeRow,
} from './repository.ts';
import { tellPayment } from './statement/money-sms.ts';

/**
 * A repayment's pay code (or its QR) is paid at an agent in parts: its trade stays open until the
 * parts reach its amount. A roll-over, a hosted page and a push are paid once.
 */
export const paysInParts = (trade: Pick<TradeRow, 'kind' | 'repayType'>) =>
  trade.kind === 'repayment' &&
  (trade.repayType === RepayType.payCode || trade.repayType === RepayType.qrCode);

/**
 * A payment that falls short of what closes the loan today but covers what closing it cost on a day
 * whose 'Pay off today' quote still holds (PRODUCT.md §19): the loan closes, and what has run since that
 * day is waived as one 'waiver' row, so the quote closes the loan exactly to the shilling.
 */
const heldQuoteWaiver = (
  order: NonNullable<Awaited<ReturnType<typeof readRepayOrder>>>,
  owed: ReturnType<typeof owedOf>,
  split: ReturnType<typeof splitPayment>,
  at: Date,
) => {
  const paid = split.penalty + split.repayment;
  if (split.deferral > 0 || split.credit > 0 || paid >= owed.owed) return null;
  const quotedOn = heldQuoteDay(order.ledger, tanzaniaToday(at));
  const quoted = owedOf({ ...order, today: quotedOn }).owed;
  return paid >= quoted ? { amount: owed.owed - paid, quotedOn } : null;
};

export type IncomingPayment = {
  trade: TradeRow;
  /** Unique per real payment: the provider's payment id, or 'utr:<utr>'. */
  reference: string;
  source: 'provider' | 'utr';
  amount: number;
  actor: string;
};

export type Applied =
  | { applied: false; reason: 'duplicate' }
  /**
   * The trade's payment already came: a reference confirmed after any payment of its trade, or the
   * provider after a confirmed reference. The same money, told again.
   */
  | { applied: false; reason: 'already-paid' }
  | { applied: true; deferral: number; penalty: number; repayment: number; credit: number; settled: boolean };

/**
 * Writes one payment into the ledger, exactly once (PRODUCT.md §7): the payment row's unique
 * reference makes a repeat a no-op, and the order row is locked while its balance is read and
 * written, so concurrent payments of one order apply one after the other. One trade's payment told
 * both ways (the borrower's confirmed reference and the provider's notification), or by two
 * references, is one payment: whichever comes second, checked under the same lock, is not applied. A roll-over fee counts
 * only when the payment covers it; what is paid beyond what is owed is kept as a credit.
 */
export const applyPayment = async (tx: Tx, payment: IncomingPayment, at: Date): Promise<Applied> => {
  const { trade, reference, source, amount, actor } = payment;
  const order = await readRepayOrder(tx, trade.orderId, { lock: true });
  if (!order) throw new Error(`order ${trade.orderId} of trade ${trade.tradeNo} is missing`);
  // A reference names the one payment of its trade; the provider may report several (a pay code paid
  // in parts), but not after a reference of the trade was confirmed.
  const [told] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.tradeId, trade.id), source === 'utr' ? undefined : ne(payments.source, source)))
    .limit(1);
  if (told) return { applied: false, reason: 'already-paid' };
  const [row] = await tx
    .insert(payments)
    .values({ orderId: trade.orderId, tradeId: trade.id, reference, source, amount, createdAt: at })
    .onConflictDoNothing({ target: payments.reference })
    .returning({ id: payments.id });
  if (!row) return { applied: false, reason: 'duplicate' };
  // What is owed when the money arrives: the instalments and their overdue penalty as of that day.
  const owed = owedOf({ ...order, today: tanzaniaToday(at) });
  const fee =
    trade.kind === 'deferral' && owed.instalmentsOwed > 0
      ? deferralFee(owed.repayable, order.deferralFeeBp)
      : null;
  const split = splitPayment(amount, owed.rows, fee, owed.repayable);
  const entry = { orderId: order.id, paymentId: row.id, createdAt: at };
  if (split.deferral > 0) {
    const firstUnpaid = owed.rows.find((i) => i.paid < i.amount);
    await tx.insert(ledgerEntries).values({
      ...entry,
      kind: 'deferral_fee',
      amount: split.deferral,
      deferralDays: order.deferralDays,
      note: `Roll-over: unpaid due dates moved ${order.deferralDays} days`,
    });
    if (firstUnpaid) await moveUnpaidDueDates(tx, order.id, firstUnpaid.periodNo, order.deferralDays);
  }
  if (split.penalty > 0) {
    await tx
      .insert(ledgerEntries)
      .values({ ...entry, kind: 'penalty', amount: split.penalty, note: 'Overdue penalty' });
  }
  if (split.repayment > 0) {
    await tx.insert(ledgerEntries).values({ ...entry, kind: 'repayment', amount: split.repayment });
  }
  if (split.credit > 0) {
    await tx
      .insert(ledgerEntries)
      .values({ ...entry, kind: 'credit', amount: split.credit, note: 'Paid beyond what was owed' });
  }
  // Summed under the order's lock after this payment's row: two parts at once see each other, and
  // only the one that brings the total to the trade's amount marks it paid.
  const whole =
    source !== 'provider' || !paysInParts(trade) || (await paidOfTrade(tx, trade.id)) >= trade.amount;
  if (whole) await setTradeState(tx, trade.id, 'paid', at);
  await tellPayment(tx, order.id, row.id, at);

  const waiver = heldQuoteWaiver(order, owed, split, at);
  if (waiver) {
    await tx.insert(ledgerEntries).values({
      ...entry,
      kind: 'waiver',
      amount: waiver.amount,
      note: `Pay-off quote of ${waiver.quotedOn} honoured: interest and penalty since then waived`,
    });
  }
  const settled = owed.owed > 0 && (waiver !== null || split.penalty + split.repayment === owed.owed);
  if (settled) await closeOrder(tx, order, at, actor, `Settled by ${source} payment ${reference}`);
  return { applied: true, ...split, settled };
};
