import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/outbox.ts';
import type { DeliveryReport, SmsGateway, SmsSender } from '../../providers/sms/sms-gateway.ts';
import { enqueue, type Handler } from './outbox.ts';

type SmsPayload = { phone: string; text: string; code?: string };

/**
 * What services send SMS through: the message is written to the outbox (in the caller's transaction
 * when given one) and, outside a transaction, sent at once, so a borrower waiting for a code waits no
 * longer than before; whatever fails is retried by the worker.
 */
export const createSmsOutbox = (db: Db, sendNow: (id: number) => Promise<unknown>): SmsSender => ({
  async send(message, tx) {
    const payload: SmsPayload = { phone: message.phone, text: message.text, code: message.code };
    const id = await enqueue((tx as DbOrTx | undefined) ?? db, 'sms', randomUUID(), payload);
    if (!tx) await sendNow(id);
  },
});

/** The outbox's sender of SMS: one gateway request per attempt, our row id as the reference. */
export const smsSender =
  (gateway: SmsGateway): Handler =>
  async (row) => {
    const message = row.payload as SmsPayload;
    const sent = await gateway.send({ ...message, reference: String(row.id) });
    if (sent.outcome === 'sent') return { outcome: 'done', providerRef: sent.providerRef };
    return sent.outcome === 'refused'
      ? { outcome: 'dead', reason: sent.reason }
      : { outcome: 'retry', reason: sent.reason };
  };

/** A delivery report names the message by the gateway's id; an unknown one changes nothing. */
export const recordDelivery = async (db: Db, report: DeliveryReport) => {
  const updated = await db
    .update(outbox)
    .set({ delivery: report.state })
    .where(eq(outbox.providerRef, report.providerRef))
    .returning({ id: outbox.id });
  return updated.length > 0;
};
