import { Code } from '@tz-loan/contract/envelope';
import { opsActions, opsApprove, opsOrders, opsPayout, opsReject, opsShift } from '@tz-loan/contract/ops';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { listOpsActions } from './audit.ts';
import { opsAuth } from './auth.ts';
import { type OpsLifecycle, toOpsOrder } from './lifecycle-port.ts';
import { opsRoute } from './ops-route.ts';

export type OpsDeps = { token: string; lifecycle: OpsLifecycle };

/**
 * The staff's ops API under /tapi/ops (PRODUCT.md §11). Registered only when a token exists; the
 * token check runs before anything else in this scope.
 */
export const registerOpsRoutes = (app: FastifyInstance, { token, lifecycle }: OpsDeps) =>
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

    /**
     * Runs one lifecycle step and answers the status the borrower saw before and sees now (derived,
     * so a shift shows 170 → 174), with the step's own note.
     */
    const act = async (orderId: number, actor: `ops:${string}`, step: () => Promise<{ note?: string }>) => {
      const before = await orderOrFail(orderId);
      const { note = '' } = await step();
      const order = await orderOrFail(orderId);
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
    opsRoute(ops, opsActions, {}, async ({ input }) => ({
      actions: (await listOpsActions(ops.db, { limit: input.limit, target: input.orderId })).map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
      })),
    }));
  });
