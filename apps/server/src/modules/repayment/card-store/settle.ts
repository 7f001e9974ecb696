import { randomBytes } from 'node:crypto';
import type { Tx } from '../../../db/client.ts';
import { maskCard } from '../../../domain/card-rules.ts';
import { readOrder, tanzaniaToday } from '../../../domain/loan-status.ts';
import { owedOf } from '../../../domain/owed.ts';
import type { CardProcessor } from '../../../providers/card/card-processor.ts';
import type { Message } from '../../../shared/i18n.ts';
import { applyPayment } from '../ledger.ts';
import { readRepayOrder } from '../repository.ts';
import { type CardRow, endRecord, insertCardTrade, type RecordRow, settleRecord } from './repository.ts';
import { CARD_REFUSALS } from './texts.ts';

/** How a card payment's trade is told apart from Pay Now's (no pay code, no page). */
export const CARD_REPAY_TYPE = 'CARD';

export type Settled = { ok: true; orderStatus: number } | { ok: false; refusal: Message };

/** The order's status as the borrower reads it now (200 once everything is paid). */
export const orderStatusNow = async (tx: Tx, orderId: number, at: Date) => {
  const order = await readRepayOrder(tx, orderId);
  if (!order) throw new Error(`order ${orderId} is missing`);
  const today = tanzaniaToday(at);
  const owed = owedOf({ ...order, today });
  return readOrder({ stored: order.status, instalments: owed.rows, graceDays: order.graceDays, today })
    .status;
};

/**
 * Takes a pending card payment's money and writes it into the ledger, exactly once (PRODUCT.md §7),
 * inside the caller's transaction. The order is locked first, so what is owed cannot move under it: a
 * payment that now exceeds what is owed is cancelled rather than taken. The processor charges once per
 * record, the record settles only from pending, and the ledger's payment reference is unique.
 */
export const settleCardPayment = async (
  tx: Tx,
  processor: CardProcessor,
  record: RecordRow,
  card: CardRow,
  at: Date,
): Promise<Settled> => {
  const order = await readRepayOrder(tx, record.orderId, { borrowerId: record.borrowerId, lock: true });
  if (!order) throw new Error(`order ${record.orderId} of card payment ${record.id} is missing`);
  const owed = owedOf({ ...order, today: tanzaniaToday(at) });
  if (record.amount > owed.owed) {
    await endRecord(tx, record.id, 'cancelled', 'more than is owed now', at);
    return { ok: false, refusal: CARD_REFUSALS.owedChanged };
  }
  const charge = await processor.charge(tx, {
    token: card.vaultToken,
    amount: record.amount,
    reference: `CR${record.id}`,
  });
  if (!charge.ok) {
    await endRecord(tx, record.id, 'declined', 'declined by the card processor', at);
    return { ok: false, refusal: CARD_REFUSALS.declined };
  }
  const trade = await insertCardTrade(tx, {
    tradeNo: `C${record.id}X${randomBytes(4).toString('hex').toUpperCase()}`,
    orderId: record.orderId,
    borrowerId: record.borrowerId,
    kind: 'repayment',
    amount: record.amount,
    bankCode: card.bankCode,
    payerAccount: maskCard(card.last4),
    repayType: CARD_REPAY_TYPE,
    state: 'paid',
    createdAt: at,
    settledAt: at,
  });
  const applied = await applyPayment(
    tx,
    { trade, reference: `card:${record.id}`, source: 'provider', amount: record.amount, actor: 'borrower' },
    at,
  );
  if (!applied.applied || !(await settleRecord(tx, record.id, trade.id, at))) {
    throw new Error(`card payment ${record.id} was about to be applied twice`);
  }
  return { ok: true, orderStatus: await orderStatusNow(tx, record.orderId, at) };
};
