import { normalizePhone, PHONE_MESSAGE } from '@tz-loan/contract/platform/phone';
import type { DbOrTx } from '../../../db/client.ts';
import { badRequest, notFound } from '../../../domain/errors.ts';
import { decodeMoves } from '../../../domain/ledger-moves.ts';
import { planToday } from '../../../domain/loan-basis.ts';
import { readOrder, tanzaniaToday } from '../../../domain/loan-status.ts';
import { applyRepaid } from '../../../domain/owed.ts';
import { listEvents, listInstalments, listOrdersForOps, listPayouts } from './repository.ts';

export const OPS_LIST_MAX = 500;

type OpsRow = Awaited<ReturnType<typeof listOrdersForOps>>[number];
type PlanRow = Awaited<ReturnType<typeof listInstalments>>[number];

/** What the lender's staff read about orders (PRODUCT.md §11): stored and derived status side by side. */
export const createLifecycleViews = (db: DbOrTx, now: () => Date) => {
  const read = async (rows: OpsRow[]) => {
    const today = tanzaniaToday(now());
    const plans = new Map<number, PlanRow[]>();
    for (const row of await listInstalments(
      db,
      rows.map((r) => r.id),
    )) {
      plans.set(row.orderId, [...(plans.get(row.orderId) ?? []), row]);
    }
    return rows.map((row) => {
      const stored = (plans.get(row.id) ?? []).map((i) => ({
        periodNo: i.periodNo,
        amount: i.amount,
        dueDate: i.dueDate,
      }));
      const ledger = decodeMoves(row.ledger);
      const instalments = applyRepaid(
        planToday({ plan: stored, ledger, basis: row.basis, today }),
        row.repaid,
      );
      const { status, plan, next } = readOrder({
        stored: row.status,
        instalments,
        graceDays: row.graceDays,
        today,
      });
      return {
        id: row.id,
        borrowerId: row.borrowerId,
        phone: row.phone,
        productId: row.productId,
        productName: row.productName,
        storedStatus: row.status,
        status,
        amount: row.amount,
        totalRepayable: row.totalRepayable,
        nextDueDate: next?.dueDate ?? null,
        createdAt: row.createdAt.toISOString(),
        decidedAt: row.decidedAt?.toISOString() ?? null,
        disbursedAt: row.disbursedAt?.toISOString() ?? null,
        closedAt: row.closedAt?.toISOString() ?? null,
        plan,
      };
    });
  };

  const listOrders = async ({
    phone,
    limit = 50,
    status,
    before,
  }: {
    phone?: string | undefined;
    limit?: number;
    status?: number | undefined;
    before?: number | undefined;
  } = {}) => {
    if (!Number.isInteger(limit) || limit < 1 || limit > OPS_LIST_MAX) {
      throw badRequest(`limit must be a whole number from 1 to ${OPS_LIST_MAX}`);
    }
    const normalized = phone === undefined ? undefined : normalizePhone(phone);
    if (normalized === null) throw badRequest(`phone: ${PHONE_MESSAGE}`);
    const rows = await read(await listOrdersForOps(db, { phone: normalized, limit, status, before }));
    return rows.map(({ plan: _plan, ...order }) => order);
  };

  const orderForOps = async (orderId: number) => {
    const [order] = await read(await listOrdersForOps(db, { orderId, limit: 1 }));
    if (!order) throw notFound('This order does not exist');
    const [events, payouts] = await Promise.all([listEvents(db, orderId), listPayouts(db, orderId)]);
    return {
      ...order,
      events: events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
      payouts: payouts.map((p) => ({
        ...p,
        createdAt: p.createdAt.toISOString(),
        settledAt: p.settledAt?.toISOString() ?? null,
      })),
    };
  };

  /** A borrower's own orders, newest first, with the status they read now (the native app's list). */
  const borrowerOrders = async (borrowerId: number) => {
    const rows = await read(await listOrdersForOps(db, { borrowerId, limit: 100 }));
    return rows.map(({ plan: _plan, ...order }) => order);
  };

  /** The status the borrower sees now; null when there is no such order. */
  const seenStatus = async (orderId: number) =>
    (await read(await listOrdersForOps(db, { orderId, limit: 1 })))[0]?.status ?? null;

  return { listOrders, orderForOps, borrowerOrders, seenStatus };
};
