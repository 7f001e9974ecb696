import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { paymentNotifications } from '../../../db/schema/repayment.ts';
import type { PaymentProvider } from '../../../providers/payment/payment-provider.ts';
import { escapeControlBytes } from '../../../shared/control-bytes.ts';
import { applyPayment } from '../ledger.ts';
import { findTrade, setTradeState } from '../repository.ts';

/** A notification as the provider signs and posts it. */
export const notificationSchema = z.object({
  eventId: z.string().min(1).max(100),
  tradeNo: z.string().min(1).max(64),
  paymentId: z.string().min(1).max(100),
  status: z.enum(['paid', 'failed']),
  amount: z.number().int().min(0),
  currency: z.string(),
});

export type NotifyOutcome = { httpStatus: number; outcome: string; reason: string };

/**
 * A provider's payment notification (PRODUCT.md §7): checked for its signature, its trade and its
 * amount, applied to the ledger exactly once, and logged whatever becomes of it. A forged or unknown
 * one is refused; one whose amount disagrees with its trade is held for staff, and the ledger is not
 * touched. Held and duplicate answers are 200, so the provider stops sending them.
 */
export const receiveNotification = async (
  db: Db,
  provider: PaymentProvider,
  rawBody: string,
  signature: string | undefined,
  now: () => Date = () => new Date(),
): Promise<NotifyOutcome> => {
  const log = (result: NotifyOutcome, fields: { eventId?: string; tradeNo?: string; amount?: number } = {}) =>
    db
      .insert(paymentNotifications)
      .values({
        ...fields,
        outcome: result.outcome,
        reason: result.reason,
        // Kept for staff whatever it holds: a control byte (a NUL cannot be stored) is kept as its escape.
        body: escapeControlBytes(rawBody.slice(0, 4000)),
      })
      .then(() => result);

  if (!provider.verify(rawBody, signature)) {
    return log({ httpStatus: 401, outcome: 'refused', reason: 'bad signature' });
  }
  let parsed: z.infer<typeof notificationSchema>;
  try {
    parsed = notificationSchema.parse(JSON.parse(rawBody));
  } catch {
    return log({ httpStatus: 400, outcome: 'refused', reason: 'malformed notification' });
  }
  const fields = { eventId: parsed.eventId, tradeNo: parsed.tradeNo, amount: parsed.amount };
  const trade = await findTrade(db, parsed.tradeNo);
  if (!trade) return log({ httpStatus: 404, outcome: 'refused', reason: 'unknown trade' }, fields);

  if (parsed.status === 'failed') {
    if (trade.state === 'open') await db.transaction((tx) => setTradeState(tx, trade.id, 'failed', now()));
    return log(
      { httpStatus: 200, outcome: 'failed', reason: 'the provider reports the payment failed' },
      fields,
    );
  }
  // A hosted page collects exactly the trade or less; more, a currency not ours, or nothing is held.
  const disagrees =
    parsed.currency !== 'TZS' ||
    parsed.amount === 0 ||
    (trade.repayType === 'PAY_URL' && parsed.amount > trade.amount);
  if (disagrees) {
    return log(
      {
        httpStatus: 200,
        outcome: 'held',
        reason: `amount ${parsed.amount} ${parsed.currency} disagrees with trade ${trade.amount} TZS`,
      },
      fields,
    );
  }
  const applied = await db.transaction((tx) =>
    applyPayment(
      tx,
      { trade, reference: parsed.paymentId, source: 'provider', amount: parsed.amount, actor: 'provider' },
      now(),
    ),
  );
  if (applied.applied) {
    return log(
      { httpStatus: 200, outcome: 'applied', reason: applied.settled ? 'settled the loan' : '' },
      fields,
    );
  }
  // A trade whose payment staff confirmed from the borrower's reference was paid that way: the
  // provider telling of it too is the same money, held for staff rather than counted twice.
  return log(
    applied.reason === 'duplicate'
      ? { httpStatus: 200, outcome: 'duplicate', reason: 'already applied' }
      : { httpStatus: 200, outcome: 'held', reason: 'already paid by a confirmed payment reference' },
    fields,
  );
};
