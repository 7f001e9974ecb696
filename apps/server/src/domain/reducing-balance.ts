// Interest on the reducing balance, by the day (PRODUCT.md §19; docs/repayment.md 'Reducing balance').
//
// Interest runs from the payout to the last due date on the principal still owed: each day adds
// principal × rate ÷ 365. The interest charged by a day is the sum over the days so far, cut to a minor
// unit once (a numerator is carried in BigInt), so it never depends on how many payments split the days.
// A payment pays, in this order, the interest charged by its day, the service fee, then principal; what
// is paid early is not charged interest for the days after it. After the last due date only the overdue
// penalty runs (domain/penalty.ts). Plain integers of minor units; no float touches money.

const DENOMINATOR = 10_000n * 365n;

export type ReducingLoan = {
  /** Minor units paid out. */
  principal: number;
  /** Yearly interest rate, basis points. */
  rateBp: number;
  /** The one-off service fee, minor units. */
  serviceFee: number;
  /** Days from the payout to each due date, ascending; the last is the loan's end. */
  dueDays: readonly number[];
};

/** What one payment paid; `excess` is what was beyond everything owed that day. */
export type Parts = { interest: number; fee: number; principal: number; excess: number };

/** A loan's balance as it stands on one day: what has been paid of each part, and what accrues. */
export type Balance = {
  principalLeft: number;
  feeLeft: number;
  interestPaid: number;
  /** Σ principal × rate × days so far, over DENOMINATOR. */
  numerator: bigint;
  /** The day (from the payout) up to which `numerator` counts. */
  day: number;
};

export const openBalance = (loan: ReducingLoan): Balance => ({
  principalLeft: loan.principal,
  feeLeft: loan.serviceFee,
  interestPaid: 0,
  numerator: 0n,
  day: 0,
});

const endDay = (loan: ReducingLoan) => loan.dueDays.at(-1) ?? 0;

/** The balance with interest counted up to `day` (never past the last due date, never backwards). */
const accrued = (loan: ReducingLoan, b: Balance, day: number): Balance => {
  const to = Math.min(Math.max(day, b.day), endDay(loan));
  if (to <= b.day) return b;
  const added = BigInt(b.principalLeft) * BigInt(loan.rateBp) * BigInt(to - b.day);
  return { ...b, numerator: b.numerator + added, day: to };
};

/** Interest charged and not yet paid, once `b` counts up to its day. */
const interestDue = (b: Balance) => Number(b.numerator / DENOMINATOR) - b.interestPaid;

/** The exact amount that closes the loan on `day`: principal, fee and the interest charged by then. */
export const payoffOn = (loan: ReducingLoan, b: Balance, day: number) => {
  const at = accrued(loan, b, day);
  return at.principalLeft + at.feeLeft + interestDue(at);
};

/** The interest charged by `day` in all (paid or not). */
export const interestChargedBy = (loan: ReducingLoan, b: Balance, day: number) =>
  Number(accrued(loan, b, day).numerator / DENOMINATOR);

/** Applies a payment of `amount` made on `day`: interest, then fee, then principal. */
export const pay = (
  loan: ReducingLoan,
  b: Balance,
  amount: number,
  day: number,
): { balance: Balance; parts: Parts } => {
  const at = accrued(loan, b, day);
  const interest = Math.min(amount, interestDue(at));
  const fee = Math.min(amount - interest, at.feeLeft);
  const principal = Math.min(amount - interest - fee, at.principalLeft);
  return {
    balance: {
      ...at,
      interestPaid: at.interestPaid + interest,
      feeLeft: at.feeLeft - fee,
      principalLeft: at.principalLeft - principal,
    },
    parts: { interest, fee, principal, excess: amount - interest - fee - principal },
  };
};

export type ScheduledRow = { principal: number; interest: number; fee: number; amount: number };

/** Pays `amount` on each due date but the last, then everything left on the last. */
const runSchedule = (loan: ReducingLoan, amount: number) => {
  let balance = openBalance(loan);
  const rows: ScheduledRow[] = [];
  loan.dueDays.forEach((day, i) => {
    const last = i === loan.dueDays.length - 1;
    const due = last ? payoffOn(loan, balance, day) : Math.min(amount, payoffOn(loan, balance, day));
    const paid = pay(loan, balance, due, day);
    balance = paid.balance;
    const { interest, fee, principal } = paid.parts;
    rows.push({ principal, interest, fee, amount: due });
  });
  return rows;
};

/**
 * The plan if every instalment is paid on its due date: equal instalments, the last one no larger
 * than the others and taking what is left, so the plan sums exactly to principal + fee + interest. The
 * instalment is the smallest whole amount for which the last one does not exceed it, found by halving
 * (no closed formula survives rounding to a minor unit on days of unequal length).
 */
export const scheduleOf = (loan: ReducingLoan): ScheduledRow[] => {
  if (loan.dueDays.length <= 1) return runSchedule(loan, 0);
  let low = 1;
  let high = payoffOn(loan, openBalance(loan), endDay(loan));
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    const rows = runSchedule(loan, mid);
    if ((rows.at(-1)?.amount ?? 0) <= mid) high = mid;
    else low = mid + 1;
  }
  return runSchedule(loan, low);
};

/** A repayment as the plan reads it: the day from the payout it was made, and its amount. */
export type DayPayment = { day: number; amount: number };

/**
 * The plan as it stands on `today` after the repayments made: the instalments already paid keep what
 * was paid; each one still open is what it would be if paid on its due date (or today, when that has
 * passed), so an early or extra payment shows as less interest in the instalments after it. The
 * instalments but the last keep their planned amount (or what is left of the loan, if less); the last
 * takes what remains. `payoffToday` closes the loan today. `rows[i] - paidInto[i]` is still to pay.
 */
export const planAfter = (
  loan: ReducingLoan,
  planned: readonly number[],
  repayments: readonly DayPayment[],
  today: number,
) => {
  let balance = openBalance(loan);
  const history = repayments.map((r) => {
    const step = pay(loan, balance, r.amount, r.day);
    balance = step.balance;
    return step.parts;
  });
  const payoffToday = payoffOn(loan, balance, today);
  let repaid = repayments.reduce((sum, r) => sum + r.amount, 0);
  const rows = loan.dueDays.map((dueDay, i) => {
    const last = i === loan.dueDays.length - 1;
    const plannedAmount = planned[i] ?? 0;
    const paidInto = last ? Math.max(0, repaid) : Math.min(plannedAmount, Math.max(0, repaid));
    repaid -= paidInto;
    const day = Math.max(dueDay, today);
    const left = payoffOn(loan, balance, day);
    const toPay = last ? left : Math.min(plannedAmount - paidInto, left);
    balance = pay(loan, balance, toPay, day).balance;
    return paidInto + toPay;
  });
  return { rows, payoffToday, history };
};
