import { OrderStatus } from '@tz-loan/contract/loan/order-status';
import { USSD_PIN_TRIES } from '@tz-loan/contract/ussd/paths';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { borrowers } from '../../db/schema/auth.ts';
import { orders, products } from '../../db/schema/loan.ts';
import { payments } from '../../db/schema/repayment.ts';
import { ussdLanguages, ussdPins } from '../../db/schema/ussd.ts';
import type { Language } from '../../shared/i18n.ts';

/** The phone's borrower, closed or not; null when the phone has none. */
export const borrowerOfPhone = async (db: DbOrTx, phone: string) => {
  const [row] = await db
    .select({ id: borrowers.id, phone: borrowers.phone, closedAt: borrowers.closedAt })
    .from(borrowers)
    .where(eq(borrowers.phone, phone));
  return row ?? null;
};

/** The borrower's newest paid-out loan still being repaid; null when there is none. */
export const openLoanOf = async (db: DbOrTx, borrowerId: number) => {
  const [row] = await db
    .select({ id: orders.id, productName: products.name })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(and(eq(orders.borrowerId, borrowerId), eq(orders.status, OrderStatus.repaying)))
    .orderBy(desc(orders.id))
    .limit(1);
  return row ?? null;
};

/** The borrower's last payment, on any of their loans; null when they never paid. */
export const lastPaymentOf = async (db: DbOrTx, borrowerId: number) => {
  const [row] = await db
    .select({ id: payments.id, orderId: payments.orderId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(orders.borrowerId, borrowerId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
};

export const languageOfPhone = async (db: DbOrTx, phone: string): Promise<Language | null> => {
  const [row] = await db
    .select({ language: ussdLanguages.language })
    .from(ussdLanguages)
    .where(eq(ussdLanguages.phone, phone));
  return row?.language === 'en' || row?.language === 'sw' ? row.language : null;
};

export const setLanguageOfPhone = (db: DbOrTx, phone: string, language: Language) =>
  db
    .insert(ussdLanguages)
    .values({ phone, language })
    .onConflictDoUpdate({ target: ussdLanguages.phone, set: { language, updatedAt: sql`now()` } });

export const pinOf = async (db: DbOrTx, borrowerId: number) => {
  const [row] = await db.select().from(ussdPins).where(eq(ussdPins.borrowerId, borrowerId));
  return row ?? null;
};

/** Sets or replaces the PIN: the count of wrong tries and the lock go with the old one. */
export const savePin = async (
  db: DbOrTx,
  values: { borrowerId: number; hash: string; salt: string; setAt: Date },
) => {
  const fresh = { hash: values.hash, salt: values.salt, setAt: values.setAt };
  await db
    .insert(ussdPins)
    .values({ ...values, failedTries: 0 })
    .onConflictDoUpdate({
      target: ussdPins.borrowerId,
      set: { ...fresh, failedTries: 0, lockedAt: null, lastChecked: null },
    });
};

/**
 * Counts one PIN check in a single statement, so that concurrent checks each count: a right PIN clears
 * the count, a wrong one adds to it and the last allowed locks it. The same request seen again (`checked`
 * equal to the last one counted) changes nothing. Only the PIN that was compared (`hash`) and only while
 * unlocked: null when it was locked or replaced meanwhile.
 */
export const countPinCheck = async (
  db: DbOrTx,
  check: { borrowerId: number; hash: string; right: boolean; checked: string; at: Date },
) => {
  const seen = sql`${ussdPins.lastChecked} is not distinct from ${check.checked}`;
  const tries = check.right
    ? sql`case when ${seen} then ${ussdPins.failedTries} else 0 end`
    : sql`case when ${seen} then ${ussdPins.failedTries} else ${ussdPins.failedTries} + 1 end`;
  const [row] = await db
    .update(ussdPins)
    .set({
      failedTries: tries,
      lockedAt: check.right
        ? ussdPins.lockedAt
        : sql`case when not (${seen}) and ${ussdPins.failedTries} + 1 >= ${USSD_PIN_TRIES} then ${check.at.toISOString()}::timestamptz else ${ussdPins.lockedAt} end`,
      lastChecked: check.checked,
    })
    .where(
      and(
        eq(ussdPins.borrowerId, check.borrowerId),
        eq(ussdPins.hash, check.hash),
        isNull(ussdPins.lockedAt),
      ),
    )
    .returning({ failedTries: ussdPins.failedTries, lockedAt: ussdPins.lockedAt });
  return row ?? null;
};
