import { randomInt } from 'node:crypto';
import { Code } from '@tz-loan/contract/platform/envelope';
import { formatPhone, normalizePhone } from '@tz-loan/contract/platform/phone';
import { findWallet, walletForPhone } from '@tz-loan/contract/repayment/mobile-money';
import { RepayType } from '@tz-loan/contract/repayment/paths';
import type { PushView } from '@tz-loan/contract/repayment/push';
import { isPushWorthShowing, type PushState } from '@tz-loan/contract/repayment/push-paths';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { borrowers } from '../../../db/schema/auth.ts';
import { paymentNotifications, trades } from '../../../db/schema/repayment.ts';
import { badRequest, DomainError, notFound } from '../../../domain/errors.ts';
import type { MobileMoneyRails, TransactionStatus } from '../../../providers/mobile-money/mobile-money.ts';
import { type Language, say } from '../../../shared/i18n.ts';
import { ORDER_NOT_FOUND } from '../../../shared/refusals.ts';
import { enqueue } from '../../outbox/outbox.ts';
import { applyPayment } from '../ledger.ts';
import { findTrade, type TradeRow } from '../repository.ts';
import type { RepayService } from '../service.ts';
import { tzs } from '../views.ts';
import { PUSH_REFUSALS, PUSH_TEXTS } from './texts.ts';

/** An open push older than this is asked for by status (its callback may never come). */
export const PUSH_STATUS_AFTER_MS = 2 * 60_000;
/** A replaced push is asked for this long at most: no wallet's prompt lives longer. */
const REPLACED_ASKED_FOR_MS = 24 * 3_600_000;

const tradeNumber = () => `P${Date.now().toString(36).toUpperCase()}${randomInt(1e6, 1e7)}`;

/** Wallets move whole shillings: the amount is rounded up to one; the cents beyond become a credit. */
export const wholeShillings = (minor: number) => Math.ceil(minor / 100) * 100;

export type PushDeps = {
  repay: RepayService;
  rails: MobileMoneyRails | null;
  /** Sends an outbox row at once (not awaited by the borrower's call). */
  sendNow: (outboxId: number) => void;
  now?: () => Date;
};

export type Settled = { outcome: 'applied' | 'duplicate' | 'failed' | 'held' | 'ignored'; reason: string };

const stateOf = (trade: TradeRow): PushState => {
  if (trade.state === 'paid') return 'paid';
  if (trade.state === 'failed') {
    return trade.failReason === 'declined'
      ? 'declined'
      : trade.failReason === 'timeout'
        ? 'timedOut'
        : 'failed';
  }
  // A push replaced by Pay Now after it stopped waiting is over for the borrower.
  if (trade.state !== 'open') return 'timedOut';
  return trade.pushedAt ? 'waiting' : 'sending';
};

/**
 * Pay from my phone (PRODUCT.md §17): a push is a trade of the order (one open at a time, checked as
 * Pay Now is), written with its outbox row in one transaction; the outbox worker asks the wallet to
 * push the PIN prompt, and the wallet's callback (or, when none comes, its status) settles it: once.
 */
export const createPushService = (db: Db, deps: PushDeps) => {
  const now = deps.now ?? (() => new Date());

  const view = (trade: TradeRow, language: Language): PushView => {
    const state = stateOf(trade);
    const values = {
      wallet: findWallet(trade.bankCode)?.name ?? trade.bankCode,
      phone: formatPhone(trade.payerAccount),
      amount: tzs(trade.amount),
      receipt: trade.providerRef,
      reason: trade.failReason,
    };
    return {
      tradeNo: trade.tradeNo,
      orderId: String(trade.orderId),
      state,
      wallet: trade.bankCode,
      phone: values.phone,
      amount: trade.amount,
      kind: trade.kind === 'deferral' ? 'deferral' : 'repayment',
      receipt: state === 'paid' ? trade.providerRef : '',
      message: say(PUSH_TEXTS[state], language, values),
      updatedAt: (trade.settledAt ?? trade.pushedAt ?? trade.createdAt).toISOString(),
    };
  };

  const start = async (
    borrowerId: number,
    input: { orderId: number; amount: number; isDelay: boolean; wallet: string; phone: string },
    language: Language,
  ): Promise<PushView> => {
    if (!deps.rails) throw new DomainError(Code.conflict, PUSH_REFUSALS.notOffered);
    const wallet = findWallet(input.wallet);
    if (!wallet) throw badRequest(PUSH_REFUSALS.wallet);
    const phone = normalizePhone(input.phone);
    if (!phone) throw badRequest(PUSH_REFUSALS.phone);
    const kind = input.isDelay ? 'deferral' : 'repayment';
    const amount = wholeShillings(input.amount);
    const same = (
      open: {
        repayType: string;
        kind: string;
        amount: number;
        bankCode: string;
        payerAccount: string;
      } | null,
    ) =>
      open?.repayType === RepayType.push &&
      open.kind === kind &&
      open.amount === amount &&
      open.bankCode === wallet.code &&
      open.payerAccount === phone;

    const seen = await deps.repay.owedOrder(db, borrowerId, input.orderId);
    deps.repay.expectPayable(seen, input);
    // The same push again (a double tap, a retry) is the one already open.
    if (same(seen.order.openTrade) && seen.order.openTrade) {
      const open = await findTrade(db, seen.order.openTrade.tradeNo);
      if (open) return view(open, language);
    }
    deps.repay.expectNoWaitingPush(seen.order);

    const created = await db.transaction(async (tx) => {
      const locked = await deps.repay.owedOrder(tx, borrowerId, input.orderId, true);
      deps.repay.expectPayable(locked, input);
      const open = locked.order.openTrade;
      if (same(open) && open) {
        const existing = await findTrade(tx, open.tradeNo);
        if (existing) return { trade: existing, outboxId: null };
      }
      deps.repay.expectNoWaitingPush(locked.order);
      const at = now();
      if (open) await deps.repay.replaceOpenTrade(tx, open, at);
      const tradeNo = tradeNumber();
      const [trade] = await tx
        .insert(trades)
        .values({
          tradeNo,
          orderId: locked.order.id,
          borrowerId,
          kind,
          amount,
          bankCode: wallet.code,
          payerAccount: phone,
          repayType: RepayType.push,
          createdAt: at,
        })
        .returning();
      if (!trade) throw new Error('the push was not written');
      const outboxId = await enqueue(tx, 'push', tradeNo, { tradeNo });
      return { trade, outboxId };
    });
    if (created.outboxId !== null) deps.sendNow(created.outboxId);
    return view(created.trade, language);
  };

  const state = async (
    borrowerId: number,
    input: { orderId: number; tradeNo?: string | undefined },
    language: Language,
  ) => {
    const [borrower] = await db
      .select({ phone: borrowers.phone })
      .from(borrowers)
      .where(eq(borrowers.id, borrowerId));
    if (!borrower) throw notFound(ORDER_NOT_FOUND);
    const [trade] = await db
      .select()
      .from(trades)
      .where(
        and(
          eq(trades.orderId, input.orderId),
          eq(trades.borrowerId, borrowerId),
          eq(trades.repayType, RepayType.push),
          input.tradeNo ? eq(trades.tradeNo, input.tradeNo) : undefined,
        ),
      )
      .orderBy(desc(trades.id))
      .limit(1);
    if (input.tradeNo && !trade) throw notFound(PUSH_REFUSALS.noPush);
    const push = trade ? view(trade, language) : null;
    return {
      push,
      reopen: push !== null && isPushWorthShowing(push, now().getTime()),
      ownPhone: formatPhone(borrower.phone),
      ownWallet: walletForPhone(borrower.phone),
    };
  };

  const log = (tradeNo: string, result: Settled, body: string, amount?: number) =>
    db
      .insert(paymentNotifications)
      .values({ tradeNo, amount, outcome: result.outcome, reason: result.reason, body: body.slice(0, 4000) })
      .then(() => result);

  /**
   * What the wallet says became of a push, from its callback or its status, applied once: a success
   * is written to the ledger under the order's lock (a second telling is a duplicate); a failure ends
   * an open push. Unknown, foreign and already-final pushes change nothing, and every telling is kept.
   */
  const settle = async (
    reference: string,
    result: Extract<TransactionStatus, { state: 'succeeded' } | { state: 'failed' }>,
    told: string,
  ): Promise<Settled> => {
    const trade = await findTrade(db, reference);
    if (!trade) return log(reference, { outcome: 'ignored', reason: 'unknown push' }, told);
    if (trade.repayType !== RepayType.push) {
      return log(reference, { outcome: 'ignored', reason: 'not a push' }, told);
    }
    if (result.state === 'failed') {
      // A replaced push ends too, so that the sweep stops asking about it.
      if (trade.state !== 'open' && trade.state !== 'replaced') {
        return log(reference, { outcome: 'ignored', reason: `already ${trade.state}` }, told);
      }
      await db
        .update(trades)
        .set({ state: 'failed', failReason: result.reason, settledAt: now() })
        .where(and(eq(trades.id, trade.id), inArray(trades.state, ['open', 'replaced'])));
      return log(reference, { outcome: 'failed', reason: `${result.reason}: ${result.detail}` }, told);
    }
    // The wallet took the money: whatever the trade's state (a late success after a timeout), it is paid.
    if (result.amount !== trade.amount) {
      return log(
        reference,
        { outcome: 'held', reason: `amount ${result.amount} disagrees with push ${trade.amount}` },
        told,
        result.amount,
      );
    }
    const applied = await db.transaction(async (tx) => {
      const done = await applyPayment(
        tx,
        {
          trade,
          reference: `push:${trade.tradeNo}`,
          source: 'provider',
          amount: result.amount,
          actor: 'provider',
        },
        now(),
      );
      if (done.applied) {
        await tx.update(trades).set({ providerRef: result.providerRef }).where(eq(trades.id, trade.id));
      }
      return done;
    });
    return log(
      reference,
      applied.applied
        ? { outcome: 'applied', reason: applied.settled ? 'settled the loan' : '' }
        : { outcome: 'duplicate', reason: applied.reason },
      told,
      result.amount,
    );
  };

  /** The wallet took the push: the borrower is now asked for their PIN. */
  const markPushed = (tradeNo: string, providerRef: string) =>
    db
      .update(trades)
      .set({ pushedAt: now(), providerRef })
      .where(and(eq(trades.tradeNo, tradeNo), isNull(trades.pushedAt)));

  /**
   * Asks the wallet about open pushes whose callback has not come after a few minutes, and settles
   * what it says. Any process may run it: settling is idempotent. A push the wallet took that was
   * replaced after its hold (Pay Now, another push) is asked about too until the wallet ends it, or
   * its approval, if the callback was lost, would never reach the ledger.
   */
  const sweep = async (limit = 50) => {
    if (!deps.rails) return 0;
    const stale = await db
      .select()
      .from(trades)
      .where(
        and(
          or(
            eq(trades.state, 'open'),
            and(
              eq(trades.state, 'replaced'),
              isNotNull(trades.pushedAt),
              gt(trades.createdAt, new Date(now().getTime() - REPLACED_ASKED_FOR_MS)),
            ),
          ),
          eq(trades.repayType, RepayType.push),
          lt(trades.createdAt, new Date(now().getTime() - PUSH_STATUS_AFTER_MS)),
        ),
      )
      .orderBy(trades.createdAt)
      .limit(limit);
    for (const trade of stale) {
      const status = await deps.rails.status({ reference: trade.tradeNo, kind: 'collection' });
      if (status.state === 'succeeded' || status.state === 'failed') {
        await settle(trade.tradeNo, status, `status: ${JSON.stringify(status)}`);
      }
    }
    return stale.length;
  };

  return { start, state, settle, markPushed, sweep, view };
};
export type PushService = ReturnType<typeof createPushService>;

/** The outbox's sender of pushes: asks the wallet, and asks first whether a retried one was taken. */
export const pushSender =
  (db: Db, rails: MobileMoneyRails, push: PushService) =>
  async (row: { payload: unknown; attempts: number }) => {
    const { tradeNo } = row.payload as { tradeNo: string };
    const trade = await findTrade(db, tradeNo);
    if (trade?.state !== 'open') return { outcome: 'done' as const, providerRef: '' };
    if (row.attempts > 1) {
      const status = await rails.status({ reference: tradeNo, kind: 'collection' });
      if (status.state === 'unreachable') return { outcome: 'retry' as const, reason: status.reason };
      if (status.state === 'pending') {
        await push.markPushed(tradeNo, '');
        return { outcome: 'done' as const, providerRef: '' };
      }
      if (status.state !== 'unknown') {
        await push.settle(tradeNo, status, `status on retry: ${JSON.stringify(status)}`);
        return {
          outcome: 'done' as const,
          providerRef: status.state === 'succeeded' ? status.providerRef : '',
        };
      }
    }
    const answer = await rails.push({
      reference: tradeNo,
      phone: trade.payerAccount,
      wallet: trade.bankCode as never,
      amount: trade.amount,
    });
    if (answer.outcome === 'accepted') {
      await push.markPushed(tradeNo, answer.providerRef);
      return { outcome: 'done' as const, providerRef: answer.providerRef };
    }
    if (answer.outcome === 'refused') {
      await push.settle(
        tradeNo,
        { state: 'failed', reason: 'refused', detail: answer.reason },
        'push refused',
      );
      return { outcome: 'dead' as const, reason: answer.reason };
    }
    return { outcome: 'retry' as const, reason: answer.reason };
  };
