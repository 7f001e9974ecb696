import type { ComplaintOrder } from '@tz-loan/contract/complaint/calls';
import { OrderStatus } from '@tz-loan/contract/loan/order-status';
import { formatDateTime } from '@tz-loan/contract/platform/date';
import { formatMoney } from '@tz-loan/contract/platform/money';
import { type LoanBasis, planToday } from '../../domain/loan-basis.ts';
import { readOrder } from '../../domain/loan-status.ts';
import { applyRepaid, coveredOf } from '../../domain/owed.ts';
import type { LedgerMove } from '../../domain/penalty.ts';
import { type Language, say } from '../../shared/i18n.ts';
import { ORDER_ROW_TEXTS, ORDER_STATUS_TEXTS } from './texts.ts';

/** An order as the complaint page reads it (repository.ts). */
export type OrderFacts = {
  id: number;
  /** The stored status: 21, 40, 110, 151 or 170. */
  status: number;
  amount: number;
  createdAt: Date;
  productName: string;
  productLogo: string;
  graceDays: number;
  plan: readonly { periodNo: number; amount: number; dueDate: string | null }[];
  ledger: readonly LedgerMove[];
  basis?: LoanBasis | null;
};

const LATE: readonly number[] = [OrderStatus.due, OrderStatus.overdue];

/**
 * Whether the order is or has been due or overdue (174/180 at any time), from the plan, the ledger
 * and the clock as loan details reads them: it is late now; or it was rolled over (a roll-over is only
 * sold while a payment is due); or an instalment was paid off on or after its due date (that morning
 * the order read 174).
 */
export const hasBeenLate = (order: OrderFacts, status: number) => {
  if (LATE.includes(status)) return true;
  if (order.status !== OrderStatus.repaying) return false;
  if (order.ledger.some((move) => move.kind === 'deferral_fee')) return true;
  const repayments = order.ledger.filter((move) => move.kind === 'repayment');
  let paid = 0;
  let next = 0;
  let owed = 0;
  for (const instalment of order.plan) {
    owed += instalment.amount;
    while (paid < owed && next < repayments.length) paid += (repayments[next++] as LedgerMove).amount;
    if (paid < owed) return false;
    const paidOffOn = (repayments[next - 1] as LedgerMove | undefined)?.on;
    if (instalment.dueDate && paidOffOn && paidOffOn >= instalment.dueDate) return true;
  }
  return false;
};

/** The order's card on the complaint page, in the reader's language. */
export const orderCard = (order: OrderFacts, today: string, language: Language): ComplaintOrder => {
  const repaid = coveredOf(order.ledger);
  const plan = planToday({ ...order, today });
  const { status, next } = readOrder({
    stored: order.status,
    instalments: applyRepaid(plan, repaid),
    graceDays: order.graceDays,
    today,
  });
  const statusText = ORDER_STATUS_TEXTS[status as keyof typeof ORDER_STATUS_TEXTS];
  return {
    orderNo: String(order.id),
    productLogo: order.productLogo,
    productName: order.productName,
    status,
    statusText: statusText ? say(statusText, language) : String(status),
    rows: [
      { title: say(ORDER_ROW_TEXTS.loanAmount, language), value: `${formatMoney(order.amount)} TZS` },
      { title: say(ORDER_ROW_TEXTS.applyTime, language), value: formatDateTime(order.createdAt) },
      ...(next?.dueDate ? [{ title: say(ORDER_ROW_TEXTS.dueDate, language), value: next.dueDate }] : []),
    ],
    isShow: hasBeenLate({ ...order, plan }, status) ? 1 : 0,
  };
};
