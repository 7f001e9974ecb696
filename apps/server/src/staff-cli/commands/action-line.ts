import type { OpsActionResult } from '@tz-loan/contract/staff/calls';
import { shown } from '../format.ts';

/** 'Order 12 approved (21 → 110) by ops:alice', plus the next due date once there is one. */
export const actionLine = (result: OpsActionResult, done: string) => {
  const due = result.order.nextDueDate ? `; next due ${result.order.nextDueDate}` : '';
  return shown(
    `Order ${result.orderId} ${done} (${result.fromStatus} → ${result.toStatus}) by ${result.actor}${due}`,
  );
};
