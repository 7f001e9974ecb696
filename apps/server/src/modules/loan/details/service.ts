import { SERVICE_TELEPHONE } from '@tz-loan/contract/constants';
import { formatDateTime } from '@tz-loan/contract/date';
import type { LoanDetailsData } from '@tz-loan/contract/loan';
import { formatMoney } from '@tz-loan/contract/money';
import { OrderStatus } from '@tz-loan/contract/order-status';
import type { TextValueRow } from '@tz-loan/contract/params';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../http/app-error.ts';
import { checkClaimedUser, refuseOrPass, type SessionClaim } from '../../../http/session.ts';
import { decodeMoves } from '../../../shared/ledger-sums.ts';
import { readOrder, tanzaniaToday } from '../../../shared/loan-status.ts';
import { maskAccountNumber } from '../../../shared/masking.ts';
import { type Owed, owedOf } from '../../../shared/owed.ts';
import { ORDER_NOT_FOUND } from '../../../shared/refusals.ts';
import { formatRateBp } from '../offer/pricing.ts';
import type { ProductService } from '../products/service.ts';
import { cardPrompt, notice } from './notices.ts';
import { findLoanDetails, hasOpenOrder, type LoanDetailsRow } from './repository.ts';

const tzs = (minor: number) => `${formatMoney(minor)} TZS`;
const FINISHED: readonly number[] = [OrderStatus.rejected, OrderStatus.settled];
const MAX_ID = Number.MAX_SAFE_INTEGER;

// Where the money goes (or went): once a payout has been tried, the account it was tried on.
const accountText = (row: LoanDetailsRow, status: number) => {
  const tried = status !== OrderStatus.underReview && status !== OrderStatus.payingOut;
  const [bank, number] =
    tried && row.paidToNumber ? [row.paidToBank, row.paidToNumber] : [row.currentBank, row.currentNumber];
  return number ? `${bank} ${maskAccountNumber(number)}` : null;
};

const detailRows = (row: LoanDetailsRow, account: string | null, owed: Owed): TextValueRow[] => {
  const dueRows = row.plan.map((i) => ({
    text: row.plan.length === 1 ? 'Due date' : `Due date ${i.periodNo}/${row.plan.length}`,
    value: i.dueDate ?? `${i.dueOffsetDays} days after the payout`,
  }));
  return [
    { text: 'Loan amount', value: tzs(row.amount) },
    { text: 'Total repayable', value: tzs(row.totalRepayable) },
    { text: 'APR', value: formatRateBp(row.aprBp) },
    { text: 'Term', value: `${row.termDays} days` },
    { text: 'Apply time', value: formatDateTime(row.createdAt) },
    ...dueRows,
    // The overdue penalty, once one is charged: what it comes to so far and what is left of it.
    ...(owed.rows.some((i) => i.penalty > 0)
      ? [
          {
            text: 'Overdue penalty',
            value: `${tzs(owed.rows.reduce((sum, i) => sum + i.penalty, 0))} (${formatRateBp(row.penaltyDailyBp)} a day of the overdue amount, after ${row.graceDays} days of grace)`,
          },
          { text: 'Penalty still to pay', value: tzs(owed.penaltyOwed) },
        ]
      : []),
    ...(account ? [{ text: 'Account', value: account }] : []),
  ];
};

export type LoanDetailsService = ReturnType<typeof createLoanDetailsService>;

export const createLoanDetailsService = (
  db: Db,
  deps: { products: Pick<ProductService, 'recommend' | 'exists'>; now?: () => Date },
) => {
  const now = deps.now ?? (() => new Date());

  const details = async (claim: SessionClaim, orderId: number): Promise<LoanDetailsData> => {
    const row = orderId <= MAX_ID ? await findLoanDetails(db, claim.tokenHash, orderId) : null;
    if (!row) {
      // Nothing found: an ended session is told so; for a live one, the order is not theirs or not there.
      await refuseOrPass(db, claim);
      throw notFound(ORDER_NOT_FOUND);
    }
    checkClaimedUser(claim, row.borrowerId);
    const today = tanzaniaToday(now());
    const owed = owedOf({ ...row, ledger: decodeMoves(row.ledger), today });
    const { status, plan, next } = readOrder({
      stored: row.status,
      instalments: owed.rows,
      graceDays: row.graceDays,
      today,
    });
    const account = accountText(row, status);
    const [noticeStatusText = '', noticeDesText = ''] = notice({
      status,
      account,
      next: next ? { owed: next.left, dueDate: next.dueDate } : null,
      graceDays: row.graceDays,
    });
    const finished = FINISHED.includes(status);
    const late = status === OrderStatus.due || status === OrderStatus.overdue;
    return {
      orderId: String(row.id),
      orderStatus: status,
      noticeStatusText,
      noticeDesText,
      productId: String(row.productId),
      productName: row.productName,
      productLogo: row.productLogo,
      amount: row.amount,
      userOrderDetail: { detail: detailRows(row, account, owed) },
      plan: plan.map((i) => ({
        periodNo: i.periodNo,
        // What is left on it (its penalty included), as the notice says; a paid one shows what it was.
        amount: i.state === 'paid' ? i.amount + i.penalty : i.left,
        penalty: i.penalty,
        dueTime: i.dueDate ?? '',
        state: i.state,
      })),
      loanMarket: finished ? 1 : 0,
      recProducts: finished ? await deps.products.recommend(row.productId) : [],
      inside: '0',
      h5Url: '',
      isDelay: late && row.deferralDays > 0 ? '1' : '0',
      telephone: SERVICE_TELEPHONE,
      isScore: status === OrderStatus.repaying && row.appRatedAt === null ? 1 : 0,
      // The server never redirects loan details in this product: every state has its own screen.
      playeduL: '',
      reyMsg: '',
      ...cardPrompt(status, account),
    };
  };

  /** Why a product could not be opened (`/riceLemonK`), and what else the borrower can try. */
  const unionErrorInfo = async (borrowerId: number, productId: number) => {
    const [others, known, busy] = await Promise.all([
      deps.products.recommend(productId),
      deps.products.exists(productId),
      hasOpenOrder(db, borrowerId),
    ]);
    const errMessage = busy
      ? 'You already have a loan in progress. You can apply for another once it is finished.'
      : !known
        ? 'This product is not available'
        : 'We could not open this product right now. Please try again or choose another product.';
    return { noticeMessage: 'Failed', errMessage, family: others };
  };

  return { details, unionErrorInfo };
};
