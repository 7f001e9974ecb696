import type { OpsActionResult } from '@tz-loan/contract/staff/calls';
import { shown } from '../format.ts';

/** 'Order 12 approved (21 → 110) by ops:alice', plus the next due date once there is one. */
export const actionLine = (result: OpsActionResult, done: string) => {
  const due = result.order.nextDueDate ? `; next due ${result.order.nextDueDate}` : '';
  return shown(
    `Order ${result.orderId} ${done} (${result.fromStatus} → ${result.toStatus}) by ${result.actor}${due}`,
  );
};

/** A money step waiting for a second person (four eyes, PRODUCT.md §18). */
export const proposedLine = (orderId: number, what: string, approvalId: number) =>
  shown(
    `Order ${orderId}: ${what} proposed (proposal ${approvalId}); another finance officer approves it: npm run ops -- decide ${approvalId} --approve`,
  );
