import { formatMoney } from '@tz-loan/contract/platform/money';
import { RepayType } from '@tz-loan/contract/repayment/paths';
import type { ReconcileDifference } from '@tz-loan/contract/staff/reconcile';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trades } from '../../db/schema/repayment.ts';
import { addDays, tanzaniaToday } from '../../domain/loan-status.ts';
import type { MobileMoneyRails, TransactionStatus } from '../../providers/mobile-money/mobile-money.ts';

const tzs = (minor: number) => `${formatMoney(minor)} TZS`;

/** Midnight of a Tanzanian day (UTC+3, no daylight saving). */
const tanzaniaMidnight = (day: string) => new Date(`${day}T00:00:00+03:00`);

const theirsOf = (status: TransactionStatus) =>
  status.state === 'succeeded'
    ? `paid ${tzs(status.amount)} (${status.providerRef})`
    : status.state === 'failed'
      ? status.reason
      : status.state;

/**
 * Compares the provider's record of each push of one day with the ledger, and names every
 * difference: money the provider took that the ledger lacks, a payment the provider does not know, an
 * amount that differs, a push still open after its day, or a provider that could not be asked.
 */
export const reconcile = async (db: Db, rails: MobileMoneyRails, date?: string) => {
  const day = date ?? addDays(tanzaniaToday(new Date()), -1);
  const pushes = await db
    .select({
      tradeNo: trades.tradeNo,
      orderId: trades.orderId,
      amount: trades.amount,
      state: trades.state,
      // Qualified by hand: inside the subquery a bare "id" would be the payment's own.
      paid: sql<number | null>`(select sum(p.amount) from payments p where p.trade_id = "trades"."id")`,
    })
    .from(trades)
    .where(
      and(
        eq(trades.repayType, RepayType.push),
        gte(trades.createdAt, tanzaniaMidnight(day)),
        lt(trades.createdAt, tanzaniaMidnight(addDays(day, 1))),
      ),
    )
    .orderBy(trades.id);
  const differences: ReconcileDifference[] = [];
  for (const push of pushes) {
    const paid = push.paid === null ? 0 : Number(push.paid);
    const status = await rails.status({ reference: push.tradeNo, kind: 'collection' });
    const ours = paid > 0 ? `paid ${tzs(paid)}` : push.state;
    const differ = (problem: ReconcileDifference['problem']) =>
      differences.push({
        reference: push.tradeNo,
        kind: 'collection',
        orderId: push.orderId,
        ours,
        theirs: theirsOf(status),
        problem,
      });
    if (status.state === 'unreachable') differ('provider-unreachable');
    else if (status.state === 'succeeded') {
      if (paid === 0) differ('missing-in-ledger');
      else if (paid !== status.amount) differ('amount-differs');
    } else if (paid > 0) differ('not-at-provider');
    else if (status.state === 'pending' || push.state === 'open') differ('still-pending');
  }
  return { date: day, provider: rails.name, checked: pushes.length, differences };
};
