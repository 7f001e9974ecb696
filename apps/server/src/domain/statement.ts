// A loan's statement (PRODUCT.md §20): every entry of its ledger with the balance after it, as staff
// and the borrower read it. Every amount comes from the stored rows, from `accruedPenalties` (the rule
// owedOf applies) or, on the reducing balance, from the interest engine; nothing here prices anything.
// On a flat loan the interest is charged at the payout; on the reducing balance it is charged as it
// runs: before each entry, the interest of the days up to it, and at the end the interest up to today.

import { formatDate } from '@tz-loan/contract/platform/date';
import { type LoanBasis, penaltyPlan } from './loan-basis.ts';
import { dayNumber } from './loan-status.ts';
import { accruedPenalties, type LedgerMove } from './penalty.ts';
import {
  type Balance,
  interestChargedBy,
  openBalance,
  type Parts,
  pay,
  type ReducingLoan,
} from './reducing-balance.ts';

type Instalment = {
  amount: number;
  principal: number;
  interest: number;
  fee: number;
  dueDate: string | null;
};
/** `paymentId`: the payment that wrote the row, when the reader wants each row tied to its receipt. */
export type StoredMove = LedgerMove & { at: Date; reference: string; paymentId?: number | null };
export type BalanceRow = {
  at: string;
  kind: string;
  amount: number;
  balance: number;
  reference: string;
  /** A repayment: what it paid of interest, fee and principal. */
  parts?: Omit<Parts, 'excess'>;
  /** The payment that made the row (given only when the moves carry it): a receipt is its rows. */
  paymentId?: number;
};

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Each repayment of a flat loan fills the instalments in order, each one's interest, fee, then principal. */
const flatParts = (plan: readonly Instalment[]) => {
  const slices = plan.flatMap((row) => [
    { part: 'interest' as const, amount: row.interest },
    { part: 'fee' as const, amount: row.fee },
    { part: 'principal' as const, amount: row.principal },
  ]);
  let next = 0;
  let usedOfNext = 0;
  return (amount: number) => {
    const parts = { interest: 0, fee: 0, principal: 0 };
    let left = amount;
    while (left > 0 && next < slices.length) {
      const slice = slices[next] as (typeof slices)[number];
      const take = Math.min(left, slice.amount - usedOfNext);
      parts[slice.part] += take;
      left -= take;
      usedOfNext += take;
      if (usedOfNext >= slice.amount) {
        next += 1;
        usedOfNext = 0;
      }
    }
    return parts;
  };
};

const reducingLoanOf = (basis: LoanBasis, plan: readonly Instalment[], disbursedAt: Date): ReducingLoan => {
  const paidOut = dayNumber(formatDate(disbursedAt));
  return {
    principal: basis.principal,
    rateBp: basis.rateBp,
    serviceFee: basis.serviceFee,
    dueDays: plan.map((row) => dayNumber(row.dueDate as string) - paidOut),
  };
};

export const runningLedger = (input: {
  plan: readonly Instalment[];
  moves: readonly StoredMove[];
  graceDays: number;
  penaltyDailyBp: number;
  today: string;
  disbursedAt: Date;
  basis?: LoanBasis | null;
}): BalanceRow[] => {
  const { plan, moves } = input;
  const ledger = moves.filter((move) => move.kind !== 'credit');
  // The penalty is accrued on the plan owedOf's penalty runs on, so the last balance is what owedOf
  // says is owed.
  const forPenalty = penaltyPlan(input.basis, plan, ledger, input.today);
  const accruedBy = (day: string) =>
    sum(
      accruedPenalties({
        plan: forPenalty,
        ledger,
        graceDays: input.graceDays,
        dailyBp: input.penaltyDailyBp,
        today: day,
      }),
    );
  const rows: BalanceRow[] = [];
  let balance = 0;
  const push = (
    at: Date,
    kind: string,
    amount: number,
    reference = '',
    parts?: BalanceRow['parts'],
    paymentId?: number | null,
  ) => {
    balance += amount;
    rows.push({
      at: at.toISOString(),
      kind,
      amount,
      balance,
      reference,
      ...(parts ? { parts } : {}),
      ...(paymentId ? { paymentId } : {}),
    });
  };
  const reducing =
    input.basis?.interestMethod === 'reducing' && plan.every((row) => row.dueDate !== null)
      ? reducingLoanOf(input.basis, plan, input.disbursedAt)
      : null;
  const paidOut = dayNumber(formatDate(input.disbursedAt));
  push(input.disbursedAt, 'payout', sum(plan.map((row) => row.principal)));
  if (!reducing) push(input.disbursedAt, 'interest', sum(plan.map((row) => row.interest)));
  push(input.disbursedAt, 'fee', sum(plan.map((row) => row.fee)));
  let engine: Balance | null = reducing ? openBalance(reducing) : null;
  let interestSoFar = 0;
  const charge = (day: string, at: Date) => {
    if (!reducing || !engine) return;
    const total = interestChargedBy(reducing, engine, dayNumber(day) - paidOut);
    if (total > interestSoFar) push(at, 'interest', total - interestSoFar, `to ${day}`);
    interestSoFar = Math.max(interestSoFar, total);
  };
  const partsOfFlat = flatParts(plan);
  let penaltySoFar = 0;
  // A payment on a day pays the penalty accrued up to that day, so that much is shown before it.
  const accrue = (day: string, at: Date) => {
    charge(day, at);
    const total = accruedBy(day);
    if (total > penaltySoFar) push(at, 'penalty', total - penaltySoFar, `accrued to ${day}`);
    penaltySoFar = Math.max(penaltySoFar, total);
  };
  for (const move of moves) {
    accrue(move.on, move.at);
    if (move.kind === 'repayment') {
      let parts: BalanceRow['parts'];
      if (reducing && engine) {
        const step = pay(reducing, engine, move.amount, dayNumber(move.on) - paidOut);
        engine = step.balance;
        parts = { interest: step.parts.interest, fee: step.parts.fee, principal: step.parts.principal };
      } else parts = partsOfFlat(move.amount);
      push(move.at, 'payment', -move.amount, move.reference, parts, move.paymentId);
    } else if (move.kind === 'penalty')
      push(move.at, 'penalty-payment', -move.amount, move.reference, undefined, move.paymentId);
    else if (move.kind === 'deferral_fee') {
      // The roll-over's fee is charged and paid by the same payment.
      push(move.at, 'rollover', move.amount, `${move.days} days`, undefined, move.paymentId);
      push(move.at, 'rollover-payment', -move.amount, move.reference, undefined, move.paymentId);
    } else if (move.kind === 'write_off') push(move.at, 'write-off', -move.amount, move.reference);
    else if (move.kind === 'waiver') push(move.at, 'waiver', -move.amount, move.reference);
    else
      push(
        move.at,
        'credit',
        0,
        `${move.amount} paid beyond what was owed (${move.reference})`,
        undefined,
        move.paymentId,
      );
  }
  // What ran up to today is dated at the start of today (Tanzania), or at the last entry when that was
  // today: the same reading all day long, so a page rendered and then hydrated says the same.
  const startOfToday = new Date(`${input.today}T00:00:00+03:00`);
  const last = moves.at(-1)?.at;
  accrue(input.today, last && last > startOfToday ? last : startOfToday);
  return rows;
};
