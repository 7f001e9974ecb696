import type { BalanceRow, StoredMove } from '../../../domain/statement.ts';

/**
 * A payment's receipt is its rows of the statement: the penalty it paid, the roll-over fee, the
 * interest, fee and principal of its repayment and what it paid beyond the debt; the balance after the
 * last of them. Null when the statement holds none of its rows.
 */
export const receiptOf = (rows: readonly BalanceRow[], moves: readonly StoredMove[], paymentId: number) => {
  const own = rows.filter((row) => row.paymentId === paymentId);
  const last = own.at(-1);
  if (!last) return null;
  const paid = (kind: string) =>
    own.filter((row) => row.kind === kind).reduce((sum, row) => sum - row.amount, 0);
  const parts = own.find((row) => row.kind === 'payment')?.parts;
  return {
    parts: {
      penalty: paid('penalty-payment'),
      interest: parts?.interest ?? 0,
      fee: parts?.fee ?? 0,
      principal: parts?.principal ?? 0,
      rolloverFee: paid('rollover-payment'),
      // The credit row of the statement moves no balance: its amount is the stored move's.
      credit: moves
        .filter((move) => move.kind === 'credit' && move.paymentId === paymentId)
        .reduce((sum, move) => sum + move.amount, 0),
    },
    balanceAfter: last.balance,
  };
};
