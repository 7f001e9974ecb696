import { formatMoney } from '@tz-loan/contract/money';
import { OrderStatus } from '@tz-loan/contract/order-status';
import { addDays } from '../../../shared/loan-status.ts';

export type NoticeInput = {
  status: number;
  /** The account as screens show it, e.g. 'M-Pesa ****5678'; null when none is bound. */
  account: string | null;
  /** What is left to pay on the next instalment and its due date (paid-out orders). */
  next: { owed: number; dueDate: string | null } | null;
  graceDays: number;
};

const tzs = (minor: number) => `${formatMoney(minor)} TZS`;

/** The status line and description of loan details: what is happening and what to do, in plain words. */
export const notice = ({ status, account, next, graceDays }: NoticeInput) => {
  const owed = next ? tzs(next.owed) : '';
  const due = next?.dueDate ?? '';
  const graceEnd = due ? addDays(due, graceDays) : '';
  switch (status) {
    case OrderStatus.underReview:
      return ['Under review', 'We are reviewing your application. The decision will appear here.'];
    case OrderStatus.rejected:
      return ['Not approved', 'We could not approve this application. You can apply again.'];
    case OrderStatus.payingOut:
      return [
        'Approved',
        account
          ? `Your money is on its way to ${account}.`
          : 'Your loan is approved. Bind a payout account so we can send the money.',
      ];
    case OrderStatus.payoutFailed:
      return [
        'Payout failed',
        account
          ? `We could not send the money to ${account}. Please change your payout account.`
          : 'We could not send the money: no payout account is bound. Please bind one.',
      ];
    case OrderStatus.repaying:
      return ['Repaying', `Next payment ${owed} on ${due}.`];
    case OrderStatus.due:
      return [
        'Payment due',
        `${owed} is due on ${due}. Please pay by ${graceEnd} so the loan does not become overdue.`,
      ];
    case OrderStatus.overdue:
      return ['Overdue', `${owed} was due on ${due}. Please repay as soon as possible.`];
    case OrderStatus.settled:
      return ['Settled', 'You have repaid this loan in full. Thank you.'];
    default:
      return ['Order', ''];
  }
};

/** The bank-card prompt, shown only when the payout failed (PRODUCT.md §5, status 151). */
export const cardPrompt = (status: number, account: string | null) =>
  status === OrderStatus.payoutFailed
    ? {
        cardNeedPop: 1 as const,
        cardPopTitle: 'Payout failed',
        cardPopMsg: account
          ? `We could not send your loan to ${account}. Please change your payout account so we can try again.`
          : 'No payout account is bound to this loan. Please bind one so we can send the money.',
      }
    : { cardNeedPop: 0 as const, cardPopTitle: '', cardPopMsg: '' };
