import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCard,
  cardNumber,
  commit,
  confirm,
  futureExpiry,
  savedCard,
  sentCardCode,
} from '../../../test/card-store.ts';
import { paidOutLoan, REPAY_ENV } from '../../../test/repayment-loans.ts';
import { createLoggedTestApp } from '../../../test/test-app.ts';

// PRODUCT.md §13: a whole card number is never in a log line, a database row or an API answer, and a
// security code is never accepted. Also §8: a NUL byte is refused before anything is written.

let logged: Awaited<ReturnType<typeof createLoggedTestApp>>;
beforeAll(async () => {
  logged = await createLoggedTestApp('trace', REPAY_ENV);
});
afterAll(() => logged.app.close());

describe('add-card', () => {
  it('keeps only a token, the bank, the last four and the expiry; answers the card masked', async () => {
    const { app } = logged;
    const { session } = await paidOutLoan(app);
    const number = cardNumber('7781', 5);
    const grouped = number.replace(/(\d{4})(?=\d)/g, '$1 ');
    const saved = await addCard(app, session, { cardNo: grouped });
    expect(saved).toMatchObject({
      code: '00',
      data: {
        cardNo: '**** **** **** 7781',
        bankCode: 'CRDB',
        bankName: 'CRDB Bank',
        expiry: futureExpiry(),
      },
    });
    // The same card again is the card already saved.
    expect((await addCard(app, session, { cardNo: number })).data.id).toBe(saved.data.id);
  });

  it('refuses bad cards in words, and any security code', async () => {
    const { app } = logged;
    const { session } = await paidOutLoan(app);
    const luhnBroken = `${cardNumber('1234').slice(0, 15)}${(Number(cardNumber('1234')[15]) + 1) % 10}`;
    const tries = [
      [{ cardNo: '41111111111' }, 'The card number must be 12 to 19 digits'],
      [{ cardNo: '4'.repeat(20) }, 'The card number must be 12 to 19 digits'],
      [{ cardNo: luhnBroken }, 'This card number is not valid. Check it and try again'],
      [{ holderName: '12345' }, 'Enter the name on the card (letters only)'],
      [{ expiry: '13/30' }, 'Enter the expiry date as MM/YY'],
      [{ expiry: '01/20' }, 'This card has expired'],
      [{ bankCode: 'NOPE' }, 'Choose the bank from the list'],
      [{ cvv: '123' }, "cvv: Do not send the card's security code"],
      [{ securityCode: '123' }, "securityCode: Do not send the card's security code"],
    ] as const;
    for (const [body, message] of tries) {
      const answer = await addCard(app, session, body);
      expect(answer, JSON.stringify(body)).toMatchObject({ code: '400', message });
    }
  });

  it('NUL bytes are refused before anything is written', async () => {
    const { app } = logged;
    const { session } = await paidOutLoan(app);
    const answer = await addCard(app, session, { holderName: 'Asha\u0000Mwita' });
    expect(answer.code).toBe('400');
    expect(answer.message).toMatch(/holderName: A character that is not allowed was sent/);
    const way = await app.inject({
      method: 'POST',
      url: `/tapi/api/v1/youmi/youmi-api/service/loan/repayment-commit?${new URLSearchParams(session)}`,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'orderId=1&amount=100000&cardId=1&repayToken=abc%00def',
    });
    expect(way.json().code).toBe('400');
  });

  it('a whole card number is in no table, no log line and no answer after a walk through the store', async () => {
    const { app, lines } = logged;
    const { session, orderId } = await paidOutLoan(app);
    const numbers = [cardNumber('3131', 7), cardNumber('0002', 8)];
    const answers: unknown[] = [];
    for (const number of numbers) answers.push(await addCard(app, session, { cardNo: number }));
    const cardId = await savedCard(app, session, '3131');
    const first = await commit(app, session, { orderId, cardId, amount: 1_000_00, cardNo: numbers[0] });
    answers.push(first);
    const pending = await commit(app, session, { orderId, cardId, amount: 1_000_00, cardNo: '**** 3131' });
    answers.push(pending);
    answers.push(
      await confirm(app, session, {
        orderId,
        repaymentRecordId: pending.data.repayRecordId,
        verifyCode: await sentCardCode(app, session),
      }),
    );
    const rowsOf = async <R>(query: Parameters<typeof app.db.execute>[0]) =>
      ((await app.db.execute(query)) as unknown as { rows: R[] }).rows;
    const tables = await rowsOf<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = tables.map((r) => r.table_name);
    expect(names).toContain('repayment_cards');
    let everything = '';
    for (const name of names) {
      const rows = await rowsOf<{ row: string }>(sql.raw(`select t::text as row from "${name}" t`));
      everything += rows.map((r) => r.row).join('\n');
    }
    expect(lines.length).toBeGreaterThan(0);
    const said = JSON.stringify(answers) + lines.join('');
    for (const number of numbers) {
      expect(everything).not.toContain(number);
      expect(everything).not.toContain(number.slice(0, 12));
      expect(said).not.toContain(number);
      expect(said).not.toContain(number.slice(0, 12));
    }
    expect(everything).toContain('3131');
  });
});
