import { orders, productVersions } from './schema/loan.ts';

/**
 * What a loan's interest is computed from (domain/loan-basis.ts `LoanBasis`): selected as `basis` by
 * every read of what is owed, which joins the order's product version.
 */
export const loanBasisColumns = {
  interestMethod: productVersions.interestMethod,
  rateBp: productVersions.interestRateBp,
  principal: orders.amount,
  serviceFee: orders.serviceFee,
  disbursedAt: orders.disbursedAt,
};
