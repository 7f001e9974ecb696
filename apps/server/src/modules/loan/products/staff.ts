import { LOAN_AGREEMENT } from '@tz-loan/contract/platform/constants';
import { Code } from '@tz-loan/contract/platform/envelope';
import type { OpsProduct, OpsProductTerms } from '@tz-loan/contract/staff/products';
import type { Db } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { DomainError } from '../../../domain/errors.ts';
import { formatRateBp, priceLoan } from '../../../domain/pricing.ts';
import { findAllProducts, insertProduct, type ProductRow } from './repository.ts';

/** The highest APR any loan of these terms costs: prices are floored, so both ends of the range are priced. */
const worstAprBp = (terms: Omit<OpsProductTerms, 'name' | 'logo'>) =>
  Math.max(
    priceLoan({ ...terms, amount: terms.amountMin }).aprBp,
    priceLoan({ ...terms, amount: terms.amountMax }).aprBp,
  );

/** A product as staff read it. */
export const toOpsProduct = (row: ProductRow): OpsProduct => ({
  productId: row.id,
  name: row.name,
  logo: row.logo,
  amountMin: row.amountMin,
  amountMax: row.amountMax,
  termDays: row.termDays,
  periods: row.periods,
  interestRateBp: row.interestRateBp,
  serviceFeeBp: row.serviceFeeBp,
  overduePenaltyDailyBp: row.overduePenaltyDailyBp,
  graceDays: row.graceDays,
  deferralDays: row.deferralDays,
  deferralFeeBp: row.deferralFeeBp,
  aprBp: worstAprBp(row),
});

/** Adds a product within the loan agreement's bounds (SPEC.md §9); the APR is priced as an offer is. */
export const addProduct = async (db: Db, terms: OpsProductTerms): Promise<OpsProduct> => {
  if (terms.amountMin > terms.amountMax)
    throw new DomainError(Code.badRequest, 'amountMin is above amountMax');
  if (terms.periods > terms.termDays) throw new DomainError(Code.badRequest, 'periods is above termDays');
  const apr = worstAprBp(terms);
  if (apr >= LOAN_AGREEMENT.aprBelowBp) {
    throw new DomainError(
      Code.badRequest,
      `The APR would be ${formatRateBp(apr)}: the loan agreement allows less than ${formatRateBp(LOAN_AGREEMENT.aprBelowBp)}`,
    );
  }
  try {
    return toOpsProduct(await insertProduct(db, terms));
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError(Code.conflict, `A product named ${terms.name} exists already`);
    throw error;
  }
};

export const listProducts = async (db: Db): Promise<OpsProduct[]> =>
  (await findAllProducts(db)).map(toOpsProduct);
