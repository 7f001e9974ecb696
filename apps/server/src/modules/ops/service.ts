import { Code } from '@tz-loan/contract/platform/envelope';
import type { OpsOrder, OpsPayCodeResult, OpsUtrResult } from '@tz-loan/contract/staff/calls';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain/errors.ts';
import type { SandboxPayment } from '../../providers/payment/sandbox-payment.ts';
import type { UtrService } from '../repayment/utr/service.ts';
import { isInLedger, listOpsActions, tradeOfPayCode } from './repository.ts';

/**
 * What the ops API needs of the payments: the UTR decisions, and with the sandbox provider its agent
 * (a pay code paid by hand: never with a real provider, where only the provider says money came).
 */
export type OpsPayments = {
  sandbox: Pick<SandboxPayment, 'settle'> | null;
  utr: Pick<UtrService, 'decide' | 'pending'>;
};

type OpsActor = `ops:${string}`;

/**
 * A borrower pays a pay code at an agent. The sandbox provider records the payment and delivers its
 * signed notification at once, so the order read afterwards shows the ledger as the payment left it.
 * The order is read first, so anything that refuses does so before the provider takes the money.
 * A code may be paid in parts: the answer says what is left of it, and a code fully paid is refused.
 */
export const payAtAgent = async (
  db: Db,
  deps: { sandbox: NonNullable<OpsPayments['sandbox']>; orderView: (orderId: number) => Promise<OpsOrder> },
  input: { payCode: string; amount: number },
  actor: OpsActor,
): Promise<OpsPayCodeResult> => {
  const trade = await tradeOfPayCode(db, input.payCode);
  const before = trade ? await deps.orderView(trade.orderId) : null;
  const paid = await deps.sandbox.settle(
    { payCode: input.payCode },
    { status: 'paid', amount: input.amount },
  );
  if (!paid.ok) {
    if (paid.reason === 'unknown') {
      throw new DomainError(Code.notFound, `Pay code ${input.payCode} does not exist`);
    }
    throw new DomainError(Code.conflict, `Pay code ${input.payCode} is already ${paid.reason}`);
  }
  const order = before ? await deps.orderView(before.orderId) : null;
  return {
    payCode: input.payCode,
    amount: input.amount,
    remaining: paid.remaining,
    tradeNo: paid.collection.tradeNo,
    actor,
    inLedger: await isInLedger(db, paid.notification.paymentId),
    orderId: order?.orderId ?? null,
    fromStatus: before?.status ?? null,
    toStatus: order?.status ?? null,
    order,
  };
};

/**
 * Staff confirm or refuse a submitted payment reference. The ops API answers its refusals with HTTP
 * 200 and the code in the envelope, like every other ops refusal.
 */
export const decideUtr = async (
  utr: OpsPayments['utr'],
  input: { orderId: number; utr: string; decision: 'confirm' | 'reject' },
  actor: OpsActor,
): Promise<Pick<OpsUtrResult, 'utr' | 'state' | 'applied'>> => {
  const decided = await utr.decide(input.orderId, input.utr, input.decision, actor);
  return {
    utr: decided.utr,
    state: decided.state === 'confirmed' ? 'confirmed' : 'rejected',
    applied: decided.applied,
  };
};

/** The audit trail, newest first; `orderId` narrows it to one order. */
export const listActions = async (db: Db, input: { limit: number; orderId?: number | undefined }) =>
  (
    await listOpsActions(db, {
      limit: input.limit,
      target: input.orderId === undefined ? undefined : String(input.orderId),
    })
  ).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
