import { formatMoney } from '@tz-loan/contract/platform/money';
import type { RepayPlanRow } from '@tz-loan/contract/repayment/calls';
import { addDays, planEntryState } from '../../domain/loan-status.ts';
import type { Owed } from '../../domain/owed.ts';
import { type Language, say } from '../../shared/i18n.ts';
import { maskAccountNumber } from '../../shared/masking.ts';
import { PAY_CHANNELS } from './channels.ts';
import type { RepayOrder } from './repository.ts';
import { PLAN_TEXTS } from './texts.ts';

export const tzs = (minor: number) => `${formatMoney(minor)} TZS`;

const STATE_TEXT = {
  unpaid: PLAN_TEXTS.unpaid,
  due: PLAN_TEXTS.due,
  overdue: PLAN_TEXTS.overdue,
  paid: PLAN_TEXTS.paid,
  pending: PLAN_TEXTS.unpaid,
} as const;

/**
 * On the reducing balance, paying every waiting instalment today costs less than the plan: the interest
 * of the days to come is not owed. That difference comes off the last instalments, so that choosing them
 * all asks exactly what closes the loan today.
 */
const earlyLess = (
  waiting: readonly { periodNo: number; left: number; penaltyLeft: number }[],
  less: number,
) => {
  const taken = new Map<number, number>();
  let rest = Math.max(0, less);
  for (const row of [...waiting].reverse()) {
    const take = Math.min(rest, row.left - row.penaltyLeft);
    taken.set(row.periodNo, take);
    rest -= take;
  }
  return taken;
};

/**
 * The plan as the repayment screen lists it: what is left on each instalment (its overdue penalty
 * included, and named in its status), paid ones apart.
 */
export const planRows = (order: RepayOrder, owed: Owed, today: string, language: Language) => {
  const rows = owed.rows;
  const waiting = rows.filter((r) => r.paid < r.amount);
  const early = earlyLess(waiting, owed.instalmentsOwed - owed.repayable);
  const toRow = (r: (typeof rows)[number], first: boolean): RepayPlanRow => {
    const state = planEntryState(r, order.graceDays, today);
    const periodStatus = state === 'pending' ? 'unpaid' : state;
    const shown = state === 'paid' ? r.amount + r.penalty : r.left - (early.get(r.periodNo) ?? 0);
    const stateText = say(STATE_TEXT[state], language);
    return {
      periodNo: r.periodNo,
      totalAmount: shown,
      displayAmount: tzs(shown),
      canClick: first ? 1 : 0,
      check: first ? 1 : 0,
      periodStatus,
      dueTime: r.dueDate ?? '',
      status:
        r.penaltyLeft > 0
          ? say(PLAN_TEXTS.withPenalty, language, { state: stateText, penalty: tzs(r.penaltyLeft) })
          : stateText,
      penalty: r.penaltyLeft,
    };
  };
  return {
    repayWaitDetail: waiting.map((r, i) => toRow(r, i === 0)),
    repayYetDetail: rows.filter((r) => r.paid >= r.amount).map((r) => toRow(r, false)),
    repayWaitCount: waiting.length,
  };
};

/** The wallet the borrower pays from, as screens show it. */
export const payerAccount = (
  account: { bankCode: string; bankName: string; accountNumber: string } | null,
) => ({
  bankName: account?.bankName ?? '',
  bankNode: account && PAY_CHANNELS.some((c) => c.type === account.bankCode) ? account.bankCode : '',
  cardNo: account ? maskAccountNumber(account.accountNumber) : '',
});

export const bankList = (language: Language) =>
  PAY_CHANNELS.map((c) => ({ name: say(c.name, language), type: c.type }));

/** The unpaid instalments with their due dates moved `days` later, as deferral shows them. */
export const planAfterDeferral = (order: RepayOrder, owed: Owed, days: number, language: Language) => {
  const waiting = owed.rows.filter((r) => r.paid < r.amount);
  const n = order.plan.length;
  return waiting.map((r) => {
    const date = r.dueDate ? addDays(r.dueDate, days) : '';
    return {
      text:
        n === 1
          ? say(PLAN_TEXTS.dueOn, language, { date })
          : say(PLAN_TEXTS.instalmentDueOn, language, { period: r.periodNo, count: n, date }),
      value: tzs(r.left),
    };
  });
};

export const contractNo = (orderId: number) => `TZL-${String(orderId).padStart(8, '0')}`;
