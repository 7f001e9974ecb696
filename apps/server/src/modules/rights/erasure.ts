import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { borrowers, sessions, smsCodes } from '../../db/schema/auth.ts';
import { payoutAccounts } from '../../db/schema/bank.ts';
import { cardRepayments, repaymentCards, repayTokens } from '../../db/schema/card-store.ts';
import { complaintImages, complaints } from '../../db/schema/complaint.ts';
import { contactMessages } from '../../db/schema/content.ts';
import { idempotencyKeys } from '../../db/schema/idempotency.ts';
import { orders, payouts } from '../../db/schema/loan.ts';
import { outbox } from '../../db/schema/outbox.ts';
import {
  promotionCaptchas,
  promotionEvents,
  promotionRegistrations,
  promotionSmsCodes,
} from '../../db/schema/promotion.ts';
import { rightsRequests } from '../../db/schema/rights.ts';
import { sandboxSms } from '../../db/schema/sandbox.ts';
import { trackedEvents } from '../../db/schema/support.ts';
import { ussdLanguages, ussdPins } from '../../db/schema/ussd.ts';

/** The ways a person may have typed the phone into a free form (the site's contact form). */
const phoneDigits = (phone: string) => {
  const national = phone.slice(3);
  return [phone, `0${national}`, national];
};

/**
 * Erases, in the caller's transaction, what the law does not oblige the lender to keep
 * (docs/data-rights.md): sessions and devices, login codes, SMS, complaint words and photos, unused
 * accounts, app activity, the USSD PIN and language, request words. Loan and payment records, consents and the complaint and
 * request registers stay. The borrower row keeps the phone only when there are loans to keep it for.
 * Answers the storage keys of the photos, removed by the caller once the transaction has committed.
 */
export const eraseAccount = async (
  tx: Tx,
  borrower: { id: number; phone: string },
  closing: { closedAt: Date; keptUntil: Date | null },
) => {
  const { id, phone } = borrower;
  const photos = await tx
    .delete(complaintImages)
    .where(eq(complaintImages.borrowerId, id))
    .returning({ storageKey: complaintImages.storageKey });
  await tx.update(complaints).set({ detail: '', reply: '' }).where(eq(complaints.borrowerId, id));
  await tx.delete(sessions).where(eq(sessions.borrowerId, id));
  await tx.delete(smsCodes).where(eq(smsCodes.phone, phone));
  await tx.delete(outbox).where(and(eq(outbox.kind, 'sms'), sql`${outbox.payload}->>'phone' = ${phone}`));
  await tx.delete(sandboxSms).where(eq(sandboxSms.phone, phone));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.borrowerId, id));
  await tx.delete(ussdPins).where(eq(ussdPins.borrowerId, id));
  await tx.delete(ussdLanguages).where(eq(ussdLanguages.phone, phone));
  await tx.delete(trackedEvents).where(eq(trackedEvents.borrowerId, id));
  await tx.delete(promotionRegistrations).where(eq(promotionRegistrations.borrowerId, id));
  await tx.delete(promotionEvents).where(eq(promotionEvents.phone, phone));
  await tx.delete(promotionCaptchas).where(eq(promotionCaptchas.phone, phone));
  await tx.delete(promotionSmsCodes).where(eq(promotionSmsCodes.phone, phone));
  await tx
    .delete(contactMessages)
    .where(inArray(sql`regexp_replace(${contactMessages.telephone}, '\\D', '', 'g')`, phoneDigits(phone)));
  // An account a loan was paid to, or a card a payment came from, is part of that loan's record.
  const paidTo = tx.select({ id: payouts.accountId }).from(payouts).where(isNotNull(payouts.accountId));
  const chosen = tx
    .select({ id: orders.payoutAccountId })
    .from(orders)
    .where(isNotNull(orders.payoutAccountId));
  await tx
    .delete(payoutAccounts)
    .where(
      and(
        eq(payoutAccounts.borrowerId, id),
        notInArray(payoutAccounts.id, paidTo),
        notInArray(payoutAccounts.id, chosen),
      ),
    );
  const used = tx.select({ id: cardRepayments.tokenId }).from(cardRepayments);
  await tx.delete(repayTokens).where(and(eq(repayTokens.borrowerId, id), notInArray(repayTokens.id, used)));
  const charged = tx.select({ id: cardRepayments.cardId }).from(cardRepayments);
  await tx
    .delete(repaymentCards)
    .where(and(eq(repaymentCards.borrowerId, id), notInArray(repaymentCards.id, charged)));
  await tx.update(rightsRequests).set({ detail: null }).where(eq(rightsRequests.borrowerId, id));
  await tx
    .update(borrowers)
    .set({
      language: null,
      appRatedAt: null,
      closedAt: closing.closedAt,
      keptUntil: closing.keptUntil,
      // Nothing kept to tie the phone to: it is freed, and a later login starts a new account.
      ...(closing.keptUntil ? {} : { phone: `closed-${id}` }),
    })
    .where(eq(borrowers.id, id));
  return photos.map((p) => p.storageKey);
};
