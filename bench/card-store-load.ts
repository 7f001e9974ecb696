// Card-store payments under load: 50 borrowers with paid-out loans and a saved card, one connection
// each, paying as the channel app does (repayment-way for a token, repayment-commit, and when the SMS
// code is asked for, the code from the sandbox outbox and repayment-confirm), all at once.
// `small`: 1.000,00 TZS payments for 10 s (a card's first payment asks for the code, the rest are
// settled at commit); `coded`: payments over 200.000,00 TZS, each asking for the code, until the
// loans are nearly paid. Afterwards each loan's balance must have moved by exactly what was paid.
// Usage: DATABASE_URL=postgres://… npx tsx bench/card-store-load.ts [small | coded]
import { CARD_STORE_PATHS } from '@tz-loan/contract/repayment/card-store-paths';
import { type BorrowerSession, borrowerCall, paidOutLoan } from '../e2e/support/api.ts';
import { startServer } from '../e2e/support/server.ts';

const BORROWERS = 50;
const mode = process.argv.includes('coded') ? 'coded' : 'small';
const AMOUNT = mode === 'coded' ? 200_000_01 : 1_000_00;
const SECONDS = 10;
const server = await startServer({ databaseUrl: process.env.DATABASE_URL, env: { CHECK_ANSWERS: '0' } });

type Answer = { code: string | number; message: string; data?: Record<string, unknown> };
type Loan = { session: BorrowerSession; orderId: string; cardId: string; owedBefore: number; paid: number };
const latencies: Record<'commit' | 'confirm', number[]> = { commit: [], confirm: [] };

const post = async (loan: Loan, path: string, body: Record<string, string | number>) =>
  (await borrowerCall(server, loan.session, 'POST', path, body)) as Answer;
const timed = async (kind: 'commit' | 'confirm', run: () => Promise<Answer>) => {
  const start = performance.now();
  const answer = await run();
  latencies[kind].push(performance.now() - start);
  return answer;
};
const owed = async (loan: Pick<Loan, 'session' | 'orderId'>) => {
  const plan = (await borrowerCall(server, loan.session, 'POST', '/v3/installment/loan-play-detail-yd', {
    orderId: loan.orderId,
  })) as Answer;
  return plan.code === 0 ? Number(plan.data?.amountMax) : 0;
};
const latestCode = async (loan: Loan) => {
  const outbox = (await borrowerCall(server, loan.session, 'GET', '/dev/sms-outbox', {
    phone: loan.session.mobilePhone,
  })) as Answer;
  const messages = (outbox.data?.messages ?? []) as { code?: string }[];
  return messages[0]?.code ?? '';
};

/** One payment as the app makes it; the amount it settled, or 0. */
const pay = async (loan: Loan) => {
  const way = await post(loan, CARD_STORE_PATHS.repaymentWay.path, { orderId: loan.orderId });
  if (way.code !== '00') return 0;
  const commit = await timed('commit', () =>
    post(loan, CARD_STORE_PATHS.repaymentCommit.path, {
      orderId: loan.orderId,
      amount: AMOUNT,
      cardId: loan.cardId,
      repayToken: String(way.data?.repayToken),
    }),
  );
  if (commit.code !== '00') return 0;
  if (commit.data?.needValid === 1) {
    const confirm = await timed('confirm', async () =>
      post(loan, CARD_STORE_PATHS.repaymentConfirm.path, {
        orderId: loan.orderId,
        repaymentRecordId: String(commit.data?.repayRecordId),
        verifyCode: await latestCode(loan),
      }),
    );
    return confirm.code === '00' ? AMOUNT : 0;
  }
  return commit.data?.status === 'settled' ? AMOUNT : 0;
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
};

try {
  const loans: Loan[] = [];
  for (let i = 0; i < BORROWERS; i += 5) {
    const batch = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const { session, orderId } = await paidOutLoan(server, '2');
        const card = (await borrowerCall(server, session, 'POST', CARD_STORE_PATHS.addCard.path, {
          cardNo: '4242424242424242',
          holderName: 'Asha Mwita',
          expiry: `12/${(new Date().getUTCFullYear() + 1) % 100}`,
          bankCode: 'CRDB',
        })) as Answer;
        if (card.code !== '00') throw new Error(`add-card: ${card.message}`);
        const loan = { session, orderId, cardId: String(card.data?.id), owedBefore: 0, paid: 0 };
        return { ...loan, owedBefore: await owed(loan) };
      }),
    );
    loans.push(...batch);
  }
  const began = performance.now();
  const until = began + SECONDS * 1000;
  await Promise.all(
    loans.map(async (loan) => {
      while (performance.now() < until) {
        if (mode === 'coded' && (await owed(loan)) - loan.paid < AMOUNT * 2) break;
        loan.paid += await pay(loan);
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `card-store payments (${mode}) on ${database}, ${BORROWERS} borrowers at once, ${seconds.toFixed(1)} s`,
  );
  for (const kind of ['commit', 'confirm'] as const) {
    const list = latencies[kind];
    console.log(
      `  ${kind}: ${list.length} calls, ${(list.length / seconds).toFixed(0)}/s, p50 ${percentile(list, 50)} ms, p99 ${percentile(list, 99)} ms`,
    );
  }
  let paid = 0;
  let moved = 0;
  for (const loan of loans) {
    const change = loan.owedBefore - (await owed(loan));
    if (change !== loan.paid) console.log(`  order ${loan.orderId}: paid ${loan.paid}, moved ${change}`);
    paid += loan.paid;
    moved += change;
  }
  console.log(`  after the run: paid ${paid} minor units; the balances moved ${moved}`);
  if (paid !== moved) throw new Error('the ledger does not match what was paid');
} finally {
  await server.stop();
}
