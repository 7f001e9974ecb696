import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { trades } from '../../db/schema/repayment.ts';
import { sandboxWalletRequests } from '../../db/schema/sandbox.ts';
import { tanzaniaToday } from '../../domain/loan-status.ts';
import { owedOf } from '../../domain/owed.ts';
import { MOBILE_MONEY_CALLBACK_PATH } from '../../modules/notifications/mobile-money/paths.ts';
import { readRepayOrder } from '../../modules/repayment/repository.ts';
import { SIGNATURE_HEADER, sign } from '../../providers/payment/signature.ts';
import { type AzamPayFake, startAzamPayFake } from '../fakes/azampay-fake.ts';
import { PAYMENT_SECRET, paidOutLoan, REPAY_ENV } from '../repayment-loans.ts';
import { createTwinTestApps } from '../test-app.ts';

/** Which wallet the pushes go to: the sandbox wallet in the database, or AzamPay's fake over HTTP. */
export type Rail = 'sandbox' | 'azampay';

export type Loan = {
  session: Record<string, string>;
  orderId: number;
  borrowerId: number;
  /** What the plan asked for before any payment (no penalty: the loans are paid out today). */
  planned: number;
};

/** A callback the wallet would post, kept to be told now, again, late or never. */
export type Callback = { reference: string; body: string; headers: Record<string, string> };

const AZAMPAY_ACCOUNT = {
  appName: 'money-run',
  clientId: 'money-run-client',
  clientSecret: 'money-run-secret-0123456789abcdef',
};

const azamPayEnv = (fake: AzamPayFake) => ({
  MOBILE_MONEY_PROVIDER: 'azampay',
  AZAMPAY_APP_NAME: AZAMPAY_ACCOUNT.appName,
  AZAMPAY_CLIENT_ID: AZAMPAY_ACCOUNT.clientId,
  AZAMPAY_CLIENT_SECRET: AZAMPAY_ACCOUNT.clientSecret,
  AZAMPAY_AUTH_URL: fake.url,
  AZAMPAY_CHECKOUT_URL: fake.url,
  AZAMPAY_DISBURSE_URL: fake.url,
  AZAMPAY_TIMEOUT_MS: '5000',
});

/**
 * Two apps on one database (two API processes), borrowers with paid-out loans, and the wallet the
 * pushes go to, with what a test needs to play the wallet's part: end a push, and tell of it.
 */
export const createMoneyWorld = async ({ rail, loans: count }: { rail: Rail; loans: number }) => {
  const fake = rail === 'azampay' ? await startAzamPayFake(AZAMPAY_ACCOUNT) : null;
  const twins = await createTwinTestApps({ ...REPAY_ENV, ...(fake ? azamPayEnv(fake) : {}) });
  const apps = [twins.first, twins.second] as const;
  const db = twins.first.db;
  const loans: Loan[] = [];
  for (let i = 0; i < count; i += 1) {
    const app = apps[i % 2] as FastifyInstance;
    const { session, orderId, borrowerId } = await paidOutLoan(app);
    loans.push({ session, orderId, borrowerId, planned: await owedNow(db, orderId) });
  }

  /** What the wallet holds for a push: its state there ('pending' until answered), or null if never pushed. */
  const walletState = async (reference: string): Promise<'pending' | 'succeeded' | 'failed' | null> => {
    if (fake) {
      const t = fake.transactions.get(reference);
      return t ? ({ pending: 'pending', success: 'succeeded', failure: 'failed' } as const)[t.state] : null;
    }
    const [row] = await db
      .select({ state: sandboxWalletRequests.state })
      .from(sandboxWalletRequests)
      .where(eq(sandboxWalletRequests.reference, reference));
    if (!row) return null;
    return row.state === 'pending' ? 'pending' : row.state === 'succeeded' ? 'succeeded' : 'failed';
  };

  /** The pushes the wallet holds that nobody has answered yet. */
  const waitingAtWallet = async (): Promise<string[]> => {
    if (fake) {
      return [...fake.transactions.values()]
        .filter((t) => t.kind === 'collection' && t.state === 'pending')
        .map((t) => t.externalId);
    }
    const rows = await db
      .select({ reference: sandboxWalletRequests.reference })
      .from(sandboxWalletRequests)
      .where(and(eq(sandboxWalletRequests.kind, 'collection'), eq(sandboxWalletRequests.state, 'pending')));
    return rows.map((r) => r.reference);
  };

  /** Every push the wallet took the money for, with its amount (minor units). */
  const approvedAtWallet = async (): Promise<Map<string, number>> => {
    if (fake) {
      return new Map(
        [...fake.transactions.values()]
          .filter((t) => t.kind === 'collection' && t.state === 'success')
          .map((t) => [t.externalId, t.amount * 100]),
      );
    }
    const rows = await db
      .select({ reference: sandboxWalletRequests.reference, amount: sandboxWalletRequests.amount })
      .from(sandboxWalletRequests)
      .where(and(eq(sandboxWalletRequests.kind, 'collection'), eq(sandboxWalletRequests.state, 'succeeded')));
    return new Map(rows.map((r) => [r.reference, r.amount]));
  };

  /** The callback as the wallet would post it now. */
  const callbackOf = async (reference: string): Promise<Callback> => {
    if (fake) return { reference, body: fake.callbackBody(reference), headers: {} };
    const [row] = await db
      .select()
      .from(sandboxWalletRequests)
      .where(eq(sandboxWalletRequests.reference, reference));
    if (!row) throw new Error(`no sandbox wallet request ${reference}`);
    const body = JSON.stringify({
      reference: row.reference,
      kind: row.kind,
      state: row.state,
      providerRef: row.providerRef,
      amount: row.state === 'succeeded' ? row.amount : 0,
      account: row.account,
    });
    return { reference, body, headers: { [SIGNATURE_HEADER]: sign(PAYMENT_SECRET, body) } };
  };

  /**
   * The holder answers the prompt (or lets it time out). `tell`: whether the wallet posts its callback
   * itself now; when not, the test holds it (late, or never).
   */
  const end = async (
    app: FastifyInstance,
    reference: string,
    ending: 'succeeded' | 'declined' | 'timeout',
    tell: boolean,
  ) => {
    if (fake) {
      fake.settle(reference, ending);
      if (tell) await deliver(app, await callbackOf(reference));
      return;
    }
    const wallet = app.sandboxWallet;
    if (!wallet) throw new Error('the sandbox wallet is not on');
    if (!tell) {
      // Marked as told: neither the answer nor the wallet's own sweep posts it.
      await db
        .update(sandboxWalletRequests)
        .set({ calledBackAt: sql`now()` })
        .where(eq(sandboxWalletRequests.reference, reference));
    }
    if (ending === 'timeout') {
      await db
        .update(sandboxWalletRequests)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(sandboxWalletRequests.reference, reference));
      await wallet.sweep();
    } else {
      await wallet.answer(reference, ending === 'succeeded' ? 'approve' : 'decline');
    }
  };

  /** Posts a callback to an app as the wallet would; its HTTP status. */
  const deliver = async (app: FastifyInstance, callback: Callback) =>
    (
      await app.inject({
        method: 'POST',
        url: MOBILE_MONEY_CALLBACK_PATH,
        payload: callback.body,
        headers: { 'content-type': 'application/json', ...callback.headers },
      })
    ).statusCode;

  /** Makes open pushes old: past the status sweep's wait and the hold that keeps the order's collection. */
  const age = (tradeNos: string[]) =>
    tradeNos.length === 0
      ? Promise.resolve()
      : db
          .update(trades)
          .set({ createdAt: sql`${trades.createdAt} - interval '5 minutes'` })
          .where(inArray(trades.tradeNo, tradeNos));

  return {
    rail,
    apps,
    db,
    loans,
    fake,
    walletState,
    waitingAtWallet,
    approvedAtWallet,
    callbackOf,
    end,
    deliver,
    age,
    close: async () => {
      await twins.close();
      await fake?.close();
    },
  };
};
export type MoneyWorld = Awaited<ReturnType<typeof createMoneyWorld>>;

/** What owedOf says the order owes now, from the ledger as the repayment calls read it. */
export const owedNow = async (db: FastifyInstance['db'], orderId: number) => {
  const order = await readRepayOrder(db, orderId);
  if (!order) throw new Error(`no order ${orderId}`);
  return owedOf({ ...order, today: tanzaniaToday(new Date()) }).owed;
};
