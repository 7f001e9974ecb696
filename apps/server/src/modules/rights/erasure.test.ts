import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutAccounts } from '../../db/schema/bank.ts';
import { complaintImages } from '../../db/schema/complaint.ts';
import { reminders } from '../../db/schema/reminders.ts';
import { ussdLanguages, ussdPins } from '../../db/schema/ussd.ts';
import { createComplaintApp, makePhoto, saveComplaint, uploadPhoto } from '../../test/complaints.ts';
import { closeOrders, submit } from '../../test/loan-confirm.ts';
import { generate, paidOutLoan, payCode } from '../../test/repayment-loans.ts';
import { get, post } from '../../test/test-app.ts';
import { dial, newSession } from '../../test/ussd.ts';
import { enqueue } from '../outbox/outbox.ts';

// PRODUCT.md §21: after deletion, the borrower's phone and name are found only in the records the
// law obliges the lender to keep (docs/data-rights.md), and no photo of theirs is left in storage.

/** Where the phone and the name may stay: loan and payment records, and the provider's own side. */
const KEPT = new Set([
  'borrowers.phone',
  // The account the loan was paid to; an account no loan used is deleted (checked below).
  'payout_accounts.user_name',
  'payout_accounts.account_number',
  'trades.payer_account',
  'payment_notifications.body',
  'sandbox_collections.payer',
  'sandbox_notifications.body',
]);

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => {
  ({ app, dataDir } = await createComplaintApp());
});
afterAll(() => app.close());

/** Every text and JSON column of every table holding one of the words: 'table.column'. */
const whereFound = async (words: string[]) => {
  const columns = (await app.db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'jsonb', 'json', 'character varying')`)) as unknown as {
    rows: { table_name: string; column_name: string }[];
  };
  const found = new Set<string>();
  for (const { table_name: table, column_name: column } of columns.rows) {
    for (const word of words) {
      const hits = (await app.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${word}%`}`,
      )) as unknown as { rows: { n: number }[] };
      if ((hits.rows[0]?.n ?? 0) > 0) found.add(`${table}.${column}`);
    }
  }
  return [...found].sort();
};

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

describe('erasure', () => {
  it('leaves the phone and the name only in the kept records, and no photo in storage', async () => {
    const { session, orderId, price, borrowerId } = await paidOutLoan(app);
    const phone = session.mobilePhone;
    const forms = [phone, `0${phone.slice(3)}`];
    const name = 'Zawadi Mwakilema';
    await app.db
      .update(payoutAccounts)
      .set({ userName: name })
      .where(eq(payoutAccounts.borrowerId, borrowerId));
    const trade = (await generate(app, session, { orderId, amount: price.payoff })).data;
    await payCode(app, trade.tradeNo);
    const photo = (await uploadPhoto(app, session, await makePhoto())).body.data.url as string;
    await saveComplaint(app, session, { problemImage: photo, problemDetail: `I am ${name}, ${forms[1]}` });
    await post(app, '/v3/personal-center/rights-request', { detail: `My name is ${name}` }, session);
    // A second application, closed unpaid, with a new account it was never paid to.
    await app.db
      .update(payoutAccounts)
      .set({ replacedAt: new Date() })
      .where(eq(payoutAccounts.borrowerId, borrowerId));
    await app.db.insert(payoutAccounts).values({
      borrowerId,
      cardType: '1',
      bankCode: 'TZ0002',
      bankName: 'Tigo Pesa',
      userName: name,
      accountNumber: forms[1] ?? '',
    });
    // A reminder was sent about the paid loan: its SMS names the borrower's phone.
    const sms = { phone, text: `Reminder for ${name}` };
    const outboxId = await enqueue(app.db, 'sms', `reminder:${orderId}:1:due`, sms);
    await app.db.insert(reminders).values({ orderId: Number(orderId), periodNo: 1, kind: 'due', outboxId });
    // A USSD PIN and the language the phone chose on USSD (PRODUCT.md §22).
    await app.db
      .insert(ussdPins)
      .values({ borrowerId, hash: 'aGFzaA==', salt: 'c2FsdA==', setAt: new Date('2026-01-02T09:00:00Z') });
    await dial(app, { sessionId: newSession(), phone, text: '5*2' });
    const held = (await get(app, '/v3/personal-center/my-data', session)).body.data.profile;
    expect(held).toMatchObject({ ussdPin: 'USSD PIN: set on 2026-01-02', ussdLanguage: 'en' });
    expect(JSON.stringify(held)).not.toContain('aGFzaA==');
    await submit(app, session, { productId: '1', amount: '60000000', periods: '1', termUnit: '1' });
    await closeOrders(app, borrowerId);
    const keys = (
      await app.db.select().from(complaintImages).where(eq(complaintImages.borrowerId, borrowerId))
    ).map((i) => i.storageKey);
    expect(keys).toHaveLength(1);
    const before = await whereFound([...forms, name]);
    // The search finds what is there: the test would fail if erasure left any of it.
    expect(before).toEqual(
      expect.arrayContaining([
        'complaints.detail',
        'outbox.payload',
        'ussd_languages.phone',
        'payout_accounts.user_name',
        'rights_requests.detail',
      ]),
    );
    expect(filesUnder(join(dataDir, 'uploads')).some((f) => f.endsWith(keys[0] ?? '-'))).toBe(true);

    const { body } = await post(app, '/v3/personal-center/delete-account', {}, session);
    expect(body.code).toBe(0);

    const after = await whereFound([...forms, name]);
    expect(after.filter((place) => !KEPT.has(place))).toEqual([]);
    expect(after).toContain('borrowers.phone');
    expect(await app.db.select().from(ussdPins).where(eq(ussdPins.borrowerId, borrowerId))).toEqual([]);
    expect(await app.db.select().from(ussdLanguages)).toEqual([]);
    const accounts = await app.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.borrowerId, borrowerId));
    expect(accounts.map((a) => a.bankName)).toEqual(['M-Pesa']);
    expect(filesUnder(join(dataDir, 'uploads')).some((f) => f.endsWith(keys[0] ?? '-'))).toBe(false);
    // The record that the reminder went stays with the loan; its SMS, naming the borrower, is gone.
    const kept = await app.db
      .select()
      .from(reminders)
      .where(eq(reminders.orderId, Number(orderId)));
    expect(kept.map((r) => [r.kind, r.outboxId])).toEqual([['due', null]]);
  });
});
