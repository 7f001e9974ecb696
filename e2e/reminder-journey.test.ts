import { describe, expect } from 'vitest';
import { borrowerCall, opsOrFail, paidOutLoan } from './support/api.ts';
import { fakeClock } from './support/clock.ts';
import { e2e as test } from './support/fixture.ts';
import { loginInHost, openLoanInHost, screenshot } from './support/host.ts';
import type { RunningServer } from './support/server.ts';

// Issue 28's reminders through the native host (PRODUCT.md §20): a loan due in 3 days is reminded of
// at 08:00 Tanzania time, never at 23:00 when the reminder is written. The server runs on a clock the
// test sets (libfaketime); the borrower's phone and the test keep the real one.

const DAY_MS = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const atUtc = (date: string, time: string) => new Date(`${date}T${time}Z`);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

// 20:00 UTC is 23:00 in Dar es Salaam (UTC+3 all year).
const clock = fakeClock(atUtc(today, '20:00:00'));
test.override({
  serverOptions: { env: { ...clock.env, REMINDERS_EVERY_SECONDS: '10', SMS_RESEND_SECONDS: '0' } },
});

let server: RunningServer;
test.beforeAll(({ server: started }) => {
  server = started;
});

type Sms = { text: string; code: string | null; sentAt: string };
type Held = { text?: unknown; state?: unknown };

const isReminder = (text: unknown) => typeof text === 'string' && text.startsWith('Reminder:');

describe('reminders on time, never at night (issue 28)', () => {
  test('a loan due in 3 days is reminded of at 08:00, not at 23:00, and loan details say so', async ({
    phone: { page, pageErrors },
  }) => {
    const { session, orderId } = await paidOutLoan(server, '1');
    const sent = async () => {
      const outbox = await borrowerCall(server, session, 'GET', '/dev/sms-outbox', {
        phone: session.mobilePhone,
      });
      return (outbox.data?.messages ?? []) as Sms[];
    };
    const held = async () => {
      const data = await borrowerCall(server, session, 'GET', '/v3/personal-center/my-data');
      const sections = data.data?.sections as { sms?: Held[] } | undefined;
      return (sections?.sms ?? []).filter((sms) => isReminder(sms.text));
    };

    // Its first instalment falls due 3 days after today (the server's today: 23:00 in Dar es Salaam).
    const plan = await borrowerCall(server, session, 'POST', '/v3/installment/loan-play-detail-yd', {
      orderId,
    });
    const rows = (plan.data as { repayPlanDetail: { repayWaitDetail: { dueTime: string }[] } })
      .repayPlanDetail;
    const due = rows.repayWaitDetail[0]?.dueTime ?? '';
    const days = Math.round((Date.parse(due) - Date.parse(addDays(today, 3))) / DAY_MS);
    await opsOrFail(server, 'shift', orderId, '--days', String(days));

    // At 23:00 the scheduler writes the reminder, held: it waits in the outbox.
    await expect
      .poll(async () => (await held()).map((sms) => sms.state), { timeout: 30_000 })
      .toEqual(['pending']);
    // A login code is a reply, never held: once it has gone, the worker has passed the reminder by.
    await borrowerCall(server, session, 'POST', '/credit-user/send-sms-code', { phone: session.mobilePhone });
    await expect
      .poll(async () => (await sent()).some((sms) => sms.code !== null && sms.sentAt > `${today}T19`))
      .toBe(true);
    expect((await sent()).filter((sms) => isReminder(sms.text))).toEqual([]);
    expect((await held()).map((sms) => sms.state)).toEqual(['pending']);

    // A few seconds before 08:00 the next morning: it goes at 08:00.
    const morning = addDays(today, 1);
    clock.set(atUtc(morning, '04:59:50'));
    await expect
      .poll(async () => (await sent()).filter((sms) => isReminder(sms.text)).length, { timeout: 30_000 })
      .toBe(1);
    const reminder = (await sent()).find((sms) => isReminder(sms.text));
    expect(Date.parse(reminder?.sentAt ?? '')).toBeGreaterThanOrEqual(atUtc(morning, '05:00:00').getTime());
    expect(Date.parse(reminder?.sentAt ?? '')).toBeLessThan(atUtc(morning, '05:05:00').getTime());
    expect(reminder?.text).toContain(`due on ${addDays(today, 3)}`);

    // The borrower opens the loan on the phone and reads that they were reminded, and when.
    await loginInHost(page, `0${session.mobilePhone.slice(3)}`);
    const frame = await openLoanInHost(page, orderId);
    await frame.getByText('We reminded you on').scrollIntoViewIfNeeded();
    await screenshot(page, 'reminder-1-loan-details');
    expect(await frame.locator('.ld-reminded').innerText()).toContain(morning);
    expect(pageErrors).toEqual([]);
  }, 180_000);
});
