import { OrderStatus } from '@tz-loan/contract/loan/order-status';
import { Code } from '@tz-loan/contract/platform/envelope';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/repayment.ts';
import { DomainError } from '../../domain/errors.ts';
import { tanzaniaToday } from '../../domain/loan-status.ts';
import { owedOf } from '../../domain/owed.ts';
import { closeOrder, readRepayOrder } from './repository.ts';

// A write-off (PRODUCT.md §18): what a loan still owes is given up, as one 'write_off' ledger row, and
// the loan is closed. Proposed by one finance member, written when a second approves.

/** What the order owes now if it can be written off; refused in words otherwise. */
const writableOff = async (db: DbOrTx, orderId: number, at: Date, lock: boolean) => {
  const order = await readRepayOrder(db, orderId, { lock });
  if (!order) throw new DomainError(Code.notFound, `Order ${orderId} does not exist`);
  const owed = owedOf({ ...order, today: tanzaniaToday(at) });
  if (order.status !== OrderStatus.repaying || order.closedAt !== null || owed.owed <= 0) {
    throw new DomainError(
      Code.conflict,
      `Order ${orderId} is not being repaid: there is nothing to write off`,
    );
  }
  return { order, owed: owed.owed };
};

/** What a write-off proposal would give up today (refused when the order is not being repaid). */
export const writeOffAmount = async (db: DbOrTx, orderId: number, at = new Date()) =>
  (await writableOff(db, orderId, at, false)).owed;

/**
 * Writes the order off: under the order's row lock, what it owes that day (instalments and accrued
 * penalty) becomes one 'write_off' row and the order is closed. Checked under the lock, so two
 * approvals at once write it once; an order settled meanwhile is refused.
 */
export const writeOff = (
  db: Db,
  input: { orderId: number; reason: string; proposedBy: string; approvedBy: string },
  at = new Date(),
) =>
  db.transaction(async (tx) => {
    const { order, owed } = await writableOff(tx, input.orderId, at, true);
    const names = `proposed by ${input.proposedBy}, approved by ${input.approvedBy}`;
    await tx.insert(ledgerEntries).values({
      orderId: order.id,
      kind: 'write_off',
      amount: owed,
      note: `Written off: ${input.reason} (${names})`,
      createdAt: at,
    });
    await closeOrder(
      tx,
      order,
      at,
      input.approvedBy,
      `Written off (${owed} minor units): ${input.reason}; ${names}`,
    );
    return { amount: owed };
  });
