import { RepayType } from '@tz-loan/contract/repayment/paths';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trades } from '../../db/schema/repayment.ts';
import { paidOutLoan, REPAY_ENV } from '../../test/repayment-loans.ts';
import { createTwinTestApps } from '../../test/test-app.ts';
import { dial, newSession, setPin, USSD_ENV } from '../../test/ussd.ts';

// The menu keeps no state in a process (PRODUCT.md §22, docs/ussd.md): two API processes on one database
// answer alternate steps of one session, and a final step repeated on both sends one push.

let twins: Awaited<ReturnType<typeof createTwinTestApps>>;
beforeAll(async () => {
  twins = await createTwinTestApps({ ...REPAY_ENV, ...USSD_ENV });
});
afterAll(() => twins.close());

describe('two processes, one USSD session', () => {
  it('answer alternate steps as one would, and push once', async () => {
    const { first, second } = twins;
    const { session, orderId } = await paidOutLoan(first);
    expect((await setPin(first, session, '2468')).code).toBe(0);
    const phone = session.mobilePhone ?? '';
    const sessionId = newSession();
    const steps = ['', '5', '5*2', '5*2*2', '5*2*2*1'];
    const answers = [];
    for (const [i, text] of steps.entries()) {
      answers.push((await dial(i % 2 === 0 ? first : second, { sessionId, phone, text })).body);
    }
    expect(answers).toEqual([
      expect.stringMatching(/^CON Chagua:/),
      'CON Lugha:\n1 Kiswahili\n2 English\n0 Rudi',
      expect.stringMatching(/^CON Choose:/),
      expect.stringMatching(/^CON Pay:\n1 Next instalment/),
      expect.stringMatching(/^CON Pay .* from 0717 .*Enter your 4-digit USSD PIN/s),
    ]);
    const last = { sessionId, phone, text: '5*2*2*1*2468' };
    const ends = await Promise.all([dial(first, last), dial(second, last), dial(second, last)]);
    for (const end of ends) expect(end.body).toMatch(/^END Check your phone: Mixx by Yas will ask/);
    const pushes = await first.db
      .select()
      .from(trades)
      .where(and(eq(trades.orderId, orderId), eq(trades.repayType, RepayType.push)));
    expect(pushes).toHaveLength(1);
  });
});
