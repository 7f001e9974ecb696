import { LOAN_AGREEMENT } from '@tz-loan/contract/platform/constants';
import { Code } from '@tz-loan/contract/platform/envelope';
import {
  EXTRA_TERMS_MAX,
  type OpsProduct,
  type OpsProductChangeTerms,
  type OpsProductTerms,
  type OpsProductVersion,
  PERIODS_MAX,
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
  versionTermsOf,
} from './repository.ts';

type PricedTerms = Omit<OpsProductTerms, 'name' | 'logo' | 'extraTerms'> & {
  extraTerms?: ProductTerm[] | undefined;
};

/** Every term the borrower may choose (PRODUCT.md §19): the default first. */
const choosable = (terms: PricedTerms): ProductTerm[] => [
  { termDays: terms.termDays, periods: terms.periods },
  ...(terms.extraTerms ?? []),
];

/** The highest APR a loan of this term costs: prices are floored, so both ends of the range are priced. */
const termAprBp = (terms: PricedTerms, term: ProductTerm) =>
  Math.max(
    priceLoan({ ...terms, ...term, interestMethod: 'reducing', amount: terms.amountMin }).aprBp,
    priceLoan({ ...terms, ...term, interestMethod: 'reducing', amount: terms.amountMax }).aprBp,
  );

/** The highest APR any loan of these terms costs, on every term the borrower may choose. */
const worstAprBp = (terms: PricedTerms) => Math.max(...choosable(terms).map((t) => termAprBp(terms, t)));

const termOf = (t: ProductTerm): ProductTerm => ({ termDays: t.termDays, periods: t.periods });
const keyOf = (t: ProductTerm) => `${t.termDays}/${t.periods}`;
const labelOf = (t: ProductTerm) =>
  `${t.termDays} days in ${t.periods} instalment${t.periods === 1 ? '' : 's'}`;
/** Extra terms in one order, by days then instalments: a version's list compares by value. */
const sortedTerms = (terms: readonly ProductTerm[]) =>
  terms.map(termOf).sort((x, y) => x.termDays - y.termDays || x.periods - y.periods);

/** A product as staff read it. */
export const toOpsProduct = (row: ProductRow): OpsProduct => ({
  productId: row.id,
  name: row.name,
  logo: row.logo,
  amountMin: row.amountMin,
  amountMax: row.amountMax,
  termDays: row.termDays,
  periods: row.periods,
  extraTerms: row.extraTerms.map(termOf),
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
  extraTerms: row.extraTerms.map(termOf),
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

/** A term besides the default: within the default term's limits, at most one instalment a day. */
const checkExtraTerm = (term: ProductTerm) => {
  const { termDays, periods } = term;
  const a = LOAN_AGREEMENT;
  if (!Number.isInteger(termDays) || termDays < a.termMinDays || termDays > a.termMaxDays)
    throw new DomainError(Code.badRequest, `An extra term is ${a.termMinDays} to ${a.termMaxDays} days`);
  if (!Number.isInteger(periods) || periods < 1 || periods > PERIODS_MAX)
    throw new DomainError(Code.badRequest, `An extra term has 1 to ${PERIODS_MAX} instalments`);
  if (periods > termDays)
    throw new DomainError(
      Code.badRequest,
      `${labelOf(term)}: an extra term has at most one instalment a day`,
    );
};

/** The extra terms: each a term of its own, none the default, none twice, at most EXTRA_TERMS_MAX. */
const checkExtraTerms = (terms: Pick<VersionTerms, 'termDays' | 'periods' | 'extraTerms'>) => {
  if (terms.extraTerms.length > EXTRA_TERMS_MAX)
    throw new DomainError(Code.badRequest, `extraTerms holds at most ${EXTRA_TERMS_MAX} terms`);
  const seen = new Set<string>();
  for (const term of terms.extraTerms) {
    checkExtraTerm(term);
    if (keyOf(term) === keyOf(terms))
      throw new DomainError(
        Code.badRequest,
        `${labelOf(term)} is the default term: leave it out of the extra terms`,
      );
    if (seen.has(keyOf(term)))
      throw new DomainError(Code.badRequest, `${labelOf(term)} is named twice among the extra terms`);
    seen.add(keyOf(term));
  }
};

/** The loan agreement's bounds (SPEC.md §9) on a whole set of terms, as added or as changed. */
const checkBounds = (terms: Omit<VersionTerms, 'interestMethod'>) => {
  if (terms.amountMin > terms.amountMax)
    throw new DomainError(Code.badRequest, 'amountMin is above amountMax');
  if (terms.periods > terms.termDays) throw new DomainError(Code.badRequest, 'periods is above termDays');
  checkExtraTerms(terms);
  const priced = choosable(terms).map((term, i) => ({ term, extra: i > 0, apr: termAprBp(terms, term) }));
  const [worst] = priced.sort((x, y) => y.apr - x.apr);
  if (worst && worst.apr >= LOAN_AGREEMENT.aprBelowBp) {
    const on = worst.extra ? ` on ${labelOf(worst.term)}` : '';
    throw new DomainError(
      Code.badRequest,
      `The APR would be ${formatRateBp(worst.apr)}${on}: the loan agreement allows less than ${formatRateBp(LOAN_AGREEMENT.aprBelowBp)}`,
    );
  }
};

const INT4_MAX = 2_147_483_647;
/** An id past the column's range names no product (and must not reach the database as an error). */
const inRange = (id: number) => Number.isInteger(id) && id > 0 && id <= INT4_MAX;

/** Adds a product within the loan agreement's bounds (SPEC.md §9); the APR is priced as an offer is. */
export const addProduct = async (db: Db, terms: OpsProductTerms, actor: string): Promise<OpsProduct> => {
  const product = { ...terms, extraTerms: sortedTerms(terms.extraTerms) };
  checkBounds(product);
  try {
    return toOpsProduct(await insertProduct(db, product, actor));
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError(Code.conflict, `A product named ${terms.name} exists already`);
    throw error;
  }
};

export const listProducts = async (db: Db): Promise<OpsProduct[]> =>
  (await findAllProducts(db)).map(toOpsProduct);

const sameTerms = (x: VersionTerms, y: VersionTerms) =>
  (Object.keys(x) as (keyof VersionTerms)[]).every((key) =>
    key === 'extraTerms'
      ? sortedTerms(x.extraTerms).map(keyOf).join() === sortedTerms(y.extraTerms).map(keyOf).join()
      : x[key] === y[key],
  );

/**
 * Changes a product's terms as its next version, within the same bounds; a term left out keeps its
 * value, and so do the extra terms the borrower may choose (`extraTerms`) unless named ([] removes
 * them). A change to the terms the product has already writes nothing, so a repeated change is one
 * version. Orders point at the version they were signed with, so only new offers see the change.
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
    terms.extraTerms = sortedTerms(terms.extraTerms);
    checkBounds(terms);
    if (sameTerms(versionTermsOf(current), versionTermsOf(terms))) return toOpsProduct(current);
    return toOpsProduct(await updateProductTerms(tx, current, terms, actor));
  });
};

export const listProductVersions = async (db: Db, productId: number): Promise<OpsProductVersion[]> => {
  if (!inRange(productId) || !(await findProduct(db, productId))) throw notFound(PRODUCT_NOT_FOUND);
  return (await findProductVersions(db, productId)).map(toOpsVersion);
};
