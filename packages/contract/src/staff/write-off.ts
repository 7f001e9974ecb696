import { z } from 'zod';
import { type CallData, defineCall } from '../platform/call.ts';
import { idParam } from '../platform/params.ts';
import { OPS_PREFIX, opsActionResult } from './calls.ts';
import { FINANCE } from './roles.ts';

// PRODUCT.md §18, four eyes on money: writing off what a loan still owes is proposed by one finance
// member and written (one 'write_off' ledger row, the loan closed) when a second one approves.

export const WRITE_OFF_REASON_MIN = 3;
export const WRITE_OFF_REASON_MAX = 500;

export const writeOffReason = z
  .string({ error: 'reason is required' })
  .trim()
  .min(WRITE_OFF_REASON_MIN, `reason must be ${WRITE_OFF_REASON_MIN} to ${WRITE_OFF_REASON_MAX} characters`)
  .max(WRITE_OFF_REASON_MAX, `reason must be ${WRITE_OFF_REASON_MIN} to ${WRITE_OFF_REASON_MAX} characters`)
  .regex(/^[^\p{Cc}\p{Cf}]+$/u, 'reason may not hold control characters');

export const opsWriteOff = defineCall({
  roles: FINANCE,
  refusals: [404, 409],
  method: 'POST',
  path: `${OPS_PREFIX}/orders/:orderId/write-off`,
  summary: 'Proposes writing off what an order being repaid still owes; a second finance member approves',
  input: z.object({ orderId: idParam('orderId'), reason: writeOffReason }),
  /** The order as it stands and the proposal (approvalId); written at once only for demo mode's member. */
  data: opsActionResult.extend({ amount: z.number().int() }),
});
export type OpsWriteOffResult = CallData<typeof opsWriteOff>;
