import { z } from 'zod';
import { defineCall } from '../platform/call.ts';
import { OPS_PREFIX } from './calls.ts';
import { FINANCE } from './roles.ts';

/** One way the provider's record and ours disagree. */
export const reconcileDifference = z.object({
  /** Our reference (the push's trade number, the payout's reference). */
  reference: z.string(),
  kind: z.enum(['collection', 'disbursement']),
  orderId: z.number().int(),
  /** What our ledger holds, and what the provider says, in words ('paid 5.000,00 TZS', 'declined'). */
  ours: z.string(),
  theirs: z.string(),
  problem: z.enum([
    'missing-in-ledger',
    'not-at-provider',
    'amount-differs',
    'still-pending',
    'provider-unreachable',
  ]),
});
export type ReconcileDifference = z.infer<typeof reconcileDifference>;

/**
 * The daily reconciliation (PRODUCT.md §17): every push and payout of one Tanzanian day asked of the
 * provider and compared with the ledger. It reports; it moves no money.
 */
export const opsReconcile = defineCall({
  roles: FINANCE,
  refusals: [409],
  method: 'GET',
  path: `${OPS_PREFIX}/reconcile`,
  summary: "Compare a day's mobile-money payments at the provider with the ledger",
  input: z.object({
    /** YYYY-MM-DD, Tanzania time; yesterday when left out. */
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'date must be a real day')
      .optional(),
  }),
  data: z.object({
    date: z.string(),
    provider: z.string(),
    checked: z.number().int(),
    differences: z.array(reconcileDifference),
  }),
});
