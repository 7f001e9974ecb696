import { Code } from '@tz-loan/contract/platform/envelope';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { trades, utrSubmissions } from '../../../db/schema/repayment.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { ORDER_NOT_FOUND } from '../../../shared/refusals.ts';
import { applyPayment } from '../ledger.ts';
import { readRepayOrder } from '../repository.ts';
import type { RepayService } from '../service.ts';
import { PAY_TEXTS, REPAY_REFUSALS } from '../texts.ts';

/**
 * Payment references (UTR, PRODUCT.md §11): a borrower who paid outside the app's flow sends the
 * reference of their open payment; staff confirm it (the trade's amount enters the ledger, once) or
 * refuse it. A reference belongs to one order, ever.
 */
export const createUtrService = (db: Db, repay: Pick<RepayService, 'owedOrder'>, now = () => new Date()) => {
  const submit = async (borrowerId: number, input: { orderId: number; utr: string; isDelay: boolean }) => {
    const utr = input.utr.toUpperCase();
    // Another borrower's order, or none: answered as missing before anything about references is told.
    if (!(await readRepayOrder(db, input.orderId, { borrowerId }))) throw notFound(ORDER_NOT_FOUND);
    const [existing] = await db.select().from(utrSubmissions).where(eq(utrSubmissions.utr, utr));
    if (existing) {
      if (existing.orderId === input.orderId) return { message: PAY_TEXTS.referenceReceived };
      throw new DomainError(Code.conflict, REPAY_REFUSALS.referenceUsed);
    }
    const { order } = await repay.owedOrder(db, borrowerId, input.orderId);
    const trade = order.openTrade;
    if (!trade || trade.kind !== (input.isDelay ? 'deferral' : 'repayment')) {
      throw new DomainError(Code.conflict, REPAY_REFUSALS.payNowFirst);
    }
    try {
      await db.insert(utrSubmissions).values({ utr, orderId: order.id, tradeId: trade.id, createdAt: now() });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const [winner] = await db.select().from(utrSubmissions).where(eq(utrSubmissions.utr, utr));
      if (winner?.orderId !== order.id) throw new DomainError(Code.conflict, REPAY_REFUSALS.referenceUsed);
    }
    return { message: PAY_TEXTS.referenceReceived };
  };

  /** Staff settle a submitted reference: confirmed pays its trade into the ledger, exactly once. */
  const decide = async (orderId: number, utrText: string, decision: 'confirm' | 'reject', actor: string) => {
    const utr = utrText.toUpperCase();
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(utrSubmissions)
        .where(and(eq(utrSubmissions.utr, utr), eq(utrSubmissions.orderId, orderId)))
        .for('update');
      if (!row) throw notFound(`No reference ${utr} was submitted for order ${orderId}`);
      if (row.state !== 'pending') {
        throw new DomainError(Code.conflict, `Reference ${utr} is already ${row.state}`);
      }
      const [trade] = await tx.select().from(trades).where(eq(trades.id, row.tradeId));
      if (!trade) throw new Error(`trade ${row.tradeId} is missing`);
      const at = now();
      await tx
        .update(utrSubmissions)
        .set({ state: decision === 'confirm' ? 'confirmed' : 'rejected', decidedAt: at })
        .where(eq(utrSubmissions.id, row.id));
      if (decision === 'reject') return { utr, state: 'rejected', applied: 0 };
      const applied = await applyPayment(
        tx,
        { trade, reference: `utr:${utr}`, source: 'utr', amount: trade.amount, actor },
        at,
      );
      // The reference names the payment of its trade: once that payment has arrived (through the
      // provider or another reference; checked under the order's lock), confirming it would count the
      // same money twice.
      if (!applied.applied && applied.reason === 'already-paid') {
        throw new DomainError(
          Code.conflict,
          `The payment of trade ${trade.tradeNo} has already arrived; reject reference ${utr} instead`,
        );
      }
      return { utr, state: 'confirmed', applied: applied.applied ? trade.amount : 0 };
    });
  };

  /** A reference waiting for staff, with the amount confirming it would pay; refused otherwise. */
  const pending = async (orderId: number, utrText: string) => {
    const utr = utrText.toUpperCase();
    const [row] = await db
      .select({ state: utrSubmissions.state, amount: trades.amount })
      .from(utrSubmissions)
      .innerJoin(trades, eq(trades.id, utrSubmissions.tradeId))
      .where(and(eq(utrSubmissions.utr, utr), eq(utrSubmissions.orderId, orderId)));
    if (!row) throw notFound(`No reference ${utr} was submitted for order ${orderId}`);
    if (row.state !== 'pending')
      throw new DomainError(Code.conflict, `Reference ${utr} is already ${row.state}`);
    return { utr, amount: row.amount };
  };

  return { submit, decide, pending };
};
export type UtrService = ReturnType<typeof createUtrService>;
