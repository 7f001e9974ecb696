import { formatMoney } from '@tz-loan/contract/platform/money';
import { RepayType } from '@tz-loan/contract/repayment/paths';
import type { ReconcileDifference } from '@tz-loan/contract/staff/reconcile';
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, payouts } from '../../db/schema/loan.ts';
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
 * Compares the provider's record of each push and payout of one day with our books, and names every
 * difference: money the provider moved that the books lack, money the books hold that the provider
 * does not know, an amount that differs, a request still open after its day, or a provider that could
 * not be asked.
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
  const payoutsOfDay = await db
    .select({
      reference: payouts.reference,
      orderId: payouts.orderId,
      outcome: payouts.outcome,
      amount: orders.amount,
    })
    .from(payouts)
    .innerJoin(orders, eq(orders.id, payouts.orderId))
    .where(
      and(
        ne(payouts.reference, ''),
        gte(payouts.createdAt, tanzaniaMidnight(day)),
        lt(payouts.createdAt, tanzaniaMidnight(addDays(day, 1))),
      ),
    )
    .orderBy(payouts.id);
  // What our books say moved for each request (0: nothing), and whether it is still waiting.
  const requests = [
    ...pushes.map((push) => {
      const paid = push.paid === null ? 0 : Number(push.paid);
      return {
        reference: push.tradeNo,
        kind: 'collection' as const,
        orderId: push.orderId,
        moved: paid,
        ours: paid > 0 ? `paid ${tzs(paid)}` : push.state,
        open: push.state === 'open',
      };
    }),
    ...payoutsOfDay.map((payout) => ({
      reference: payout.reference,
      kind: 'disbursement' as const,
      orderId: payout.orderId,
      moved: payout.outcome === 'succeeded' ? payout.amount : 0,
      ours: payout.outcome === 'succeeded' ? `paid out ${tzs(payout.amount)}` : payout.outcome,
      open: payout.outcome === 'sending',
    })),
  ];
  const differences: ReconcileDifference[] = [];
  for (const request of requests) {
    const status = await rails.status({ reference: request.reference, kind: request.kind });
    const { moved } = request;
    const differ = (problem: ReconcileDifference['problem']) =>
      differences.push({
        reference: request.reference,
        kind: request.kind,
        orderId: request.orderId,
        ours: request.ours,
        theirs: theirsOf(status),
        problem,
      });
    if (status.state === 'unreachable') differ('provider-unreachable');
    else if (status.state === 'succeeded') {
      if (moved === 0) differ('missing-in-ledger');
      else if (moved !== status.amount) differ('amount-differs');
    } else if (moved > 0) differ('not-at-provider');
    else if (status.state === 'pending' || request.open) differ('still-pending');
  }
  return { date: day, provider: rails.name, checked: requests.length, differences };
};
