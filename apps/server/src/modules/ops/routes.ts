import { OrderStatus } from '@tz-loan/contract/loan/order-status';
import { Code } from '@tz-loan/contract/platform/envelope';
import type { ApprovalKind } from '@tz-loan/contract/staff/approvals';
import {
  type OpsOrder,
  opsActions,
  opsApprove,
  opsOrders,
  opsPayCode,
  opsPayout,
  opsPayoutRetryTo,
  opsReject,
  opsShift,
  opsUtr,
} from '@tz-loan/contract/staff/calls';
import { opsReconcile } from '@tz-loan/contract/staff/reconcile';
import { opsWriteOff } from '@tz-loan/contract/staff/write-off';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../domain/errors.ts';
import type { StaffIdentity } from '../../domain/staff-identity.ts';
import { route } from '../../http/route.ts';
import { actorOf, staffOf, staffScope } from '../../http/staff-auth.ts';
import type { Approvals } from '../staff/approvals/service.ts';
import { type OpsLifecycle, toOpsOrder } from './lifecycle-port.ts';
import type { reconcile as reconcileDay } from './reconcile.ts';

type ReconcileReport = Awaited<ReturnType<typeof reconcileDay>>;

import { decideUtr, listActions, type OpsPayments, payAtAgent } from './service.ts';

/** The console asks for a reconciliation whatever the settings: without a provider it is told why not. */
export const NO_RAILS = 'No mobile-money provider is configured: there is nothing to reconcile';

/** The bank form's fields from what staff entered for a payout account. */
export const staffAccountFields = (input: {
  cardType: string;
  bankCode: string;
  holderName: string;
  accountNumber: string;
}) => ({
  cardType: input.cardType,
  bankCode: input.bankCode,
  userName: input.holderName,
  cardNo: input.accountNumber,
  // Staff type the number once; the second person who approves is its check.
  confirmCardNo: input.accountNumber,
});

export type OpsDeps = {
  approvals: Approvals;
  /** Checks an account staff entered by the bank form's rules, storing nothing: its masked label. */
  checkAccount: (fields: Record<string, string>) => { label: string };
  /** What an order being repaid would give up if written off today, and the write-off itself. */
  writeOffs: {
    amount: (orderId: number) => Promise<number>;
    write: (input: { orderId: number; reason: string; proposedBy: string; approvedBy: string }) => Promise<{
      amount: number;
    }>;
  };
  /** Whether a member's money steps wait for a second person: everyone's but demo mode's own member. */
  fourEyes: (who: StaffIdentity) => boolean;
  lifecycle: OpsLifecycle;
  payments: OpsPayments;
  /** The daily reconciliation, when a mobile-money provider is configured. */
  reconcile: ((date?: string) => Promise<ReconcileReport>) | null;
};

/** The staff's ops API under /tapi/ops (PRODUCT.md §11, §18): the orders' lifecycle and payments. */
export const registerOpsRoutes = (
  app: FastifyInstance,
  { lifecycle, payments, reconcile, approvals, fourEyes, checkAccount, writeOffs }: OpsDeps,
) =>
  staffScope(app, (ops) => {
    const STAFF = { auth: 'staff' } as const;

    // Staff work with many orders at once: the refusal names the one that is missing.
    const orderOrFail = async (orderId: number) => {
      try {
        return toOpsOrder(await lifecycle.orderForOps(orderId));
      } catch (error) {
        if (error instanceof DomainError && error.code === Code.notFound) {
          throw new DomainError(Code.notFound, `Order ${orderId} does not exist`);
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

    /** Proposes a money step (four eyes) and answers it as an action that has moved nothing yet. */
    const proposeStep = async (
      order: OpsOrder,
      actor: `ops:${string}`,
      step: { kind: ApprovalKind; detail: Record<string, string>; amount: number },
      saying: string,
    ) => {
      const { approval } = await approvals.propose({ ...step, orderId: order.orderId, proposedBy: actor });
      const note = `${saying}: waits for a second person to approve (proposal ${approval.id})`;
      const { status } = order;
      return { orderId: order.orderId, actor, fromStatus: status, toStatus: status, note, order, approval };
    };

    route(ops, opsOrders, STAFF, async ({ input }) => ({
      orders: (
        await lifecycle.listOrders({
          phone: input.phone,
          limit: input.limit,
          status: input.status,
          before: input.before,
        })
      ).map(toOpsOrder),
    }));
    route(ops, opsApprove, { ...STAFF, audit: 'approve' }, ({ input, request }) =>
      act(input.orderId, actorOf(request), () => lifecycle.approve(input.orderId, actorOf(request))),
    );
    route(ops, opsReject, { ...STAFF, audit: 'reject' }, ({ input, request }) =>
      act(input.orderId, actorOf(request), () => lifecycle.reject(input.orderId, actorOf(request))),
    );
    route(ops, opsPayout, { ...STAFF, audit: 'payout' }, async ({ input, request }) => {
      const actor = actorOf(request);
      if (input.outcome === 'succeed' && fourEyes(staffOf(request))) {
        // Saying a payout was made by hand is money leaving: a second person approves it.
        const order = await orderOrFail(input.orderId);
        if (order.storedStatus !== OrderStatus.payingOut) {
          throw new DomainError(
            Code.conflict,
            `Order ${input.orderId} is not waiting for its payout (${order.status})`,
          );
        }
        const { approval, ...answer } = await proposeStep(
          order,
          actor,
          { kind: 'payout-settle', detail: { outcome: 'succeed' }, amount: order.amount },
          'Proposed as paid out',
        );
        return { ...answer, approvalId: approval.id };
      }
      const outcome = input.outcome;
      if (outcome === 'retry')
        return act(input.orderId, actor, () => lifecycle.retryFailedPayout(input.orderId, actor));
      return act(input.orderId, actor, () =>
        lifecycle.settlePayout(input.orderId, outcome === 'send' ? 'auto' : outcome, actor),
      );
    });
    route(ops, opsPayoutRetryTo, { ...STAFF, audit: 'payout-account' }, async ({ input, request }) => {
      const actor = actorOf(request);
      const fields = staffAccountFields(input);
      const { label } = checkAccount(fields);
      if (!fourEyes(staffOf(request)))
        return act(input.orderId, actor, () => lifecycle.retryFailedPayout(input.orderId, actor, fields));
      // Money sent to an account staff typed: a second person approves it.
      const order = await orderOrFail(input.orderId);
      if (order.storedStatus !== OrderStatus.payoutFailed) {
        throw new DomainError(Code.conflict, `Order ${input.orderId} has no failed payout (${order.status})`);
      }
      const { approval, ...answer } = await proposeStep(
        order,
        actor,
        { kind: 'payout-retry', detail: { ...fields, account: label }, amount: order.amount },
        `Proposed: payout to ${label}`,
      );
      return { ...answer, approvalId: approval.id };
    });
    route(ops, opsShift, { ...STAFF, audit: 'shift' }, ({ input, request }) =>
      act(input.orderId, actorOf(request), () =>
        lifecycle.shift(input.orderId, input.days, actorOf(request)),
      ),
    );
    const agent = payments.sandbox;
    if (agent) {
      route(ops, opsPayCode, { ...STAFF, audit: 'pay-code' }, ({ input, request }) =>
        payAtAgent(ops.db, { sandbox: agent, orderView: orderOrFail }, input, actorOf(request)),
      );
    }
    route(ops, opsUtr, { ...STAFF, audit: 'utr' }, async ({ input, request }) => {
      if (input.decision === 'confirm' && fourEyes(staffOf(request))) {
        const order = await orderOrFail(input.orderId);
        const { amount } = await payments.utr.pending(input.orderId, input.utr);
        const { approval } = await approvals.propose({
          kind: 'utr-confirm',
          orderId: input.orderId,
          detail: { utr: input.utr },
          amount,
          proposedBy: actorOf(request),
        });
        const note = `Proposed: waits for a second person to approve (proposal ${approval.id})`;
        const same = { fromStatus: order.status, toStatus: order.status, order, note };
        return {
          orderId: input.orderId,
          actor: actorOf(request),
          ...same,
          utr: input.utr,
          state: 'proposed' as const,
          applied: 0,
          amount,
          approvalId: approval.id,
        };
      }
      const { before, result, order } = await around(input.orderId, () =>
        decideUtr(payments.utr, input, actorOf(request)),
      );
      const moved = {
        orderId: input.orderId,
        actor: actorOf(request),
        fromStatus: before.status,
        toStatus: order.status,
      };
      return { ...moved, note: '', order, ...result };
    });
    route(ops, opsWriteOff, { ...STAFF, audit: 'write-off' }, async ({ input, request }) => {
      const actor = actorOf(request);
      const order = await orderOrFail(input.orderId);
      const amount = await writeOffs.amount(input.orderId);
      if (!fourEyes(staffOf(request))) {
        // Demo mode's own member acts alone.
        const written = {
          orderId: input.orderId,
          reason: input.reason,
          proposedBy: actor,
          approvedBy: actor,
        };
        const done = await act(input.orderId, actor, async () => {
          const { amount: given } = await writeOffs.write(written);
          return { note: `Written off: ${given} no longer owed` };
        });
        return { ...done, amount };
      }
      const { approval, ...answer } = await proposeStep(
        order,
        actor,
        { kind: 'write-off', detail: { reason: input.reason }, amount },
        'Proposed to write off',
      );
      return { ...answer, amount: approval.amount ?? amount, approvalId: approval.id };
    });
    route(ops, opsActions, STAFF, async ({ input }) => ({ actions: await listActions(ops.db, input) }));
    route(ops, opsReconcile, STAFF, ({ input }) => {
      if (!reconcile) throw new DomainError(Code.conflict, NO_RAILS);
      return reconcile(input.date);
    });
  });
