import { OrderStatus } from '@tz-loan/contract/loan/order-status';
import { formatMoney } from '@tz-loan/contract/platform/money';
import { addDays } from '../../../domain/loan-status.ts';
import { type Language, type Message, say, type Values } from '../../../shared/i18n.ts';
import { CARD_PROMPT_TEXTS, NOTICE_TEXTS as N } from './texts.ts';

export type NoticeInput = {
  status: number;
  /** The account as screens show it, e.g. 'M-Pesa ****5678'; null when none is bound. */
  account: string | null;
  /** What is left to pay on the next instalment and its due date (paid-out orders). */
  next: { owed: number; dueDate: string | null } | null;
  graceDays: number;
};

const tzs = (minor: number) => `${formatMoney(minor)} TZS`;

/** The title and description of one status, before they are said. */
const noticeOf = ({ status, account, next, graceDays }: NoticeInput): [Message, Message | null, Values] => {
  const due = next?.dueDate ?? '';
  const values = {
    owed: next ? tzs(next.owed) : '',
    due,
    graceEnd: due ? addDays(due, graceDays) : '',
    account: account ?? '',
  };
  switch (status) {
    case OrderStatus.underReview:
      return [N.underReview, N.underReviewText, values];
    case OrderStatus.rejected:
      return [N.rejected, N.rejectedText, values];
    case OrderStatus.payingOut:
      return [N.approved, account ? N.onItsWay : N.approvedNoAccount, values];
    case OrderStatus.payoutFailed:
      return [N.payoutFailed, account ? N.payoutFailedText : N.payoutFailedNoAccount, values];
    case OrderStatus.repaying:
      return [N.repaying, N.repayingText, values];
    case OrderStatus.due:
      return [N.due, N.dueText, values];
    case OrderStatus.overdue:
      return [N.overdue, N.overdueText, values];
    case OrderStatus.settled:
      return [N.settled, N.settledText, values];
    default:
      return [N.order, null, values];
  }
};

/** The status line and description of loan details: what is happening and what to do, in plain words. */
export const notice = (input: NoticeInput, language: Language): [string, string] => {
  const [title, description, values] = noticeOf(input);
  return [say(title, language), description ? say(description, language, values) : ''];
};

/** The bank-card prompt, shown only when the payout failed (PRODUCT.md §5, status 151). */
export const cardPrompt = (status: number, account: string | null, language: Language) =>
  status === OrderStatus.payoutFailed
    ? {
        cardNeedPop: 1 as const,
        cardPopTitle: say(CARD_PROMPT_TEXTS.title, language),
        cardPopMsg: account
          ? say(CARD_PROMPT_TEXTS.changeAccount, language, { account })
          : say(CARD_PROMPT_TEXTS.bindAccount, language),
      }
    : { cardNeedPop: 0 as const, cardPopTitle: '', cardPopMsg: '' };
