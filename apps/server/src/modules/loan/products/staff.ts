import { LOAN_AGREEMENT } from '@tz-loan/contract/platform/constants';
import { Code } from '@tz-loan/contract/platform/envelope';
import type {
  OpsProduct,
  OpsProductChangeTerms,
  OpsProductTerms,
  OpsProductVersion,
} from '@tz-loan/contract/staff/products';
import type { Db } from '../../../db/client.ts';
import type { ProductTerm } from '../../../db/schema/loan.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { formatRateBp, priceLoan } from '../../../domain/pricing.ts';
import { PRODUCT_NOT_FOUND } from '../../../shared/refusals.ts';
import {
  findAllProducts,
  findProduct,
  findProductForUpdate,
  findProductVersions,
  insertProduct,
  type ProductRow,
  type ProductVersionRow,
  updateProductTerms,
  type VersionTerms,
} from './repository.ts';

type PricedTerms = Omit<OpsProductTerms, 'name' | 'logo'> & { extraTerms?: ProductTerm[] | undefined };

/**
 * The highest APR any loan of these terms costs: prices are floored, so both ends of the range are
 * priced, on every term the borrower may choose (PRODUCT.md §19).
 */
const worstAprBp = (terms: PricedTerms) =>
  Math.max(
    ...[{ termDays: terms.termDays, periods: terms.periods }, ...(terms.extraTerms ?? [])].flatMap((term) => [
      priceLoan({ ...terms, ...term, interestMethod: 'reducing', amount: terms.amountMin }).aprBp,
      priceLoan({ ...terms, ...term, interestMethod: 'reducing', amount: terms.amountMax }).aprBp,
    ]),
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
  version: row.version,
});

const toOpsVersion = (row: ProductVersionRow): OpsProductVersion => ({
  version: row.version,
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
  changedBy: row.changedBy,
  changedAt: row.createdAt.toISOString(),
});

/** A term besides the default: within the agreement's days, at least one instalment, at most one a day. */
const checkExtraTerm = ({ termDays, periods }: ProductTerm) => {
  const a = LOAN_AGREEMENT;
  if (!Number.isInteger(termDays) || termDays < a.termMinDays || termDays > a.termMaxDays)
    throw new DomainError(Code.badRequest, `A term is ${a.termMinDays} to ${a.termMaxDays} days`);
  if (!Number.isInteger(periods) || periods < 1 || periods > termDays)
    throw new DomainError(Code.badRequest, 'A term has 1 to termDays instalments');
};

/** The loan agreement's bounds (SPEC.md §9) on a whole set of terms, as added or as changed. */
const checkBounds = (terms: Omit<VersionTerms, 'interestMethod'>) => {
  if (terms.amountMin > terms.amountMax)
    throw new DomainError(Code.badRequest, 'amountMin is above amountMax');
  if (terms.periods > terms.termDays) throw new DomainError(Code.badRequest, 'periods is above termDays');
  for (const term of terms.extraTerms) checkExtraTerm(term);
  const apr = worstAprBp(terms);
  if (apr >= LOAN_AGREEMENT.aprBelowBp) {
    throw new DomainError(
      Code.badRequest,
      `The APR would be ${formatRateBp(apr)}: the loan agreement allows less than ${formatRateBp(LOAN_AGREEMENT.aprBelowBp)}`,
    );
  }
};

const INT4_MAX = 2_147_483_647;
/** An id past the column's range names no product (and must not reach the database as an error). */
const inRange = (id: number) => Number.isInteger(id) && id > 0 && id <= INT4_MAX;

/** Adds a product within the loan agreement's bounds (SPEC.md §9); the APR is priced as an offer is. */
export const addProduct = async (db: Db, terms: OpsProductTerms, actor: string): Promise<OpsProduct> => {
  // A product staff add offers its one term; further terms are the seed's for now.
  checkBounds({ ...terms, extraTerms: [] });
  try {
    return toOpsProduct(await insertProduct(db, { ...terms, extraTerms: [] }, actor));
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError(Code.conflict, `A product named ${terms.name} exists already`);
    throw error;
  }
};

export const listProducts = async (db: Db): Promise<OpsProduct[]> =>
  (await findAllProducts(db)).map(toOpsProduct);

/**
 * Changes a product's terms as its next version, within the same bounds; a term left out keeps its
 * value, and the other terms the borrower may choose (`extraTerms`) are carried over as they are. Orders point at the version they were signed with, so only new offers see the change.
 */
export const changeProduct = async (
  db: Db,
  productId: number,
  change: OpsProductChangeTerms,
  actor: string,
): Promise<OpsProduct> => {
  const given = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
  if (Object.keys(given).length === 0)
    throw new DomainError(Code.badRequest, 'Name at least one term to change');
  if (!inRange(productId)) throw notFound(PRODUCT_NOT_FOUND);
  return db.transaction(async (tx) => {
    const current = await findProductForUpdate(tx, productId);
    if (!current) throw notFound(PRODUCT_NOT_FOUND);
    const terms: VersionTerms = { ...current, ...given };
    checkBounds(terms);
    return toOpsProduct(await updateProductTerms(tx, current, terms, actor));
  });
};

export const listProductVersions = async (db: Db, productId: number): Promise<OpsProductVersion[]> => {
  if (!inRange(productId) || !(await findProduct(db, productId))) throw notFound(PRODUCT_NOT_FOUND);
  return (await findProductVersions(db, productId)).map(toOpsVersion);
};
