import { isLanguage } from '@tz-loan/contract/platform/language';
import { formatMoney } from '@tz-loan/contract/platform/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { addDays, tanzaniaToday } from '../../domain/loan-status.ts';
import { owedOf } from '../../domain/owed.ts';
import { notQuiet } from '../../domain/quiet-hours.ts';
import { say } from '../../shared/i18n.ts';
import { enqueue, reviseHeld } from '../outbox/outbox.ts';
import {
  type Candidate,
  candidatesPage,
  type Found,
  heldReminders,
  markReminded,
  recordReminder,
  reminderFactsOf,
} from './repository.ts';
import { REMINDER_TEXTS } from './texts.ts';
import { type CollectionRule, dueDatesFor } from './timing.ts';

type ReminderFacts = NonNullable<Awaited<ReturnType<typeof reminderFactsOf>>>;

const PAGE = 200;

export type ReminderSettings = { collection: CollectionRule; intervalMs: number | null };

/** The outbox key of a reminder: the same reminder is the same row, whoever writes it. */
export const reminderKey = (c: Pick<Candidate, 'orderId' | 'periodNo' | 'kind'>) =>
  `reminder:${c.orderId}:${c.periodNo}:${c.kind}`;

/**
 * What the reminder says, from what is owed as owedOf reads it today: for an instalment, what clears
 * it and every earlier one still unpaid; for the collection notice, everything overdue. Null when
 * there is nothing to remind of (paid, or not the oldest unpaid instalment for the notice).
 */
const amountDue = (facts: ReminderFacts, c: Candidate, today: string) => {
  const owed = owedOf({ ...facts, today });
  const row = owed.rows.find((r) => r.periodNo === c.periodNo);
  if (!row || row.left <= 0) return null;
  const unpaid = owed.rows.filter((r) => r.left > 0);
  if (c.kind === 'collection') {
    if (unpaid[0]?.periodNo !== c.periodNo) return null;
    return unpaid.filter((r) => r.dueDate !== null && r.dueDate <= today).reduce((s, r) => s + r.left, 0);
  }
  return unpaid.filter((r) => r.periodNo <= c.periodNo).reduce((s, r) => s + r.left, 0);
};

/**
 * Sends each reminder once (PRODUCT.md §20): finds the instalments due on the days that have a
 * reminder today, and writes each reminder's SMS to the outbox with its reminders row in one
 * transaction, and marks the instalment done with that kind (instalments.reminded), so the day's
 * later passes do not read it again. The outbox key and the reminders key are unique, so a second
 * process, or a run after a restart, writes nothing again. An SMS written in quiet hours is held to
 * 08:00 (next_attempt_at).
 */
export const createReminderScheduler = (
  db: Db,
  settings: ReminderSettings,
  deps: { now?: () => Date; log: Pick<FastifyBaseLogger, 'warn' | 'error'> },
) => {
  const now = deps.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  // Held reminders are read again this long before they go: every pass in that window sees them.
  const refreshMs = 2 * (settings.intervalMs ?? 300_000);

  /** The reminder's SMS as of `at`; null when there is nothing to remind of. */
  const compose = async (conn: DbOrTx, c: Candidate, at: Date) => {
    const to = await reminderFactsOf(conn, c.orderId);
    const amount = to ? amountDue(to, c, tanzaniaToday(at)) : null;
    if (!to || !amount) return null;
    const date = c.kind === 'collection' ? addDays(c.dueDate, settings.collection.afterDays) : c.dueDate;
    const language = isLanguage(to.language) ? to.language : 'en';
    const text = say(REMINDER_TEXTS[c.kind], language, {
      amount: formatMoney(amount),
      product: to.productName,
      date,
    });
    return { phone: to.phone, text, quiet: true };
  };

  /** Writes the reminder if there is one to write; marks the instalment done with its kind either way. */
  const remind = (c: Found, at: Date) => {
    if (!c.live) return markReminded(db, c).then(() => false);
    return db.transaction(async (tx) => {
      const sms = await compose(tx, c, at);
      await markReminded(tx, c);
      if (!sms) return false;
      const id = await enqueue(tx, 'sms', reminderKey(c), sms, { notBefore: notQuiet(at) });
      return recordReminder(tx, c, id);
    });
  };

  /**
   * A reminder written at night goes at 08:00: just before, it is read again, so a payment made
   * meanwhile cancels it (nothing left to remind of) or changes the amount it names.
   */
  const refresh = async (at: Date) => {
    const until = new Date(at.getTime() + refreshMs);
    let afterId = 0;
    for (;;) {
      const page = await heldReminders(db, at, until, afterId, PAGE);
      for (const held of page) {
        const sms = await compose(db, held, at);
        if (!sms) await reviseHeld(db, held.outboxId, at, { cancel: 'nothing left to remind of' });
        else if (sms.text !== held.text) await reviseHeld(db, held.outboxId, at, { payload: sms });
      }
      const last = page.at(-1);
      if (!last || page.length < PAGE) return;
      afterId = last.outboxId;
    }
  };

  /** One pass over today's reminders, and those held that go soon; the number written. */
  const run = async () => {
    const at = now();
    await refresh(at);
    const days = dueDatesFor(tanzaniaToday(at), settings.collection);
    let written = 0;
    for (const { kind, dueDate } of days) {
      let from = { orderId: 0, periodNo: 0 };
      for (;;) {
        const page = await candidatesPage(db, kind, dueDate, from, PAGE);
        for (const found of page) if (await remind(found, at)) written += 1;
        const last = page.at(-1);
        if (!last || page.length < PAGE) break;
        from = { orderId: last.orderId, periodNo: last.periodNo };
      }
    }
    return written;
  };

  return {
    /** One pass now; a pass still running is awaited rather than overlapped. */
    run(): Promise<number> {
      running ??= run()
        .catch((err) => {
          deps.log.error({ err }, 'reminders: pass failed; the next one retries');
          return 0;
        })
        .finally(() => (running = undefined));
      return running;
    },
    start() {
      if (timer || settings.intervalMs === null) return;
      void this.run();
      timer = setInterval(() => void this.run(), settings.intervalMs).unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
};
export type ReminderScheduler = ReturnType<typeof createReminderScheduler>;
