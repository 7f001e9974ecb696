import { z } from 'zod';

// PRODUCT.md §18: what each member of staff may do is their roles', checked by the server on every call.

export const STAFF_ROLES = ['agent', 'credit', 'finance', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRole = z.enum(STAFF_ROLES, {
  error: "role must be 'agent', 'credit', 'finance' or 'admin'",
});

/** Reading queues, orders and figures: every role. */
export const EVERY_ROLE: readonly StaffRole[] = STAFF_ROLES;
/** Complaints, contact messages, the borrower's story. */
export const AGENT: readonly StaffRole[] = ['agent'];
/** Underwriting: orders waiting at 21. */
export const CREDIT: readonly StaffRole[] = ['credit'];
/** Payouts, payment references, manual settlement, reconciliation. */
export const FINANCE: readonly StaffRole[] = ['finance'];
/** Staff, products, settings, the audit trail. */
export const ADMIN: readonly StaffRole[] = ['admin'];

/** Whether someone holding `held` may make a call open to `allowed`. */
export const mayAct = (held: readonly string[], allowed: readonly string[] | undefined) =>
  allowed !== undefined && held.some((role) => allowed.includes(role));
