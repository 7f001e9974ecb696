import type { LoanDetailsData } from '@tz-loan/contract/loan/calls';
import { OrderStatus } from '@tz-loan/contract/loan/order-status';
import { SERVICE_TELEPHONE } from '@tz-loan/contract/platform/constants';
import { formatDateTime } from '@tz-loan/contract/platform/date';
import { formatMoney } from '@tz-loan/contract/platform/money';
import type { TextValueRow } from '@tz-loan/contract/platform/params';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../domain/errors.ts';
import { decodeMoves } from '../../../domain/ledger-moves.ts';
import { readOrder, tanzaniaToday } from '../../../domain/loan-status.ts';
import { type Owed, owedOf, payoffQuote } from '../../../domain/owed.ts';
import { formatRateBp } from '../../../domain/pricing.ts';
import { type Language, say } from '../../../shared/i18n.ts';
import { maskAccountNumber } from '../../../shared/masking.ts';
import { ORDER_NOT_FOUND, PRODUCT_NOT_FOUND } from '../../../shared/refusals.ts';
import { checkClaimedUser, refuseOrPass, type SessionClaim } from '../../../shared/sessions.ts';
import { wayText } from '../../repayment/statement/lines.ts';
import type { ProductService } from '../products/service.ts';
import { daysText, LOAN_TEXTS } from '../texts.ts';
import { cardPrompt, notice } from './notices.ts';
import { findLoanDetails, hasOpenOrder, type LoanDetailsRow } from './repository.ts';
import { DETAIL_TEXTS, UNION_ERROR_TEXTS } from './texts.ts';

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

const detailRows = (
  row: LoanDetailsRow,
  account: string | null,
  owed: Owed,
  language: Language,
): TextValueRow[] => {
  const dueRows = row.plan.map((i) => ({
    text:
      row.plan.length === 1
        ? say(LOAN_TEXTS.dueDate, language)
        : say(DETAIL_TEXTS.dueDateOf, language, { period: i.periodNo, count: row.plan.length }),
    value: i.dueDate ?? say(DETAIL_TEXTS.afterPayout, language, { days: i.dueOffsetDays }),
  }));
  return [
    { text: say(LOAN_TEXTS.loanAmount, language), value: tzs(row.amount) },
    { text: say(LOAN_TEXTS.totalRepayable, language), value: tzs(row.totalRepayable) },
    { text: say(LOAN_TEXTS.apr, language), value: formatRateBp(row.aprBp) },
    { text: say(LOAN_TEXTS.term, language), value: daysText(row.termDays, language) },
    {
      text: say(LOAN_TEXTS.interestMethod, language),
      value: say(LOAN_TEXTS[row.basis.interestMethod], language, { rate: formatRateBp(row.basis.rateBp) }),
    },
    { text: say(DETAIL_TEXTS.applyTime, language), value: formatDateTime(row.createdAt) },
    ...dueRows,
    // What has been paid and what closes the loan today, once it is paid out (PRODUCT.md §20).
    ...(row.basis.disbursedAt
      ? [
          { text: say(DETAIL_TEXTS.paidSoFar, language), value: tzs(paidSoFar(row)) },
          { text: say(DETAIL_TEXTS.owedToday, language), value: tzs(owed.owed) },
        ]
      : []),
    // The overdue penalty, once one is charged: what it comes to so far and what is left of it.
    ...(owed.rows.some((i) => i.penalty > 0)
      ? [
          {
            text: say(LOAN_TEXTS.overduePenalty, language),
            value: say(DETAIL_TEXTS.penaltyValue, language, {
              penalty: tzs(owed.rows.reduce((sum, i) => sum + i.penalty, 0)),
              rate: formatRateBp(row.penaltyDailyBp),
              grace: row.graceDays,
            }),
          },
          { text: say(DETAIL_TEXTS.penaltyLeft, language), value: tzs(owed.penaltyOwed) },
        ]
      : []),
    ...(account ? [{ text: say(DETAIL_TEXTS.account, language), value: account }] : []),
  ];
};

const paidSoFar = (row: LoanDetailsRow) => row.payments.reduce((sum, p) => sum + Number(p.amount), 0);

export type LoanDetailsService = ReturnType<typeof createLoanDetailsService>;

export const createLoanDetailsService = (
  db: Db,
  deps: { products: Pick<ProductService, 'recommend' | 'exists'>; now?: () => Date },
) => {
  const now = deps.now ?? (() => new Date());

  const details = async (
    claim: SessionClaim,
    orderId: number,
    language: Language,
  ): Promise<LoanDetailsData> => {
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
    const [noticeStatusText, noticeDesText] = notice(
      {
        status,
        account,
        next: next ? { owed: next.left, dueDate: next.dueDate } : null,
        graceDays: row.graceDays,
      },
      language,
    );
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
      userOrderDetail: { detail: detailRows(row, account, owed, language) },
      plan: plan.map((i) => ({
        periodNo: i.periodNo,
        // What is left on it (its penalty included), as the notice says; a paid one shows what it was.
        amount: i.state === 'paid' ? i.amount + i.penalty : i.left,
        penalty: i.penalty,
        dueTime: i.dueDate ?? '',
        state: i.state,
      })),
      payoff: status === OrderStatus.repaying || late ? payoffQuote(owed, today) : null,
      payments: row.payments.map((p) => ({
        paymentId: String(p.id),
        paidAt: formatDateTime(p.at),
        way: wayText({ source: p.source, repayType: p.repayType ?? '' }, language),
        amount: Number(p.amount),
      })),
      reminders: row.reminders.map((r) => ({ kind: r.kind, sentAt: formatDateTime(r.sentAt) })),
      loanMarket: finished ? 1 : 0,
      recProducts: finished ? await deps.products.recommend(language, row.productId) : [],
      inside: '0',
      h5Url: '',
      isDelay: late && row.deferralDays > 0 ? '1' : '0',
      telephone: SERVICE_TELEPHONE,
      isScore: status === OrderStatus.repaying && row.appRatedAt === null ? 1 : 0,
      // The server never redirects loan details in this product: every state has its own screen.
      playeduL: '',
      reyMsg: '',
      ...cardPrompt(status, account, language),
    };
  };

  /** Why a product could not be opened (`/riceLemonK`), and what else the borrower can try. */
  const unionErrorInfo = async (borrowerId: number, productId: number, language: Language) => {
    const [others, known, busy] = await Promise.all([
      deps.products.recommend(language, productId),
      deps.products.exists(productId),
      hasOpenOrder(db, borrowerId),
    ]);
    const reason = busy
      ? UNION_ERROR_TEXTS.loanInProgress
      : !known
        ? PRODUCT_NOT_FOUND
        : UNION_ERROR_TEXTS.cannotOpen;
    return {
      noticeMessage: say(UNION_ERROR_TEXTS.failed, language),
      errMessage: say(reason, language),
      family: others,
    };
  };

  return { details, unionErrorInfo };
};
