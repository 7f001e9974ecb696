import { accruedPenalties, type LedgerMove } from '../../../domain/penalty.ts';

// The ledger as staff read it: each entry with what is owed after it. Every amount comes from the
// stored rows or from `accruedPenalties`, the same rule owedOf applies; nothing here prices anything.

type Instalment = {
  amount: number;
  principal: number;
  interest: number;
  fee: number;
  dueDate: string | null;
};
export type StoredMove = LedgerMove & { at: Date; reference: string };
export type BalanceRow = { at: string; kind: string; amount: number; balance: number; reference: string };

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export const runningLedger = (input: {
  plan: readonly Instalment[];
  moves: readonly StoredMove[];
  graceDays: number;
  penaltyDailyBp: number;
  today: string;
  now: Date;
  disbursedAt: Date;
}): BalanceRow[] => {
  const { plan, moves } = input;
  const ledger = moves.filter((move) => move.kind !== 'credit');
  const accruedBy = (day: string) =>
    sum(
      accruedPenalties({
        plan,
        ledger,
        graceDays: input.graceDays,
        dailyBp: input.penaltyDailyBp,
        today: day,
      }),
    );
  const rows: BalanceRow[] = [];
  let balance = 0;
  const push = (at: Date, kind: string, amount: number, reference = '') => {
    balance += amount;
    rows.push({ at: at.toISOString(), kind, amount, balance, reference });
  };
  push(input.disbursedAt, 'payout', sum(plan.map((row) => row.principal)));
  push(input.disbursedAt, 'interest', sum(plan.map((row) => row.interest)));
  push(input.disbursedAt, 'fee', sum(plan.map((row) => row.fee)));
  let penaltySoFar = 0;
  // A payment on a day pays the penalty accrued up to that day, so that much is shown before it.
  const accrue = (day: string, at: Date) => {
    const total = accruedBy(day);
    if (total > penaltySoFar) push(at, 'penalty', total - penaltySoFar, `accrued to ${day}`);
    penaltySoFar = Math.max(penaltySoFar, total);
  };
  for (const move of moves) {
    accrue(move.on, move.at);
    if (move.kind === 'repayment') push(move.at, 'payment', -move.amount, move.reference);
    else if (move.kind === 'penalty') push(move.at, 'penalty-payment', -move.amount, move.reference);
    else if (move.kind === 'deferral_fee') {
      // The roll-over's fee is charged and paid by the same payment.
      push(move.at, 'rollover', move.amount, `${move.days} days`);
      push(move.at, 'rollover-payment', -move.amount, move.reference);
    } else if (move.kind === 'write_off') push(move.at, 'write-off', -move.amount, move.reference);
    else push(move.at, 'credit', 0, `${move.amount} paid beyond what was owed (${move.reference})`);
  }
  accrue(input.today, input.now);
  return rows;
};
