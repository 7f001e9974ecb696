import { OrderStatus } from '@tz-loan/contract/loan/order-status';
import { formatDate } from '@tz-loan/contract/platform/date';

// 170/174/180/200 are read from the plan and the clock, never written by a timer (PRODUCT.md §5): a
// loan turns due at midnight in Dar es Salaam without anything having to run.

export type PlanEntryState = 'pending' | 'paid' | 'unpaid' | 'due' | 'overdue';

export type InstalmentInput = {
  /** YYYY-MM-DD (Tanzania), null until the payout sets it. */
  dueDate: string | null;
  /** Minor units owed for this instalment. */
  amount: number;
  /** Minor units already applied to it (from the repayment ledger). */
  paid: number;
};

export type StatusInput = {
  /** The stored status: 21, 40, 110, 151 or 170. */
  stored: number;
  /** In period order. */
  instalments: readonly InstalmentInput[];
  graceDays: number;
  /** YYYY-MM-DD in Tanzania time; see `tanzaniaToday`. */
  today: string;
};

/** The calendar date in Tanzania (UTC+3) at an instant. */
export const tanzaniaToday = (now: Date): string => formatDate(now);

const DAY_MS = 86_400_000;

/** A YYYY-MM-DD date as a whole number of days, to count the days between two dates. */
export const dayNumber = (isoDate: string) => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);

/** A YYYY-MM-DD date moved by whole days (negative = earlier). */
export const addDays = (isoDate: string, days: number): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const isPaid = (i: InstalmentInput) => i.paid >= i.amount;

/** One instalment as the plan shows it. ISO dates compare as text. */
export const planEntryState = (i: InstalmentInput, graceDays: number, today: string): PlanEntryState => {
  if (isPaid(i)) return 'paid';
  if (i.dueDate === null) return 'pending';
  if (today < i.dueDate) return 'unpaid';
  return today <= addDays(i.dueDate, graceDays) ? 'due' : 'overdue';
};

/** The instalment the borrower pays next: the first one not fully paid. */
export const firstUnpaid = <I extends InstalmentInput>(instalments: readonly I[]): I | undefined =>
  instalments.find((i) => !isPaid(i));

/** The status a borrower sees: stored before the payout, derived from the plan after it. */
export const deriveStatus = ({ stored, instalments, graceDays, today }: StatusInput): number => {
  if (stored !== OrderStatus.repaying) return stored;
  const next = firstUnpaid(instalments);
  if (!next) return OrderStatus.settled;
  const state = planEntryState(next, graceDays, today);
  if (state === 'due') return OrderStatus.due;
  if (state === 'overdue') return OrderStatus.overdue;
  return OrderStatus.repaying;
};

/** The status, each instalment with its state, and the next one to pay, in one read. */
export const readOrder = <I extends InstalmentInput>(
  input: Omit<StatusInput, 'instalments'> & { instalments: readonly I[] },
) => ({
  status: deriveStatus(input),
  plan: input.instalments.map((i) => ({ ...i, state: planEntryState(i, input.graceDays, input.today) })),
  next: input.stored === OrderStatus.repaying ? (firstUnpaid(input.instalments) ?? null) : null,
});
