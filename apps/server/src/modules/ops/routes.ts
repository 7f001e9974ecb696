import { Code } from '@tz-loan/contract/envelope';
import {
  opsActions,
  opsApprove,
  opsOrders,
  opsPayCode,
  opsPayout,
  opsReject,
  opsShift,
  opsUtr,
} from '@tz-loan/contract/ops';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { opsAuth } from './auth.ts';
import { type OpsLifecycle, toOpsOrder } from './lifecycle-port.ts';
import { opsRoute } from './ops-route.ts';
import { listOpsActions } from './repository.ts';
import { decideUtr, type OpsPayments, payAtAgent } from './service.ts';

export type OpsDeps = { token: string; lifecycle: OpsLifecycle; payments: OpsPayments };

/**
 * The staff's ops API under /tapi/ops (PRODUCT.md §11). Registered only when a token exists; the
 * token check runs before anything else in this scope.
 */
export const registerOpsRoutes = (app: FastifyInstance, { token, lifecycle, payments }: OpsDeps) =>
  app.register(async (ops) => {
    ops.addHook('onRequest', opsAuth(token));

    // Staff work with many orders at once: the refusal names the one that is missing.
    const orderOrFail = async (orderId: number) => {
      try {
        return toOpsOrder(await lifecycle.orderForOps(orderId));
      } catch (error) {
        if (error instanceof AppError && error.code === Code.notFound) {
          throw new AppError(Code.notFound, `Order ${orderId} does not exist`);
        }
        throw error;
      }
    };

    /** Runs one step between two readings of the order, so the answer can say what moved. */
    const around = async <R>(orderId: number, step: () => Promise<R>) => {
      const before = await orderOrFail(orderId);
      const result = await step();
      return { before, result, order: await orderOrFail(orderId) };
    };

    /**
     * Runs one lifecycle step and answers the status the borrower saw before and sees now (derived,
     * so a shift shows 170 → 174), with the step's own note.
     */
    const act = async (orderId: number, actor: `ops:${string}`, step: () => Promise<{ note?: string }>) => {
      const { before, result, order } = await around(orderId, step);
      const note = result.note ?? '';
      return { orderId, actor, fromStatus: before.status, toStatus: order.status, note, order };
    };

    opsRoute(ops, opsOrders, {}, async ({ input }) => ({
      orders: (await lifecycle.listOrders({ phone: input.phone, limit: input.limit })).map(toOpsOrder),
    }));
    opsRoute(ops, opsApprove, { audit: 'approve' }, ({ input, actor }) =>
      act(input.orderId, actor, () => lifecycle.approve(input.orderId, actor)),
    );
    opsRoute(ops, opsReject, { audit: 'reject' }, ({ input, actor }) =>
      act(input.orderId, actor, () => lifecycle.reject(input.orderId, actor)),
    );
    opsRoute(ops, opsPayout, { audit: 'payout' }, ({ input, actor }) =>
      act(input.orderId, actor, () => lifecycle.settlePayout(input.orderId, input.outcome, actor)),
    );
    opsRoute(ops, opsShift, { audit: 'shift' }, ({ input, actor }) =>
      act(input.orderId, actor, () => lifecycle.shift(input.orderId, input.days, actor)),
    );
    opsRoute(ops, opsPayCode, { audit: 'pay-code' }, ({ input, actor }) =>
      payAtAgent(ops.db, { sandbox: payments.sandbox, orderView: orderOrFail }, input, actor),
    );
    opsRoute(ops, opsUtr, { audit: 'utr' }, async ({ input, actor }) => {
      const { before, result, order } = await around(input.orderId, () =>
        decideUtr(payments.utr, input, actor),
      );
      const moved = { orderId: input.orderId, actor, fromStatus: before.status, toStatus: order.status };
      return { ...moved, note: '', order, ...result };
    });
    opsRoute(ops, opsActions, {}, async ({ input }) => ({
      actions: (await listOpsActions(ops.db, { limit: input.limit, target: input.orderId })).map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
      })),
    }));
  });
