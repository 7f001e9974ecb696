import { OrderStatus } from '@tz-loan/contract/loan/order-status';
import { Code } from '@tz-loan/contract/platform/envelope';
import { SCREEN } from '@tz-loan/contract/screens';
import type { Db } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import type { Borrower } from '../../../domain/borrower.ts';
import { badRequest, DomainError } from '../../../domain/errors.ts';
import { priceLoan } from '../../../domain/pricing.ts';
import type { BankService } from '../../bank/service.ts';
import { type Choice, resolveChoice } from './choice.ts';
import { requireOwnOrder, requireProduct } from './lookup.ts';
import { findOpenOrder, insertOrder, type OrderRow } from './repository.ts';
import { CONFIRM_REFUSALS } from './texts.ts';

export type SubmitInput = {
  productId: number;
  amount: number;
  periods: number;
  termUnit: number;
  /** Tells apart two terms of the same number of instalments (PRODUCT.md §19). */
  termDays?: number | undefined;
  /** A retry may name the order it is retrying; it must be the caller's own. */
  orderId?: number | undefined;
};

export type SubmitAnswer = { orderId: string; lendDetailsUrl: string };

const answer = (order: OrderRow): SubmitAnswer => ({
  orderId: String(order.id),
  lendDetailsUrl: `${SCREEN.loanDetails}?orderId=${order.id}&productId=${order.productId}`,
});

/**
 * A repeat of the same application gets its order back; anything else waits for it to finish. The
 * refusal names the open loan (its id and loan details address, as a success names the new one), so
 * the app can take the borrower there; it writes nothing.
 */
const answerOpen = (open: OrderRow, choice: Choice, productId: number): SubmitAnswer => {
  const same =
    open.status === OrderStatus.underReview &&
    open.productId === productId &&
    open.amount === choice.amount &&
    open.periods === choice.periods &&
    open.termDays === choice.termDays;
  if (!same) throw new DomainError(Code.conflict, CONFIRM_REFUSALS.orderInProgress, undefined, answer(open));
  return answer(open);
};

/**
 * Applies for a loan. Idempotent without a key: the database allows one unfinished order per
 * borrower, so of concurrent submits one inserts and the others find its order and answer with it.
 */
export const createSubmit =
  (db: Db, bank: Pick<BankService, 'currentAccount'>) =>
  async (borrower: Borrower, input: SubmitInput): Promise<SubmitAnswer> => {
    const product = await requireProduct(db, input.productId);
    // Any amount and term the product offers (PRODUCT.md §19), priced here as the confirmation priced it.
    const choice = resolveChoice(product, input);
    if (input.orderId) await requireOwnOrder(db, borrower.id, input.orderId);
    // The loan is paid out to this account: without one it could only fail its payout later (151).
    if (!(await bank.currentAccount(borrower.id))) throw badRequest(CONFIRM_REFUSALS.noPayoutAccount);
    const price = priceLoan({
      amount: choice.amount,
      termDays: choice.termDays,
      periods: choice.periods,
      interestRateBp: product.interestRateBp,
      serviceFeeBp: product.serviceFeeBp,
      interestMethod: product.interestMethod,
    });
    // The open order can close between the failed insert and the read; one more round settles it.
    for (let attempt = 0; attempt < 3; attempt++) {
      const open = await findOpenOrder(db, borrower.id);
      if (open) return answerOpen(open, choice, product.id);
      try {
        const order = await db.transaction((tx) =>
          insertOrder(
            tx,
            {
              borrowerId: borrower.id,
              productId: product.id,
              // The version priced here: its penalty and roll-over terms stay this loan's (PRODUCT.md §18).
              productVersion: product.version,
              termDays: choice.termDays,
              periods: choice.periods,
              status: OrderStatus.underReview,
            },
            price,
          ),
        );
        return answer(order);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    const open = await findOpenOrder(db, borrower.id);
    throw new DomainError(
      Code.conflict,
      CONFIRM_REFUSALS.orderInProgress,
      undefined,
      open ? answer(open) : undefined,
    );
  };
