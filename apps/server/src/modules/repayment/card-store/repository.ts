import { and, count, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { cardRepayments, repaymentCards, repayTokens } from '../../../db/schema/card-store.ts';
import { trades } from '../../../db/schema/repayment.ts';

export type CardRow = typeof repaymentCards.$inferSelect;
export type RecordRow = typeof cardRepayments.$inferSelect;
export type TokenRow = typeof repayTokens.$inferSelect;

export const listCards = (db: DbOrTx, borrowerId: number) =>
  db
    .select()
    .from(repaymentCards)
    .where(eq(repaymentCards.borrowerId, borrowerId))
    .orderBy(repaymentCards.id);

export const countCards = async (db: DbOrTx, borrowerId: number) => {
  const [row] = await db
    .select({ n: count() })
    .from(repaymentCards)
    .where(eq(repaymentCards.borrowerId, borrowerId));
  return row?.n ?? 0;
};

/** One card, only if it is the borrower's. */
export const findCard = async (db: DbOrTx, borrowerId: number, cardId: number) => {
  const [row] = await db
    .select()
    .from(repaymentCards)
    .where(and(eq(repaymentCards.id, cardId), eq(repaymentCards.borrowerId, borrowerId)));
  return row ?? null;
};

/** The borrower's card with these bank, last four and expiry: the same card added again. */
export const findSameCard = async (
  db: DbOrTx,
  card: Pick<CardRow, 'borrowerId' | 'bankCode' | 'last4' | 'expiryMonth' | 'expiryYear'>,
) => {
  const [row] = await db
    .select()
    .from(repaymentCards)
    .where(
      and(
        eq(repaymentCards.borrowerId, card.borrowerId),
        eq(repaymentCards.bankCode, card.bankCode),
        eq(repaymentCards.last4, card.last4),
        eq(repaymentCards.expiryMonth, card.expiryMonth),
        eq(repaymentCards.expiryYear, card.expiryYear),
      ),
    );
  return row ?? null;
};

export const insertCard = async (db: DbOrTx, values: typeof repaymentCards.$inferInsert) => {
  const [row] = await db.insert(repaymentCards).values(values).onConflictDoNothing().returning();
  return row ?? null;
};

export const insertToken = (db: DbOrTx, values: typeof repayTokens.$inferInsert) =>
  db.insert(repayTokens).values(values);

/** A token by its hash, locked until the transaction ends. */
export const lockToken = async (db: DbOrTx, tokenHash: string) => {
  const [row] = await db.select().from(repayTokens).where(eq(repayTokens.tokenHash, tokenHash)).for('update');
  return row ?? null;
};

/** Uses a token once: false when it was used already. */
export const useToken = async (db: DbOrTx, tokenId: number, at: Date) => {
  const rows = await db
    .update(repayTokens)
    .set({ usedAt: at })
    .where(and(eq(repayTokens.id, tokenId), sql`${repayTokens.usedAt} is null`))
    .returning({ id: repayTokens.id });
  return rows.length === 1;
};

/** Pending records of the order whose code has expired end as 'expired'. */
export const expirePending = (db: DbOrTx, orderId: number, at: Date) =>
  db
    .update(cardRepayments)
    .set({ status: 'expired', reason: 'the code expired', endedAt: at })
    .where(
      and(
        eq(cardRepayments.orderId, orderId),
        eq(cardRepayments.status, 'pending'),
        lte(cardRepayments.codeExpiresAt, at),
      ),
    );

export const findPending = async (db: DbOrTx, orderId: number) => {
  const [row] = await db
    .select({ id: cardRepayments.id })
    .from(cardRepayments)
    .where(and(eq(cardRepayments.orderId, orderId), eq(cardRepayments.status, 'pending')));
  return row ?? null;
};

/** Whether the card has paid before: its first payment needs the SMS code. */
export const hasSettledPayment = async (db: DbOrTx, cardId: number) => {
  const [row] = await db
    .select({ id: cardRepayments.id })
    .from(cardRepayments)
    .where(and(eq(cardRepayments.cardId, cardId), eq(cardRepayments.status, 'settled')))
    .limit(1);
  return row !== undefined;
};

export const insertRecord = async (db: DbOrTx, values: typeof cardRepayments.$inferInsert) => {
  const [row] = await db.insert(cardRepayments).values(values).returning();
  if (!row) throw new Error('the card payment was not written');
  return row;
};

export const setCodeHash = (db: DbOrTx, recordId: number, codeHash: string) =>
  db.update(cardRepayments).set({ codeHash }).where(eq(cardRepayments.id, recordId));

/** One record of the borrower and order, locked until the transaction ends. */
export const lockRecord = async (db: DbOrTx, recordId: number, borrowerId: number, orderId: number) => {
  const [row] = await db
    .select()
    .from(cardRepayments)
    .where(
      and(
        eq(cardRepayments.id, recordId),
        eq(cardRepayments.borrowerId, borrowerId),
        eq(cardRepayments.orderId, orderId),
      ),
    )
    .for('update');
  return row ?? null;
};

export const countWrongTry = async (db: DbOrTx, recordId: number, cancelAt: number, at: Date) => {
  const [row] = await db
    .update(cardRepayments)
    .set({
      wrongTries: sql`${cardRepayments.wrongTries} + 1`,
      status: sql`case when ${cardRepayments.wrongTries} + 1 >= ${cancelAt} then 'cancelled' else ${cardRepayments.status} end`,
      reason: sql`case when ${cardRepayments.wrongTries} + 1 >= ${cancelAt} then 'too many wrong codes' else ${cardRepayments.reason} end`,
      endedAt: sql`case when ${cardRepayments.wrongTries} + 1 >= ${cancelAt} then ${at.toISOString()}::timestamptz else ${cardRepayments.endedAt} end`,
    })
    .where(and(eq(cardRepayments.id, recordId), eq(cardRepayments.status, 'pending')))
    .returning({ wrongTries: cardRepayments.wrongTries, status: cardRepayments.status });
  return row ?? null;
};

/** Ends a pending record unpaid: declined, cancelled or expired. */
export const endRecord = (db: DbOrTx, recordId: number, status: string, reason: string, at: Date) =>
  db
    .update(cardRepayments)
    .set({ status, reason, endedAt: at })
    .where(and(eq(cardRepayments.id, recordId), eq(cardRepayments.status, 'pending')));

/** Marks a record settled by its trade; false when it was not pending (it cannot settle twice). */
export const settleRecord = async (db: DbOrTx, recordId: number, tradeId: number, at: Date) => {
  const rows = await db
    .update(cardRepayments)
    .set({ status: 'settled', tradeId, endedAt: at })
    .where(and(eq(cardRepayments.id, recordId), eq(cardRepayments.status, 'pending')))
    .returning({ id: cardRepayments.id });
  return rows.length === 1;
};

/** The trade a card payment enters the ledger by: written already paid, so no open trade is touched. */
export const insertCardTrade = async (db: DbOrTx, values: typeof trades.$inferInsert) => {
  const [row] = await db.insert(trades).values(values).returning();
  if (!row) throw new Error('the card trade was not written');
  return row;
};
