import { describe, expect } from 'vitest';
import { newPhone } from './support/api.ts';
import { e2e as it } from './support/fixture.ts';
import {
  askForCode,
  type Fakes,
  inWaves,
  paidOutLoanOnRails,
  type RailsLoan,
  railsEnv,
  type ScratchDatabase,
  scratchDatabase,
  startFakes,
  startPush,
  until,
} from './support/money-rails.ts';
import type { RunningServer } from './support/server.ts';

// PRODUCT.md §17 "Nothing is lost or doubled": two API processes on one PostgreSQL, the real AzamPay
// and Africa's Talking adapters against their fakes, one process killed with SIGKILL in the middle of
// 100 push payments and 100 login SMS. Every push reaches AzamPay once, every approved push is in the
// ledger once, and every SMS reaches the gateway.
const PUSHES = 100;
const SMS = 100;
const AMOUNT = 5_000_00;
const CALLBACK_PATH = '/tapi/payment/mobile-money/callback';

type Job = { kind: 'push' | 'sms'; index: number; on: 'a' | 'b' };

const last9 = (phone: string) => phone.replace(/\D/g, '').slice(-9);

describe.skipIf(!process.env.DATABASE_URL)('the money rails survive kill -9', () => {
  it('pushes once, pays once and sends every SMS across two processes, one killed', async ({
    startServer,
  }) => {
    const fakes: Fakes = await startFakes();
    const db: ScratchDatabase = await scratchDatabase('money_kill');
    const servers: RunningServer[] = [];
    try {
      const start = async (senderId: string) => {
        const server = await startServer({ databaseUrl: db.url, env: railsEnv(fakes, senderId) });
        servers.push(server);
        return server;
      };
      // One after the other: the first migrates and seeds the database.
      let a: RunningServer | null = await start('MFANOA');
      const b = await start('MFANOB');
      fakes.azampay.state.callbackUrl = `${b.baseUrl}${CALLBACK_PATH}`;

      const loans: RailsLoan[] = [];
      await inWaves([...Array(PUSHES).keys()], 8, async (i) => {
        loans[i] = await paidOutLoanOnRails(i % 2 === 0 ? (a as RunningServer) : b, fakes.at);
      });

      const jobs: Job[] = [...Array(PUSHES + SMS).keys()].map((n) => ({
        kind: n % 2 === 0 ? 'push' : 'sms',
        index: Math.floor(n / 2),
        on: n % 4 < 2 ? 'a' : 'b',
      }));
      const phones = Array.from({ length: SMS }, () => newPhone());
      const smsAnswered: string[] = [];
      const run = async (job: Job) => {
        const target = job.on === 'a' && a ? a : b;
        if (job.kind === 'sms') {
          const phone = phones[job.index] as string;
          // A request cut by the kill is not retried: its row, if it was written, is owed all the same.
          const answer = await askForCode(target, phone).catch(() => null);
          if (answer?.code === 0) smsAnswered.push(phone);
          return;
        }
        const loan = loans[job.index] as RailsLoan;
        const first = await startPush(target, loan, AMOUNT, `push-${job.index}-${loan.orderId}`).catch(
          () => null,
        );
        // The app taps again on the other process: without the key, the business rule finds the open push.
        const answer = first ?? (await startPush(b, loan, AMOUNT));
        expect(answer.code, answer.message).toBe(0);
      };

      const half = jobs.length / 2;
      await inWaves(jobs.slice(0, half), 10, run);
      // The next three sends to each provider get no answer: whoever sent them holds them when A dies.
      fakes.at.nextSends({ kind: 'hang' }, { kind: 'hang' }, { kind: 'hang' });
      fakes.azampay.script('checkout', { kind: 'hang' }, { kind: 'hang' }, { kind: 'hang' });
      const atBefore = fakes.at.requests.length;
      const checkoutsBefore = () => fakes.azampay.requests.filter((r) => r.url.includes('/checkout')).length;
      const checkoutsAtHang = checkoutsBefore();
      let done = 0;
      const second = inWaves(jobs.slice(half), 10, async (job) => {
        await run(job);
        done += 1;
      });
      await until('the hung sends and a third of the rest', async () =>
        fakes.at.requests.length - atBefore >= 3 &&
        checkoutsBefore() - checkoutsAtHang >= 3 &&
        done >= half / 3
          ? true
          : undefined,
      );
      const killed = a as RunningServer;
      a = null;
      await killed.kill();
      // The rows leased and not done when A died: the outbox does not record who claimed a row, so
      // B's count is in it too. Only these may reach the gateway twice (below).
      const [leased] = await db.query<{ sms: string; push: string }>(
        `select count(*) filter (where kind = 'sms') as sms, count(*) filter (where kind = 'push') as push
         from outbox where state = 'pending' and attempts > 0 and next_attempt_at > now()`,
      );
      const leasedSms = Number(leased?.sms ?? 0);
      const restarted = start('MFANOA').then((server) => {
        a = server;
      });
      await Promise.all([second, restarted]);

      // Every push reached the wallet (after its lease for those A held), then the wallet approves all.
      const pushTrades = await db.query<{ trade_no: string; order_id: string; amount: string }>(
        `select trade_no, order_id, amount from trades where repay_type = 'PUSH' order by id`,
      );
      expect(pushTrades).toHaveLength(PUSHES);
      expect(new Set(pushTrades.map((t) => t.order_id)).size).toBe(PUSHES);
      await until('every push at AzamPay', async () =>
        pushTrades.every((t) => fakes.azampay.transactions.has(t.trade_no)) ? true : undefined,
      );
      const statuses: number[] = [];
      const late: string[] = [];
      await inWaves(pushTrades, 10, async (trade, i) => {
        fakes.azampay.settle(trade.trade_no, 'succeeded');
        // Some told twice at once, some again after all the others.
        const times = i % 4 === 0 ? 2 : 1;
        if (i % 7 === 0) late.push(trade.trade_no);
        statuses.push(
          ...(await Promise.all(
            Array.from({ length: times }, () => fakes.azampay.deliverCallback(trade.trade_no)),
          )),
        );
      });
      for (const tradeNo of late) statuses.push(await fakes.azampay.deliverCallback(tradeNo));
      expect(statuses.every((status) => status === 200)).toBe(true);

      await until('every outbox row sent', async () => {
        const [row] = await db.query<{ n: string }>(
          `select count(*) as n from outbox where state = 'pending'`,
        );
        return Number(row?.n) === 0 ? true : undefined;
      });
      await until('every push paid', async () => {
        const [row] = await db.query<{ n: string }>(
          `select count(*) as n from trades where repay_type = 'PUSH' and state <> 'paid'`,
        );
        return Number(row?.n) === 0 ? true : undefined;
      });

      // Each reference pushed to AzamPay exactly once, and nothing else pushed.
      for (const trade of pushTrades) expect(fakes.azampay.pushesFor(trade.trade_no), trade.trade_no).toBe(1);
      expect(fakes.azampay.transactions.size).toBe(PUSHES);

      // Each approved push is one payment, and the ledger holds exactly what was approved.
      const payments = await db.query<{ trade_no: string; reference: string; amount: string }>(
        `select t.trade_no, p.reference, p.amount from payments p join trades t on t.id = p.trade_id`,
      );
      expect(payments).toHaveLength(PUSHES);
      for (const payment of payments) {
        expect(payment.reference).toBe(`push:${payment.trade_no}`);
        expect(Number(payment.amount)).toBe(AMOUNT);
      }
      const ledger = await db.query<{ order_id: string; ledger: string; paid: string }>(
        `select o.id as order_id,
           (select coalesce(sum(amount), 0) from ledger_entries l where l.order_id = o.id) as ledger,
           (select coalesce(sum(amount), 0) from payments p where p.order_id = o.id) as paid
         from orders o where o.id = any($1::bigint[])`,
        [pushTrades.map((t) => t.order_id)],
      );
      expect(ledger).toHaveLength(PUSHES);
      for (const order of ledger)
        expect([Number(order.ledger), Number(order.paid)]).toEqual([AMOUNT, AMOUNT]);

      // Every SMS row reached the gateway. Africa's Talking takes no idempotency key: a message A had
      // sent when it died, before it could record it, is sent again after its lease (at most the rows
      // leased at the kill), and each such copy comes from A.
      const rows = await db.query<{ phone: string; text: string; state: string }>(
        `select payload->>'phone' as phone, payload->>'text' as text, state from outbox where kind = 'sms'`,
      );
      expect(rows.every((row) => row.state === 'done')).toBe(true);
      // A login code's row keeps neither the code nor its text once sent: messages are counted per phone.
      const owed = new Map<string, number>();
      for (const row of rows) owed.set(last9(row.phone), (owed.get(last9(row.phone)) ?? 0) + 1);
      const sent = new Map<string, { count: number; from: Set<string> }>();
      for (const message of fakes.at.accepted) {
        const key = last9(message.to);
        const entry = sent.get(key) ?? { count: 0, from: new Set<string>() };
        entry.count += 1;
        entry.from.add(message.from ?? '');
        sent.set(key, entry);
      }
      expect([...sent.keys()].filter((key) => !owed.has(key))).toEqual([]);
      let twice = 0;
      for (const [key, count] of owed) {
        const got = sent.get(key);
        expect(got?.count ?? 0, key).toBeGreaterThanOrEqual(count);
        if (got && got.count > count) {
          twice += got.count - count;
          expect(got.from.has('MFANOA'), key).toBe(true);
        }
      }
      expect(twice).toBeLessThanOrEqual(leasedSms);
      const reached = new Set(sent.keys());
      for (const phone of smsAnswered) expect(reached.has(last9(phone)), phone).toBe(true);
      expect(smsAnswered.length).toBeGreaterThan(SMS / 2);
      console.log(
        `money rails: ${pushTrades.length} pushes, ${rows.length} SMS rows; at the kill ${leasedSms} SMS and ` +
          `${leased?.push} pushes leased; ${twice} SMS sent twice; ${statuses.length} callbacks`,
      );
    } finally {
      for (const server of servers) await server.stop();
      await Promise.all([fakes.close(), db.drop()]);
    }
  }, 150_000);
});
