import { formatMoney } from '@tz-loan/contract/platform/money';
import { and, asc, eq, like, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowers } from '../../db/schema/auth.ts';
import { instalments, REMINDER_BITS } from '../../db/schema/loan.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { reminders } from '../../db/schema/reminders.ts';
import { addDays } from '../../domain/loan-status.ts';
import { notQuiet } from '../../domain/quiet-hours.ts';
import { say } from '../../shared/i18n.ts';
import {
  detailsOf,
  generate,
  PAYMENT_SECRET,
  paidOutLoan,
  payCode,
  REPAY_ENV,
} from '../../test/repayment-loans.ts';
import { createTestApp } from '../../test/test-app.ts';
import { record } from '../outbox/outbox.ts';
import { smsSender } from '../outbox/sms.ts';
import { candidatesQuery } from './repository.ts';
import { createReminderScheduler, type ReminderSettings } from './scheduler.ts';
import { REMINDER_TEXTS } from './texts.ts';
import { dueDatesFor } from './timing.ts';

// The reminders on a clock the test sets (PRODUCT.md §20): the scheduler as app.ts builds it, run by hand.
const OPS_TOKEN = 'test-ops-token-0123456789abcdef';
const SETTINGS: ReminderSettings = { intervalMs: null, collection: { afterDays: 30, noticeDays: 14 } };
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ ...REPAY_ENV, PAYMENT_SECRET, OPS_TOKEN });
});
afterAll(() => app.close());

/** An instant given as Tanzania wall time. */
const tz = (date: string, time: string) => new Date(`${date}T${time}+03:00`);

const runAt = (at: Date) => createReminderScheduler(app.db, SETTINGS, { now: () => at, log: app.log }).run();

const firstDueDate = async (orderId: number) => {
  const [row] = await app.db
    .select({ dueDate: instalments.dueDate })
    .from(instalments)
    .where(and(eq(instalments.orderId, orderId), eq(instalments.periodNo, 1)));
  if (!row?.dueDate) throw new Error('no due date');
  return row.dueDate;
};

/** The order's reminders with their SMS, in the order written. */
const remindersOf = (orderId: number) =>
  app.db
    .select({
      periodNo: reminders.periodNo,
      kind: reminders.kind,
      key: outbox.key,
      text: sql<string>`${outbox.payload}->>'text'`,
      phone: sql<string>`${outbox.payload}->>'phone'`,
      nextAttemptAt: outbox.nextAttemptAt,
      state: outbox.state,
      outboxId: outbox.id,
    })
    .from(reminders)
    .innerJoin(outbox, eq(outbox.id, reminders.outboxId))
    .where(eq(reminders.orderId, orderId))
    .orderBy(asc(outbox.id));

describe('the reminder SMS', () => {
  it('goes 3 days before, on the due date and the day after, once each, naming the amount, the date and how to pay', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const due = await firstDueDate(orderId);
    const left = (await detailsOf(app, session, orderId)).data.plan[0].amount;

    expect(await runAt(tz(addDays(due, -4), '10:00:00'))).toBe(0);
    await runAt(tz(addDays(due, -3), '10:00:00'));
    await runAt(tz(due, '10:00:00'));
    await runAt(tz(addDays(due, 1), '10:00:00'));
    const sent = await remindersOf(orderId);
    expect(sent.map((r) => [r.periodNo, r.kind])).toEqual([
      [1, 'before'],
      [1, 'due'],
      [1, 'after'],
    ]);
    expect(sent.map((r) => r.key)).toEqual([
      `reminder:${orderId}:1:before`,
      `reminder:${orderId}:1:due`,
      `reminder:${orderId}:1:after`,
    ]);
    for (const reminder of sent) {
      expect(reminder.text).toContain(`${formatMoney(left)} TZS`);
      expect(reminder.text).toContain(due);
      expect(reminder.text).toContain('pay code');
      expect(reminder.text).toContain('Pay from my phone');
    }
  });

  it('a second run, or a restart, writes nothing new', async () => {
    const { orderId } = await paidOutLoan(app);
    const at = tz(await firstDueDate(orderId), '09:00:00');
    await runAt(at);
    const once = await remindersOf(orderId);
    expect(once).toHaveLength(1);
    await runAt(at);
    await createReminderScheduler(app.db, SETTINGS, { now: () => at, log: app.log }).run();
    expect(await remindersOf(orderId)).toEqual(once);
    const rows = await app.db
      .select()
      .from(outbox)
      .where(like(outbox.key, `reminder:${orderId}:%`));
    expect(rows).toHaveLength(1);
  });

  it('finds a due date across midnight in Dar es Salaam, not by the UTC date', async () => {
    const { orderId } = await paidOutLoan(app);
    const due = await firstDueDate(orderId);
    // 23:59 on the day before: the 'due' reminder is not yet (its 'before' one is long past).
    await runAt(tz(addDays(due, -1), '23:59:59'));
    expect(await remindersOf(orderId)).toEqual([]);
    // 00:00:30 on the due date is still the day before in UTC: the reminder is written, held to 08:00.
    const midnight = tz(due, '00:00:30');
    expect(midnight.toISOString().slice(0, 10)).toBe(addDays(due, -1));
    await runAt(midnight);
    const [reminder] = await remindersOf(orderId);
    expect(reminder?.kind).toBe('due');
    expect(reminder?.nextAttemptAt.toISOString()).toBe(tz(due, '08:00:00').toISOString());
  });

  it('is held out of quiet hours: 23:00 to 08:00 the next day, 07:59 to 08:00, 08:00 at once', async () => {
    const cases = [
      { offset: -3, time: '23:00:00', expected: (due: string) => tz(addDays(due, -2), '08:00:00') },
      { offset: 0, time: '07:59:00', expected: (due: string) => tz(due, '08:00:00') },
      { offset: 1, time: '08:00:00', expected: (due: string) => tz(addDays(due, 1), '08:00:00') },
      { offset: 1, time: '19:59:59', expected: (due: string) => tz(addDays(due, 1), '19:59:59') },
    ];
    for (const { offset, time, expected } of cases) {
      const { orderId } = await paidOutLoan(app);
      const due = await firstDueDate(orderId);
      await runAt(tz(addDays(due, offset), time));
      const [reminder] = await remindersOf(orderId);
      expect(reminder?.nextAttemptAt.toISOString(), time).toBe(expected(due).toISOString());
    }
  });

  it('a paid instalment gets no reminder; the next one still does', async () => {
    const { session, orderId, price } = await paidOutLoan(app);
    const due = await firstDueDate(orderId);
    const first = price.instalments[0]?.amount ?? 0;
    await payCode(app, (await generate(app, session, { orderId, amount: first })).data.tradeNo);
    await runAt(tz(addDays(due, -3), '10:00:00'));
    await runAt(tz(due, '10:00:00'));
    await runAt(tz(addDays(due, 1), '10:00:00'));
    expect(await remindersOf(orderId)).toEqual([]);
    // Nothing is recorded as a reminder, but the instalment is done with those kinds: a later pass
    // of the day does not read the paid loan again.
    expect(await app.db.select().from(reminders).where(eq(reminders.orderId, orderId))).toEqual([]);
    const [paid] = await app.db
      .select({ reminded: instalments.reminded })
      .from(instalments)
      .where(and(eq(instalments.orderId, orderId), eq(instalments.periodNo, 1)));
    expect(paid?.reminded).toBe(REMINDER_BITS.before | REMINDER_BITS.due | REMINDER_BITS.after);
    for (const { kind, dueDate } of dueDatesFor(due, SETTINGS.collection)) {
      const again = await candidatesQuery(app.db, kind, dueDate, { orderId: 0, periodNo: 0 }, 10_000);
      expect(again.filter((c) => c.orderId === orderId)).toEqual([]);
    }
    const [second] = await app.db
      .select({ dueDate: instalments.dueDate })
      .from(instalments)
      .where(and(eq(instalments.orderId, orderId), eq(instalments.periodNo, 2)));
    await runAt(tz(second?.dueDate ?? '', '10:00:00'));
    expect((await remindersOf(orderId)).map((r) => [r.periodNo, r.kind])).toEqual([[2, 'due']]);
  });

  it('a reminder held for the morning is cancelled by a payment made meanwhile, or names the new amount', async () => {
    const paid = await paidOutLoan(app);
    const part = await paidOutLoan(app);
    const due = await firstDueDate(paid.orderId);
    expect(await firstDueDate(part.orderId)).toBe(due);
    await runAt(tz(due, '00:30:00'));
    const [paidHeld] = await remindersOf(paid.orderId);
    const [partHeld] = await remindersOf(part.orderId);
    const first = paid.price.instalments[0]?.amount ?? 0;
    await payCode(
      app,
      (await generate(app, paid.session, { orderId: paid.orderId, amount: first })).data.tradeNo,
    );
    const some = 1_000_00;
    await payCode(
      app,
      (await generate(app, part.session, { orderId: part.orderId, amount: some })).data.tradeNo,
    );
    // Hours before 08:00 nothing is read again; in the last minutes before it, everything held is.
    await runAt(tz(due, '03:00:00'));
    expect(await remindersOf(paid.orderId)).toEqual([paidHeld]);
    await runAt(tz(due, '07:56:00'));
    const [cancelled] = await remindersOf(paid.orderId);
    expect(cancelled?.state).toBe('cancelled');
    const [revised] = await remindersOf(part.orderId);
    expect(revised?.state).toBe('pending');
    expect(revised?.text).not.toBe(partHeld?.text);
    expect(revised?.text).toContain(`${formatMoney(first - some)} TZS`);
    expect(revised?.nextAttemptAt).toEqual(partHeld?.nextAttemptAt);
  });

  it('sends the collection notice 14 days before the loan is 30 days overdue, with what is overdue', async () => {
    const { session, orderId } = await paidOutLoan(app, { daysAgo: 46 });
    const due = await firstDueDate(orderId);
    const details = (await detailsOf(app, session, orderId)).data;
    expect(details.plan[0].state).toBe('overdue');
    // Run on the day the details were read (16 days after the due date), so the penalty is the same.
    await runAt(tz(addDays(due, 16), '10:00:00'));
    const sent = await remindersOf(orderId);
    expect(sent.map((r) => r.kind)).toEqual(['collection']);
    expect(sent[0]?.text).toContain(`${formatMoney(details.plan[0].amount)} TZS`);
    expect(sent[0]?.text).toContain(addDays(due, 30));
    expect(sent[0]?.text).toContain('debt collection');
    // Not the day before, nor again the day after.
    await runAt(tz(addDays(due, 17), '10:00:00'));
    expect(await remindersOf(orderId)).toHaveLength(1);
  });

  it("is in the borrower's language", async () => {
    const { session, orderId } = await paidOutLoan(app);
    await app.db
      .update(borrowers)
      .set({ language: 'sw' })
      .where(eq(borrowers.id, Number(session.userId)));
    const due = await firstDueDate(orderId);
    await runAt(tz(due, '10:00:00'));
    const [reminder] = await remindersOf(orderId);
    expect(reminder?.text).toMatch(/^Leo, /);
    expect(reminder?.text).toContain('Lipa kwa simu yangu');
  });
});

// GSM 03.38 without its escapes: a text in it fits 160 characters a segment, 153 when in parts.
const GSM = /^[A-Za-z0-9 @£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà\n]*$/;
const segments = (text: string) => (text.length <= 160 ? 1 : Math.ceil(text.length / 153));

describe('the reminder texts', () => {
  it('fit in two SMS segments in both languages, with a long product name and a large amount', () => {
    const values = {
      amount: formatMoney(99_999_999_999_99),
      product: 'Mwezi Plus Biashara Kubwa',
      date: '2026-12-31',
    };
    for (const message of Object.values(REMINDER_TEXTS)) {
      for (const language of ['en', 'sw'] as const) {
        const text = say(message, language, values);
        expect(text, text).toMatch(GSM);
        expect(segments(text), text).toBeLessThanOrEqual(2);
        expect(text).not.toMatch(/\{\w+\}/);
      }
    }
  });
});

describe('quiet hours', () => {
  it('hold an SMS from 20:00 to 08:00 in Dar es Salaam', () => {
    expect(notQuiet(tz('2026-03-01', '19:59:59'))).toEqual(tz('2026-03-01', '19:59:59'));
    expect(notQuiet(tz('2026-03-01', '20:00:00'))).toEqual(tz('2026-03-02', '08:00:00'));
    expect(notQuiet(tz('2026-03-01', '00:00:00'))).toEqual(tz('2026-03-01', '08:00:00'));
    expect(notQuiet(tz('2026-03-01', '08:00:00'))).toEqual(tz('2026-03-01', '08:00:00'));
    // Across a month and a year's end.
    expect(notQuiet(tz('2026-12-31', '21:30:00'))).toEqual(tz('2027-01-01', '08:00:00'));
  });

  it("a reminder's retry is not sent in quiet hours either: the sender waits for 08:00", async () => {
    let sent = 0;
    const gateway = {
      name: 'sandbox' as const,
      send: async () => {
        sent += 1;
        return { outcome: 'sent' as const, providerRef: 'p1' };
      },
    };
    const night = tz('2026-03-01', '21:00:00');
    const row = { id: 1, payload: { phone: '+255712000000', text: 'Hi', quiet: true } };
    const send = smsSender(app.db, gateway, null, () => night);
    expect(await send(row as never)).toEqual({
      outcome: 'retry',
      reason: 'quiet hours',
      at: tz('2026-03-02', '08:00:00'),
    });
    expect(sent).toBe(0);
    // A code the borrower waits for is never held.
    expect((await send({ ...row, payload: { phone: '+255712000000', text: 'Hi' } } as never)).outcome).toBe(
      'done',
    );
    expect(sent).toBe(1);
  });
});

describe('where reminders show', () => {
  it('loan details list the reminders sent, once sent; another borrower cannot read them', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const other = await paidOutLoan(app);
    const due = await firstDueDate(orderId);
    // Ahead of the real clock: the app's own worker leaves the row to this test.
    await runAt(tz(addDays(due, -3), '10:00:00'));
    expect((await detailsOf(app, session, orderId)).data.reminders).toEqual([]);
    const [reminder] = await remindersOf(orderId);
    if (!reminder) throw new Error('no reminder');
    const [row] = await app.db.select().from(outbox).where(eq(outbox.id, reminder.outboxId));
    if (!row) throw new Error('no row');
    await record(app.db, row, { outcome: 'done', providerRef: 'gw-1' });

    const { reminders: shown } = (await detailsOf(app, session, orderId)).data;
    expect(shown).toEqual([
      { kind: 'before', sentAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) },
    ]);
    const refused = await detailsOf(app, other.session, orderId);
    expect(refused.code).not.toBe(0);
    expect(refused.data).toBeUndefined();
    expect((await detailsOf(app, other.session, other.orderId)).data.reminders).toEqual([]);
  });

  it("the borrower's story names a reminder SMS by its kind", async () => {
    const { session, orderId } = await paidOutLoan(app);
    await runAt(tz(await firstDueDate(orderId), '10:00:00'));
    const response = await app.inject({
      method: 'GET',
      url: `/tapi/ops/borrower?phone=${encodeURIComponent(session.mobilePhone)}`,
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    const story = response.json().data;
    const sms = story.sms.filter((m: { kind: string }) => m.kind.startsWith('reminder'));
    expect(sms).toEqual([
      { at: expect.any(String), kind: 'reminder due: pending', text: expect.stringMatching(/^Today, /) },
    ]);
  });
});

class Rollback extends Error {}

/** The index a query reads instalments through, and the rows it read there (EXPLAIN ANALYZE). */
const indexRead = async (db: Pick<FastifyInstance['db'], 'execute'>, query: SQLWrapper) => {
  const result = await db.execute(sql`explain (analyze, format json) ${query}`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const raw = Object.values(row ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const scans: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    if (node['Relation Name'] === 'instalments') scans.push(node);
    for (const child of node.Plans ?? []) walk(child);
  };
  for (const p of plan) walk(p.Plan);
  return scans.map((n) => ({ index: n['Index Name'] ?? n['Node Type'], rows: n['Actual Rows'] }));
};
type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  Plans?: PlanNode[];
};

describe('the reminders query', () => {
  it("reads each kind's instalments through that kind's index, however many loans there are", async () => {
    const days = dueDatesFor('2026-03-01', SETTINGS.collection);
    const plans: Record<string, { index: string; rows: number }[]> = {};
    // 20.000 loans being repaid, their instalments spread over a year and a half, then rolled back.
    await app.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into borrowers (phone)
          select '+25579' || lpad(n::text, 7, '0') from generate_series(1, 20000) n`);
        await tx.execute(sql`insert into orders (borrower_id, product_id, product_version, amount, status)
          select b.id, 2, 1, 12345678, 170 from borrowers b where b.phone like '+25579%'`);
        await tx.execute(sql`insert into instalments
            (order_id, period_no, principal, interest, fee, amount, due_offset_days, due_date)
          select o.id, p, 1, 1, 1, 3, 30 * p, date '2025-09-01' + ((o.id * 7 + p * 30) % 540)::int
          from orders o cross join generate_series(1, 4) p where o.amount = 12345678`);
        await tx.execute(sql`analyze instalments`);
        await tx.execute(sql`analyze orders`);
        for (const { kind, dueDate } of days)
          plans[kind] = await indexRead(
            tx,
            candidatesQuery(tx, kind, dueDate, { orderId: 0, periodNo: 0 }, 200),
          );
        throw new Rollback();
      })
      .catch((err) => {
        if (!(err instanceof Rollback)) throw err;
      });
    for (const { kind } of days)
      expect(plans[kind]?.map((p) => p.index)).toEqual([`instalments_remind_${kind}_idx`]);
  });

  it('a later pass of the day reads none of the instalments a pass has been through: paid, reminded, or of a closed loan', async () => {
    const reminded = await paidOutLoan(app);
    const paid = await paidOutLoan(app);
    const due = await firstDueDate(reminded.orderId);
    expect(await firstDueDate(paid.orderId)).toBe(due);
    await payCode(
      app,
      (
        await generate(app, paid.session, {
          orderId: paid.orderId,
          amount: paid.price.instalments[0]?.amount ?? 0,
        })
      ).data.tradeNo,
    );
    // 50 loans closed early, their first instalment due the same day.
    await app.db.execute(sql`insert into borrowers (phone)
      select '+25578' || lpad(n::text, 7, '0') from generate_series(1, 50) n`);
    await app.db.execute(sql`insert into orders (borrower_id, product_id, product_version, amount, status, closed_at)
      select b.id, 2, 1, 7654321, 200, now() from borrowers b where b.phone like '+25578%'`);
    await app.db.execute(sql`insert into instalments
        (order_id, period_no, principal, interest, fee, amount, due_offset_days, due_date)
      select o.id, 1, 1, 1, 1, 3, 30, ${due}::date from orders o where o.amount = 7654321`);
    const before = () => candidatesQuery(app.db, 'before', due, { orderId: 0, periodNo: 0 }, 200);

    const [first] = await indexRead(app.db, before());
    expect(first).toEqual({ index: 'instalments_remind_before_idx', rows: expect.any(Number) });
    expect(first?.rows).toBeGreaterThanOrEqual(52);
    expect(await runAt(tz(addDays(due, -3), '10:00:00'))).toBeGreaterThanOrEqual(1);
    expect((await remindersOf(reminded.orderId)).map((r) => r.kind)).toEqual(['before']);
    expect(await remindersOf(paid.orderId)).toEqual([]);

    expect(await indexRead(app.db, before())).toEqual([{ index: 'instalments_remind_before_idx', rows: 0 }]);
    expect(await runAt(tz(addDays(due, -3), '11:00:00'))).toBe(0);
  });
});
