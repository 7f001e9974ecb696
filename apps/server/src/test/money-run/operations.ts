import { Code } from '@tz-loan/contract/platform/envelope';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { trades } from '../../db/schema/repayment.ts';
import { cardPost, commit, confirm, savedCard, smsCodeOf } from '../card-store.ts';
import { type Random, seededRandom } from '../prng.ts';
import { generate, payCode } from '../repayment-loans.ts';
import { post } from '../test-app.ts';
import { type Callback, type Loan, type MoneyWorld, owedNow } from './world.ts';

/** How often each operation is picked. */
export const WEIGHTS = {
  push: 22,
  doubleTap: 5,
  approve: 20,
  decline: 6,
  timeout: 5,
  late: 10,
  replay: 6,
  sweep: 6,
  payCode: 10,
  providerFails: 3,
  card: 6,
  concurrent: 10,
} as const;
export type Operation = keyof typeof WEIGHTS;

/** What the run remembers between operations: the callbacks held back, and those already told. */
export type RunState = {
  held: Callback[];
  told: Callback[];
  counts: Record<string, number>;
  /** Each order's saved card in the card store, once saved. */
  cards: Map<number, string>;
};

type Answer = { status: number; body: { code: number; message: string } };

export const createOperations = (world: MoneyWorld, random: Random, state: RunState) => {
  /**
   * A push or a code is refused only while another push waits for its PIN, once the loan is settled
   * (a conflict), or when a payment made at the same time left less owed than the amount chosen;
   * anything else fails the run.
   */
  const expectAnswer = async (what: string, answer: Answer, loan: Loan, amount: number) => {
    const { code } = answer.body;
    const fair =
      code === 0 ||
      code === Code.conflict ||
      (code === Code.badRequest && amount > (await owedNow(world.db, loan.orderId)));
    if (answer.status !== 200 || !fair) {
      throw new Error(`${what}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer.body;
  };

  /** An amount a borrower might type: at least the floor, never more than owed, sometimes with cents. */
  const amountFor = (random: Random, owed: number) => {
    if (random.chance(0.15)) return owed;
    const floor = Math.min(owed, 1_000_00);
    const amount = floor + random.int(Math.max(1, Math.min(owed, 30_000_00) - floor));
    return random.chance(0.8) ? Math.max(floor, Math.floor(amount / 100) * 100) : amount;
  };

  const app = () => random.pick(world.apps) as FastifyInstance;
  const loan = () => random.pick(world.loans) as Loan;
  const openPushes = () =>
    world.db
      .select({ tradeNo: trades.tradeNo })
      .from(trades)
      .where(and(eq(trades.state, 'open'), eq(trades.repayType, 'PUSH')));

  /** A push the wallet holds and nobody has answered yet. */
  const waitingPush = async () => random.pick((await world.waitingAtWallet()).sort());

  const startPush = async (target: FastifyInstance, chosen: Loan, amount: number) =>
    post(
      target,
      '/v3/repay/push',
      {
        orderId: chosen.orderId,
        amount,
        isDelay: '0',
        wallet: random.pick(['TZ0001', 'TZ0002', 'TZ0003']),
        phone: `07${String(10_000_000 + chosen.borrowerId).slice(-8)}`,
      },
      chosen.session,
    );

  const ending = async (end: 'succeeded' | 'declined' | 'timeout') => {
    const reference = await waitingPush();
    if (!reference) return `${end}: nothing waiting`;
    const how = random.weighted({ now: 5, twice: 2, late: 2, never: 1 });
    const [first, second] = random.chance(0.5) ? world.apps : [...world.apps].reverse();
    await world.end(first as FastifyInstance, reference, end, how === 'now' || how === 'twice');
    const told = await world.callbackOf(reference);
    if (how === 'twice') await world.deliver(second as FastifyInstance, told);
    if (how === 'late') state.held.push(told);
    else state.told.push(told);
    return `${end} ${reference} (${how})`;
  };

  const run: Record<Exclude<Operation, 'concurrent'>, () => Promise<string>> = {
    async push() {
      const chosen = loan();
      const owed = await owedNow(world.db, chosen.orderId);
      if (owed === 0) return `push: order ${chosen.orderId} is settled`;
      const amount = amountFor(random, owed);
      const answer = await expectAnswer('push', await startPush(app(), chosen, amount), chosen, amount);
      return `push ${chosen.orderId} ${amount}: ${answer.code} ${answer.code === 0 ? (answer as { data?: { tradeNo: string } }).data?.tradeNo : ''}`;
    },
    async doubleTap() {
      // The same push at once on both processes: one push at most.
      const chosen = loan();
      const owed = await owedNow(world.db, chosen.orderId);
      if (owed === 0) return 'double tap: settled';
      const amount = amountFor(random, owed);
      const wallet = random.pick(['TZ0001', 'TZ0002']) as string;
      const answers = await Promise.all(
        world.apps.map((target) =>
          post(
            target,
            '/v3/repay/push',
            { orderId: chosen.orderId, amount, isDelay: '0', wallet, phone: '0741234567' },
            chosen.session,
          ),
        ),
      );
      const bodies = await Promise.all(
        answers.map((answer) => expectAnswer('double tap', answer, chosen, amount)),
      );
      const pushed = new Set(
        bodies.filter((b) => b.code === 0).map((b) => (b as { data?: { tradeNo: string } }).data?.tradeNo),
      );
      if (pushed.size > 1) throw new Error(`one double tap made two pushes: ${[...pushed].join(', ')}`);
      return `double tap ${chosen.orderId}: ${bodies.map((b) => b.code).join('/')}`;
    },
    approve: () => ending('succeeded'),
    decline: () => ending('declined'),
    timeout: () => ending('timeout'),
    async late() {
      // A held callback told now, in whatever order they were held.
      const index = random.int(state.held.length);
      const [callback] = state.held.splice(index, 1);
      if (!callback) return 'late: none held';
      const status = await world.deliver(app(), callback);
      state.told.push(callback);
      return `late ${callback.reference}: ${status}`;
    },
    async replay() {
      const callback = random.pick(state.told);
      if (!callback) return 'replay: none told';
      return `replay ${callback.reference}: ${await world.deliver(app(), callback)}`;
    },
    async sweep() {
      const open = await openPushes();
      const aged = open.filter(() => random.chance(0.4)).map((row) => row.tradeNo);
      await world.age(aged);
      const asked = await app().pushPayments.sweep();
      return `sweep: aged ${aged.length}, asked ${asked}`;
    },
    async providerFails() {
      // AzamPay answers the next checkout or status call with a 500: the outbox retries after its backoff.
      if (!world.fake) return 'provider fails: the sandbox wallet does not';
      const route = random.pick(['checkout', 'status'] as const) ?? 'checkout';
      world.fake.script(route, { kind: 'fail' });
      return `provider fails: next ${route} answers 500`;
    },
    async card() {
      // The channel app's card store: a saved card pays; a card's first payment asks for the SMS code.
      const chosen = loan();
      const owed = await owedNow(world.db, chosen.orderId);
      if (owed === 0) return 'card: settled';
      const target = app();
      let cardId = state.cards.get(chosen.orderId);
      if (!cardId) {
        cardId = await savedCard(target, chosen.session);
        state.cards.set(chosen.orderId, cardId);
      }
      const amount = Math.min(amountFor(random, owed), 100_000_00);
      const before = await smsCodeOf(target, chosen.session);
      // An operation beside this one may have paid the loan off since it was read: the card store then
      // refuses the token, which is fair only when nothing is owed any more.
      const way = await cardPost(target, 'repayment-way', { orderId: chosen.orderId }, chosen.session);
      if (way.code !== '00') {
        if ((await owedNow(world.db, chosen.orderId)) === 0)
          return `card ${chosen.orderId}: settled meanwhile`;
        throw new Error(`card ${chosen.orderId}: repayment-way ${JSON.stringify(way)}`);
      }
      const { repayToken } = way.data as { repayToken: string };
      const answer = await commit(target, chosen.session, {
        orderId: chosen.orderId,
        amount,
        cardId,
        repayToken,
      });
      if (answer.code !== '00') return `card ${chosen.orderId}: ${answer.code} ${answer.message}`;
      if (answer.data.needValid !== 1) return `card ${chosen.orderId} ${amount}: ${answer.data.status}`;
      // The code goes out through the outbox: at once, or with a worker's next pass.
      let code = await smsCodeOf(target, chosen.session);
      for (let tries = 0; code === before && tries < 100; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        code = await smsCodeOf(target, chosen.session);
      }
      const done = await confirm(target, chosen.session, {
        orderId: chosen.orderId,
        repaymentRecordId: answer.data.repayRecordId,
        verifyCode: code ?? '',
      });
      return `card ${chosen.orderId} ${amount} with code: ${done.code} ${done.data?.status ?? done.message}`;
    },
    async payCode() {
      const chosen = loan();
      const owed = await owedNow(world.db, chosen.orderId);
      if (owed === 0) return 'pay code: settled';
      const amount = amountFor(random, owed);
      const target = app();
      const answer = await generate(target, chosen.session, { orderId: chosen.orderId, amount });
      await expectAnswer('pay code', { status: 200, body: answer }, chosen, amount);
      if (answer.code !== 0) return `pay code ${chosen.orderId}: ${answer.code}`;
      // Some codes are left open: a push may replace them later.
      if (random.chance(0.3)) return `pay code ${answer.data.tradeNo} left open`;
      const settled = await payCode(target, answer.data.tradeNo);
      return `pay code ${answer.data.tradeNo} ${amount}: ${settled.ok ? 'paid' : settled.reason}`;
    },
  };

  const alone = (): Promise<string> => {
    let operation: Operation = 'concurrent';
    while (operation === 'concurrent') operation = random.weighted(WEIGHTS);
    state.counts[operation] = (state.counts[operation] ?? 0) + 1;
    return run[operation]();
  };

  const next = async (): Promise<string> => {
    if (random.weighted(WEIGHTS) !== 'concurrent') return alone();
    state.counts.concurrent = (state.counts.concurrent ?? 0) + 1;
    // Two or three operations at once, spread over both processes, each drawing from its own seed so
    // that the run's choices do not depend on which finishes first.
    const branches = Array.from({ length: 2 + random.int(2) }, () =>
      createOperations(world, seededRandom(random.int(2 ** 32)), state),
    );
    const done = await Promise.all(branches.map((branch) => branch.alone()));
    return `at once [${done.join(' | ')}]`;
  };

  return { next, alone, openPushes };
};
