import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../db/schema/loan.ts';
import { accountRows, mobileMoneyBody } from '../../test/bank-forms.ts';
import { createTestApp, login, post, testDbKind } from '../../test/test-app.ts';

// PGlite runs one transaction at a time: only a real server can make saves meet.
describe.skipIf(testDbKind !== 'postgres')(
  'concurrent saves (PostgreSQL only: PGlite runs one at a time)',
  () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await createTestApp({ AUTO_APPROVE_AFTER_SECONDS: 'off', AUTO_PAYOUT_AFTER_SECONDS: 'off' });
    });
    afterAll(() => app.close());

    const save = (session: Record<string, string>, cardNo: string) =>
      post(app, '/v3/certify/save-bank-info', mobileMoneyBody({ cardNo, confirmCardNo: cardNo }), session);

    it('10 saves of different accounts at once leave exactly one current account', async () => {
      const session = await login(app, '0718000001');
      const numbers = Array.from({ length: 10 }, (_, i) => `07000000${String(i).padStart(2, '0')}`);
      const answers = await Promise.all(numbers.map((cardNo) => save(session, cardNo)));
      expect(answers.map((a) => a.body.code)).toEqual(Array(10).fill(0));
      const rows = await accountRows(app, session.userId);
      expect(rows).toHaveLength(10);
      expect(rows.filter((r) => r.replacedAt === null)).toHaveLength(1);
    });

    it('10 identical saves at once leave one row', async () => {
      const session = await login(app, '0718000002');
      const answers = await Promise.all(Array.from({ length: 10 }, () => save(session, '0712345678')));
      expect(answers.map((a) => a.body.code)).toEqual(Array(10).fill(0));
      expect(await accountRows(app, session.userId)).toHaveLength(1);
    });

    it("two borrowers' saves do not wait on each other's account", async () => {
      const [a, b] = [await login(app, '0718000003'), await login(app, '0718000004')];
      await Promise.all([save(a, '0711111111'), save(b, '0722222222'), save(a, '0733333333')]);
      expect((await accountRows(app, a.userId)).filter((r) => r.replacedAt === null)).toHaveLength(1);
      expect((await accountRows(app, b.userId)).map((r) => r.accountNumber)).toEqual(['0722222222']);
    });

    it('5 cardChanges of one failed order at once: one moves it to 110, the others are refused', async () => {
      const session = await login(app, '0718000005');
      const [order] = await app.db
        .insert(orders)
        .values({ borrowerId: Number(session.userId), productId: 1, amount: 500_000_00, status: 151 })
        .returning({ id: orders.id });
      const numbers = ['0711111111', '0722222222', '0733333333', '0744444444', '0755555555'];
      const answers = await Promise.all(
        numbers.map((cardNo) =>
          post(app, '/yours/cardChange', mobileMoneyBody({ cardNo, confirmCardNo: cardNo }), {
            ...session,
            orderId: order?.id,
          }),
        ),
      );
      const codes = answers.map((a) => a.body.code).sort();
      expect(codes).toEqual([0, 409, 409, 409, 409]);
      const winner = answers.find((a) => a.body.code === 0)?.body.data.account.cardNo;
      const rows = await accountRows(app, session.userId);
      expect(rows).toHaveLength(1);
      expect(`****${rows[0]?.accountNumber.slice(-4)}`).toBe(winner);
      const events = await app.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order?.id ?? 0));
      expect(events.map((e) => e.toStatus)).toEqual([110]);
    });
  },
);
