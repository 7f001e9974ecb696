import type { OpsOrder } from '@tz-loan/contract/staff/calls';

/** One order as the loan lifecycle shows it to staff (extra fields are ignored). */
export type OpsOrderView = {
  id: number;
  phone: string;
  productId: number;
  productName: string;
  storedStatus: number;
  status: number;
  amount: number;
  totalRepayable: number;
  nextDueDate: string | null;
  createdAt: string;
};

type OpsActor = `ops:${string}`;
/** What a step answers; `note` (e.g. where the payout went) is passed on to the caller. */
type StepResult = { note?: string };

/**
 * What the ops API needs of the loan lifecycle (modules/loan/lifecycle-service.ts). The lifecycle owns
 * the rules and writes the order's events; a refusal is a DomainError the staff member reads as it is.
 */
export interface OpsLifecycle {
  approve(orderId: number, actor: OpsActor): Promise<StepResult>;
  reject(orderId: number, actor: OpsActor): Promise<StepResult>;
  settlePayout(orderId: number, outcome: 'succeed' | 'fail' | 'auto', actor: OpsActor): Promise<StepResult>;
  retryFailedPayout(orderId: number, actor: OpsActor, to?: Record<string, string>): Promise<StepResult>;
  shift(orderId: number, days: number, actor: OpsActor): Promise<StepResult>;
  listOrders(filter: {
    phone?: string | undefined;
    limit?: number;
    status?: number | undefined;
    before?: number | undefined;
  }): Promise<OpsOrderView[]>;
  /** Throws the not-found DomainError when there is no such order. */
  orderForOps(orderId: number): Promise<OpsOrderView>;
}

export const toOpsOrder = (view: OpsOrderView): OpsOrder => ({
  orderId: view.id,
  phone: view.phone,
  productId: view.productId,
  productName: view.productName,
  storedStatus: view.storedStatus,
  status: view.status,
  amount: view.amount,
  totalRepayable: view.totalRepayable,
  nextDueDate: view.nextDueDate,
  createdAt: view.createdAt,
});
