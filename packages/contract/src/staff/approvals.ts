import { z } from 'zod';
import { defineCall } from '../platform/call.ts';
import { idParam } from '../platform/params.ts';
import { OPS_PREFIX } from './calls.ts';
import { FINANCE } from './roles.ts';

// PRODUCT.md §18, four eyes on money: one member proposes, another member with the role approves, and
// only then does the money move. Both names stay in the trail.

export const APPROVAL_KINDS = ['utr-confirm', 'payout-settle', 'payout-retry', 'write-off'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_STATES = ['pending', 'approved', 'rejected'] as const;

export const approval = z.object({
  id: z.number().int(),
  kind: z.enum(APPROVAL_KINDS),
  orderId: z.number().int(),
  /** What is proposed, as the proposer sent it (the reference, the amount it will pay, …). */
  detail: z.record(z.string(), z.string()),
  /** Minor units the approval moves, when known when proposed. */
  amount: z.number().int().nullable(),
  state: z.enum(APPROVAL_STATES),
  proposedBy: z.string(),
  proposedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** What the approval did, or why it could not (the order moved on meanwhile, …). */
  outcome: z.string(),
  /**
   * Approved, but its action never said it ended (the server stopped meanwhile): it may be approved
   * again, which is safe (every action checks the order first), and not rejected (it may have run).
   */
  interrupted: z.boolean(),
});
export type Approval = z.infer<typeof approval>;

export const opsApprovals = defineCall({
  roles: FINANCE,
  method: 'GET',
  path: `${OPS_PREFIX}/approvals`,
  summary: 'Proposals waiting for a second person, oldest first (state=all for the decided ones too)',
  input: z.object({ state: z.enum(['pending', 'all']).optional() }),
  data: z.object({ approvals: z.array(approval) }),
});

export const opsApprovalDecide = defineCall({
  roles: FINANCE,
  refusals: [403, 404, 409],
  method: 'POST',
  path: `${OPS_PREFIX}/approvals/:approvalId`,
  summary: 'Approves (the money moves now) or rejects a proposal; never the proposer',
  input: z.object({
    approvalId: idParam('approvalId'),
    decision: z.enum(['approve', 'reject'], { error: "decision must be 'approve' or 'reject'" }),
  }),
  data: z.object({ approval }),
});
