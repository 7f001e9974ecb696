import { isLanguage } from '@tz-loan/contract/platform/language';
import { formatMoney } from '@tz-loan/contract/platform/money';
import { SCREEN } from '@tz-loan/contract/screens';
import type { Tx } from '../../../db/client.ts';
import { type Language, type Message, say, type Values } from '../../../shared/i18n.ts';
import { enqueue } from '../../outbox/outbox.ts';
import { readLedger } from './ledger-read.ts';
import { receiptNo } from './lines.ts';
import { receiptOf } from './receipt.ts';
import { smsFactsOf } from './repository.ts';
import { SMS_TEXTS } from './texts.ts';

/** The receipt screen of one payment, as a path of this app: it carries no session (PRODUCT.md §8). */
export const receiptPath = (orderId: number, paymentId: number) =>
  `${SCREEN.paymentReceipt}?${new URLSearchParams({ orderId: String(orderId), paymentId: String(paymentId) })}`;

/**
 * Writes one SMS into the outbox in the caller's transaction, keyed by what it tells: the outbox's
 * unique key makes a second write of the same news a no-op, and the worker sends it once after commit.
 * `link`, a path, is made absolute by the sender with the app's public address (config PUBLIC_URL).
 */
const write = async (
  tx: Tx,
  key: string,
  to: { phone: string; language: string | null },
  message: Message,
  values: Values,
  link?: string,
) => {
  const language: Language = isLanguage(to.language) ? to.language : 'en';
  await enqueue(tx, 'sms', key, { phone: to.phone, text: say(message, language, values), link });
};

/** The payout SMS (PRODUCT.md §20): the amount paid out and the first due date. */
export const tellPayout = async (tx: Tx, orderId: number) => {
  const facts = await smsFactsOf(tx, orderId);
  if (!facts) return;
  await write(tx, `payout:${orderId}`, facts, SMS_TEXTS.payout, {
    amount: formatMoney(facts.amount),
    product: facts.productName,
    due: facts.nextDue ?? '',
  });
};

/**
 * The SMS of a payment just written to the ledger (in its transaction): the receipt's number, the
 * amount and the balance after it, with a link to the receipt; for a roll-over, the new due date. A
 * duplicate notification writes no payment, so it never gets here.
 */
export const tellPayment = async (tx: Tx, orderId: number, paymentId: number, at: Date) => {
  const facts = await smsFactsOf(tx, orderId);
  if (!facts) return;
  const read = await readLedger(tx, facts.borrowerId, orderId, at);
  const payment = read.payments.find((row) => row.id === paymentId);
  const receipt = receiptOf(read.rows, read.moves, paymentId);
  if (!payment || !receipt) return;
  const values = {
    amount: formatMoney(payment.amount),
    receipt: receiptNo(paymentId),
    balance: formatMoney(Math.max(0, receipt.balanceAfter)),
  };
  const rolledOver = receipt.parts.rolloverFee > 0;
  await write(
    tx,
    `payment:${paymentId}`,
    facts,
    rolledOver ? SMS_TEXTS.rollover : SMS_TEXTS.payment,
    { ...values, due: facts.nextDue ?? '' },
    receiptPath(orderId, paymentId),
  );
};
