// No zod here: screens import these on their first load.

/**
 * Order statuses (PRODUCT.md §5). 21, 110 and 151 are stored; 170, 174, 180 and 200 are derived from
 * the plan and the clock when read. 40 (rejected by underwriting) is this product's own addition: the
 * spec does not name a code for it and loan details shows its neutral icon for it.
 */
export const OrderStatus = {
  underReview: 21,
  rejected: 40,
  payingOut: 110,
  payoutFailed: 151,
  repaying: 170,
  due: 174,
  overdue: 180,
  settled: 200,
} as const;
export type OrderStatusCode = (typeof OrderStatus)[keyof typeof OrderStatus];

/** Statuses of an order that is not finished: a borrower may hold only one such order at a time. */
export const OPEN_STATUSES: readonly number[] = [21, 110, 151, 170, 174, 180];

/** The term unit of the confirmation and submit calls: the term is counted in days. */
export const TERM_UNIT_DAYS = 1;
