import { formatDate } from '@tz-loan/contract/platform/date';
import { formatMoney } from '@tz-loan/contract/platform/money';
import type { TextValueRow } from '@tz-loan/contract/platform/params';
import { formatRateBp, priceLoan } from '../../../domain/pricing.ts';
import { type Language, say } from '../../../shared/i18n.ts';
import { daysText, LOAN_TEXTS } from '../texts.ts';
import { type Choice, resolveChoice } from './choice.ts';
import type { InstalmentRow, OrderRow, ProductRow } from './repository.ts';
import { CONFIRM_TEXTS } from './texts.ts';

/** One line of a plan: a due date once known (an offer counts from today, an order from its payout). */
export type PlanLine = { periodNo: number; amount: number; dueOffsetDays: number; dueDate: string | null };

/** What a loan costs, as the confirmation and the contract pages show it. Minor units throughout. */
export type LoanFigures = {
  amount: number;
  termDays: number;
  periods: number;
  interest: number;
  serviceFee: number;
  totalRepayable: number;
  aprBp: number;
  plan: PlanLine[];
};

const DAY_MS = 86_400_000;

export const tzs = (minor: number) => `${formatMoney(minor)} TZS`;

/** Tanzania has no daylight saving: a day is always 24 h, so adding days to the instant is exact. */
export const dateAfterDays = (fromMs: number, count: number) => formatDate(fromMs + count * DAY_MS);

/**
 * The offer of a product for the borrower's choice (by default its largest amount on its default
 * term), priced now, due dates as if paid out today. The choice is one `resolveChoice` allowed.
 */
export const confirmFigures = (
  product: ProductRow,
  nowMs: number,
  choice: Choice = resolveChoice(product, {}),
): LoanFigures => {
  const price = priceLoan({
    amount: choice.amount,
    termDays: choice.termDays,
    periods: choice.periods,
    interestRateBp: product.interestRateBp,
    serviceFeeBp: product.serviceFeeBp,
    interestMethod: product.interestMethod,
  });
  return {
    amount: price.amount,
    termDays: choice.termDays,
    periods: choice.periods,
    interest: price.interest,
    serviceFee: price.serviceFee,
    totalRepayable: price.totalRepayable,
    aprBp: price.aprBp,
    plan: price.instalments.map((i) => ({
      periodNo: i.periodNo,
      amount: i.amount,
      dueOffsetDays: i.dueOffsetDays,
      dueDate: dateAfterDays(nowMs, i.dueOffsetDays),
    })),
  };
};

/** An order's figures as written at submit; never priced again. */
export const orderFigures = (order: OrderRow, plan: InstalmentRow[]): LoanFigures => ({
  amount: order.amount,
  termDays: order.termDays,
  periods: order.periods,
  interest: order.interest,
  serviceFee: order.serviceFee,
  totalRepayable: order.totalRepayable,
  aprBp: order.aprBp,
  plan: plan.map((i) => ({
    periodNo: i.periodNo,
    amount: i.amount,
    dueOffsetDays: i.dueOffsetDays,
    dueDate: i.dueDate,
  })),
});

/** A due date, or before the payout how far it lies from it. */
export const dueText = (line: PlanLine, language: Language) =>
  line.dueDate ?? say(CONFIRM_TEXTS.afterPayout, language, { days: daysText(line.dueOffsetDays, language) });

/** The confirmation's detail rows (PRODUCT.md §6), in the order the screen lists them. */
export const detailRows = (
  f: LoanFigures,
  language: Language,
  interest: { method: 'reducing' | 'flat'; rateBp: number },
): TextValueRow[] => {
  const row = (label: keyof typeof LOAN_TEXTS, value: string) => ({
    text: say(LOAN_TEXTS[label], language),
    value,
  });
  return [
    row('loanAmount', tzs(f.amount)),
    row('loanTerm', daysText(f.termDays, language)),
    row('instalmentCount', String(f.periods)),
    row('interest', tzs(f.interest)),
    row(
      'interestMethod',
      say(LOAN_TEXTS[interest.method], language, { rate: formatRateBp(interest.rateBp) }),
    ),
    row('serviceFee', tzs(f.serviceFee)),
    row('apr', formatRateBp(f.aprBp)),
    row('totalRepayable', tzs(f.totalRepayable)),
    {
      text: say(CONFIRM_TEXTS.firstDueDate, language),
      value: f.plan[0] ? dueText(f.plan[0], language) : '',
    },
  ];
};
