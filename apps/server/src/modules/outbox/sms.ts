import { randomUUID } from 'node:crypto';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { notQuiet } from '../../domain/quiet-hours.ts';
import type { DeliveryReport, SmsGateway, SmsSender } from '../../providers/sms/sms-gateway.ts';
import { enqueue, type Handler } from './outbox.ts';

/**
 * `link`: a path of this app the text ends with, made absolute with its public address when sent.
 * `quiet`: never sent between 20:00 and 08:00 in Tanzania (a reminder), a retry included.
 */
type SmsPayload = { phone: string; text: string; code?: string; link?: string; quiet?: boolean };

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
const forgetCode = (db: Db, id: number, phone: string) =>
  db
    .update(outbox)
    .set({ payload: { phone, text: '(a code, not kept)' } })
    .where(eq(outbox.id, id));

export const smsSender =
  (db: Db, gateway: SmsGateway, publicUrl: string | null = null, now = () => new Date()): Handler =>
  async (row) => {
    const { link, quiet, ...message } = row.payload as SmsPayload;
    const at = now();
    const allowed = notQuiet(at);
    if (quiet && allowed > at) return { outcome: 'retry', reason: 'quiet hours', at: allowed };
    const text = link && publicUrl ? `${message.text} ${publicUrl}${link}` : message.text;
    const sent = await gateway.send({ ...message, text, reference: String(row.id) });
    if (sent.outcome === 'sent') {
      // A login code is kept no longer than it takes to send it.
      if (message.code) await forgetCode(db, row.id, message.phone);
      return { outcome: 'done', providerRef: sent.providerRef };
    }
    return sent.outcome === 'refused'
      ? { outcome: 'dead', reason: sent.reason }
      : { outcome: 'retry', reason: sent.reason };
  };

/**
 * A delivery report names the message by the gateway's id; an unknown one changes nothing, and a
 * final state (delivered, failed) is never moved back by a late 'pending'.
 */
export const recordDelivery = async (db: Db, report: DeliveryReport): Promise<'recorded' | 'unknown'> => {
  const updated = await db
    .update(outbox)
    .set({ delivery: report.state })
    .where(
      and(
        eq(outbox.kind, 'sms'),
        eq(outbox.providerRef, report.providerRef),
        report.state === 'pending' ? notInArray(outbox.delivery, ['delivered', 'failed']) : undefined,
      ),
    )
    .returning({ id: outbox.id });
  if (updated.length > 0) return 'recorded';
  const [known] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.kind, 'sms'), eq(outbox.providerRef, report.providerRef)));
  return known ? 'recorded' : 'unknown';
};
