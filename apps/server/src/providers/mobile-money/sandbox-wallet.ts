import { randomBytes } from 'node:crypto';
import { findWallet } from '@tz-loan/contract/repayment/mobile-money';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { sandboxWalletRequests } from '../../db/schema/sandbox.ts';
import { SIGNATURE_HEADER, sign, verifySignature } from '../payment/signature.ts';
import type { CallbackRead, Destination, MobileMoneyRails, TransactionStatus } from './mobile-money.ts';

export type SandboxWalletOptions = {
  secret: string;
  /** Posts a signed callback to the server; resolves with the HTTP status. */
  deliver: (rawBody: string, headers: Record<string, string>) => Promise<number>;
  /** How long a PIN prompt waits for its answer before it times out by itself. */
  promptTimeoutMs: number;
};

/** The sandbox's documented rules, so a tester picks an outcome by the number they type. */
export const SANDBOX_WALLET_RULES = {
  /** A number ending in 000 is not a wallet: the push or payout is refused. */
  refusedSuffix: '000',
  /** The holder the name lookup names for a number ending in 999 (a mismatch to confirm). */
  otherHolder: 'NEEMA K. MWAKALINGA',
  holder: 'JUMA S. MOSHI',
};

const callbackSchema = z.object({
  reference: z.string().min(1).max(64),
  kind: z.enum(['collection', 'disbursement']),
  state: z.enum(['succeeded', 'declined', 'timeout']),
  providerRef: z.string(),
  amount: z.number().int().min(0),
  account: z.string(),
});

type Row = typeof sandboxWalletRequests.$inferSelect;

const statusOf = (row: Row): TransactionStatus =>
  row.state === 'succeeded'
    ? { state: 'succeeded', providerRef: row.providerRef, amount: row.amount }
    : row.state === 'declined'
      ? { state: 'failed', reason: 'declined', detail: 'The holder declined the prompt' }
      : row.state === 'timeout'
        ? { state: 'failed', reason: 'timeout', detail: 'Nobody answered the prompt' }
        : { state: 'pending' };

/**
 * The sandbox wallet: keeps its books in the same database, shows its PIN prompts on `/host`'s phone
 * (the dev API), and tells the server of each end through a signed callback, posted again by its sweep
 * until the server takes it, so a process killed in between loses nothing. No money moves.
 */
export const createSandboxWallet = (db: Db, options: SandboxWalletOptions) => {
  const open = async (
    kind: Row['kind'],
    request: { reference: string; wallet: string; account: string; amount: number },
    state: 'pending' | 'succeeded' = 'pending',
  ) => {
    if (request.account.endsWith(SANDBOX_WALLET_RULES.refusedSuffix)) {
      return { outcome: 'refused' as const, reason: 'Not a registered wallet (sandbox rule: ends in 000)' };
    }
    const [row] = await db
      .insert(sandboxWalletRequests)
      .values({
        ...request,
        kind,
        state,
        providerRef: `SBXMM${randomBytes(5).toString('hex').toUpperCase()}`,
        expiresAt: new Date(Date.now() + options.promptTimeoutMs),
      })
      .onConflictDoNothing({ target: sandboxWalletRequests.reference })
      .returning();
    const taken =
      row ??
      (await db.query.sandboxWalletRequests.findFirst({
        where: eq(sandboxWalletRequests.reference, request.reference),
      }));
    if (!taken) throw new Error('the sandbox wallet lost a request');
    return { outcome: 'accepted' as const, providerRef: taken.providerRef };
  };

  const accountOf = (destination: Destination) => destination.accountNumber;

  const rails: MobileMoneyRails = {
    name: 'sandbox',
    push: (request) =>
      open('collection', {
        reference: request.reference,
        wallet: request.wallet,
        account: request.phone,
        amount: request.amount,
      }),
    bankCheckout: null,
    disburse: (request) =>
      open(
        'disbursement',
        {
          reference: request.reference,
          wallet:
            request.destination.kind === 'wallet' ? request.destination.wallet : request.destination.bankName,
          account: accountOf(request.destination),
          amount: request.amount,
        },
        'succeeded',
      ),
    nameLookup: async ({ destination }) => {
      const account = accountOf(destination);
      if (account.endsWith(SANDBOX_WALLET_RULES.refusedSuffix)) {
        return { found: false, reason: 'No account with this number' };
      }
      const other = account.endsWith('999');
      return { found: true, name: other ? SANDBOX_WALLET_RULES.otherHolder : SANDBOX_WALLET_RULES.holder };
    },
    status: async ({ reference }) => {
      const row = await db.query.sandboxWalletRequests.findFirst({
        where: eq(sandboxWalletRequests.reference, reference),
      });
      return row ? statusOf(row) : { state: 'unknown' };
    },
    readCallback: async (rawBody, headers): Promise<CallbackRead> => {
      const signature = headers[SIGNATURE_HEADER];
      if (!verifySignature(options.secret, rawBody, typeof signature === 'string' ? signature : undefined)) {
        return { verified: false, reason: 'bad signature', httpStatus: 401 };
      }
      let body: z.infer<typeof callbackSchema>;
      try {
        body = callbackSchema.parse(JSON.parse(rawBody));
      } catch {
        return { verified: false, reason: 'malformed callback', httpStatus: 400 };
      }
      const result: Extract<CallbackRead, { verified: true }>['result'] =
        body.state === 'succeeded'
          ? { state: 'succeeded', providerRef: body.providerRef, amount: body.amount }
          : {
              state: 'failed',
              reason: body.state,
              detail:
                body.state === 'declined' ? 'The holder declined the prompt' : 'Nobody answered the prompt',
            };
      return { verified: true, kind: body.kind, reference: body.reference, result, account: body.account };
    },
  };

  const callBack = async (row: Row) => {
    const body = JSON.stringify({
      reference: row.reference,
      kind: row.kind,
      state: row.state,
      providerRef: row.providerRef,
      amount: row.state === 'succeeded' ? row.amount : 0,
      account: row.account,
    });
    try {
      const status = await options.deliver(body, {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: sign(options.secret, body),
      });
      if (status < 200 || status >= 300) return;
    } catch {
      return;
    }
    await db
      .update(sandboxWalletRequests)
      .set({ calledBackAt: sql`now()` })
      .where(eq(sandboxWalletRequests.id, row.id));
  };

  /**
   * The phone's owner answers a prompt. Decided under the row's lock, so an answer and the timeout
   * racing end one way; the callback follows at once (and from the sweep if it does not arrive).
   */
  const answer = async (reference: string, choice: 'approve' | 'decline') => {
    const decided = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxWalletRequests)
        .where(
          and(eq(sandboxWalletRequests.reference, reference), eq(sandboxWalletRequests.kind, 'collection')),
        )
        .for('update');
      if (!row) return null;
      if (row.state !== 'pending') return row;
      const state = row.expiresAt <= new Date() ? 'timeout' : choice === 'approve' ? 'succeeded' : 'declined';
      const [updated] = await tx
        .update(sandboxWalletRequests)
        .set({ state })
        .where(eq(sandboxWalletRequests.id, row.id))
        .returning();
      return updated ?? null;
    });
    if (decided && decided.calledBackAt === null && decided.state !== 'pending') await callBack(decided);
    return decided;
  };

  /** Times out prompts nobody answered and posts every callback not yet taken; the sandbox's loop runs it. */
  const sweep = async () => {
    await db
      .update(sandboxWalletRequests)
      .set({ state: 'timeout' })
      .where(
        and(eq(sandboxWalletRequests.state, 'pending'), lte(sandboxWalletRequests.expiresAt, sql`now()`)),
      );
    const due = await db
      .select()
      .from(sandboxWalletRequests)
      .where(
        and(isNull(sandboxWalletRequests.calledBackAt), sql`${sandboxWalletRequests.state} <> 'pending'`),
      )
      .orderBy(asc(sandboxWalletRequests.id))
      .limit(50);
    for (const row of due) await callBack(row);
    return due.length;
  };

  /** The prompts waiting on phones, for `/host`'s phone. */
  const prompts = () =>
    db
      .select()
      .from(sandboxWalletRequests)
      .where(
        and(
          eq(sandboxWalletRequests.state, 'pending'),
          eq(sandboxWalletRequests.kind, 'collection'),
          sql`${sandboxWalletRequests.expiresAt} > now()`,
        ),
      )
      .orderBy(asc(sandboxWalletRequests.id))
      .limit(20);

  return { rails, answer, sweep, prompts, walletName: (code: string) => findWallet(code)?.name ?? code };
};
export type SandboxWallet = ReturnType<typeof createSandboxWallet>;
