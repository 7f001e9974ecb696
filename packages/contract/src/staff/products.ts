import { z } from 'zod';
import { defineCall } from '../platform/call.ts';
import { LOAN_AGREEMENT } from '../platform/constants.ts';
import { idParam, intParam } from '../platform/params.ts';
import { OPS_PREFIX } from './calls.ts';
import { ADMIN, EVERY_ROLE } from './roles.ts';

// Products as staff make them (PRODUCT.md §17: production's products come from staff, never from the
// demo seed). The loan agreement's bounds (SPEC.md §9) are checked here and, for the APR, on the server.

const a = LOAN_AGREEMENT;
/** Basis points a rate or fee may name at most: 100 %. */
const RATE_MAX_BP = 10_000;
/** Instalments a term may have at most. */
export const PERIODS_MAX = 12;
/** Terms a product may offer besides its default. */
export const EXTRA_TERMS_MAX = 6;

/** A term the borrower may choose besides the default, within the default term's limits. */
export const opsProductTerm = z.object(
  {
    termDays: intParam('extraTerms.termDays', { min: a.termMinDays, max: a.termMaxDays }),
    periods: intParam('extraTerms.periods', { min: 1, max: PERIODS_MAX }),
  },
  { error: 'each of extraTerms is a term with termDays and periods' },
);
export type OpsProductTerm = z.infer<typeof opsProductTerm>;

const extraTerms = z
  .array(opsProductTerm, { error: 'extraTerms is a list of terms, each with termDays and periods' })
  .max(EXTRA_TERMS_MAX, `extraTerms holds at most ${EXTRA_TERMS_MAX} terms`);

export const opsProductTerms = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(60, 'name is at most 60 characters')
    .regex(/^[^\p{Cc}\p{Cf}]*$/u, 'name may not hold control or format characters'),
  logo: z
    .string()
    .regex(/^\/logos\/[a-z0-9-]{1,40}\.svg$/, "logo is one of the app's logos, such as /logos/haraka.svg")
    .default('/logos/haraka.svg'),
  amountMin: intParam('amountMin', { min: a.amountMinMinor, max: a.amountMaxMinor }),
  amountMax: intParam('amountMax', { min: a.amountMinMinor, max: a.amountMaxMinor }),
  termDays: intParam('termDays', { min: a.termMinDays, max: a.termMaxDays }),
  periods: intParam('periods', { min: 1, max: PERIODS_MAX }),
  /** The other terms the borrower may choose among (PRODUCT.md §19); none when left out. */
  extraTerms: extraTerms.default([]),
  interestRateBp: intParam('interestRateBp', { max: RATE_MAX_BP }),
  serviceFeeBp: intParam('serviceFeeBp', { max: RATE_MAX_BP }),
  overduePenaltyDailyBp: intParam('overduePenaltyDailyBp', { max: 100 }),
  graceDays: intParam('graceDays', { max: 30 }),
  deferralDays: intParam('deferralDays', { max: 60 }),
  deferralFeeBp: intParam('deferralFeeBp', { max: RATE_MAX_BP }),
});
export type OpsProductTerms = z.infer<typeof opsProductTerms>;

export const opsProduct = z.object({
  productId: z.number().int(),
  name: z.string(),
  logo: z.string(),
  amountMin: z.number().int(),
  amountMax: z.number().int(),
  termDays: z.number().int(),
  periods: z.number().int(),
  /** The other terms the borrower may choose among, besides termDays/periods. */
  extraTerms: z.array(z.object({ termDays: z.number().int(), periods: z.number().int() })),
  interestRateBp: z.number().int(),
  serviceFeeBp: z.number().int(),
  overduePenaltyDailyBp: z.number().int(),
  graceDays: z.number().int(),
  deferralDays: z.number().int(),
  deferralFeeBp: z.number().int(),
  /** The APR of the product's largest loan, priced as an offer is (bp). */
  aprBp: z.number().int(),
  /** The version of these terms: 1 when added, one more at each change (PRODUCT.md §18). */
  version: z.number().int(),
});
export type OpsProduct = z.infer<typeof opsProduct>;

/**
 * The terms a change may name: the prices and the repayment rules; the name and logo stay. Extra terms
 * left out are carried over; an empty list removes them all.
 */
export const opsProductChangeTerms = opsProductTerms
  .omit({ name: true, logo: true })
  .extend({ extraTerms })
  .partial();
export type OpsProductChangeTerms = z.infer<typeof opsProductChangeTerms>;

/** One version of a product's terms, who wrote it and when. */
export const opsProductVersion = opsProduct
  .omit({ productId: true, name: true, logo: true })
  .extend({ changedBy: z.string(), changedAt: z.string() });
export type OpsProductVersion = z.infer<typeof opsProductVersion>;

export const opsProducts = defineCall({
  roles: EVERY_ROLE,
  method: 'GET',
  path: `${OPS_PREFIX}/products`,
  input: z.object({}),
  data: z.object({ products: z.array(opsProduct) }),
});

/** Adds a product; one of the same name is refused (409), so a repeated command adds nothing twice. */
export const opsProductAdd = defineCall({
  roles: ADMIN,
  refusals: [400, 409],
  method: 'POST',
  path: `${OPS_PREFIX}/products`,
  input: opsProductTerms,
  data: z.object({ product: opsProduct }),
});

const productId = { productId: idParam('productId') };

/**
 * Changes a product's terms as a new version. Every term is optional, a term left out keeps its value;
 * the result is checked as an added product is. New offers are priced on it; a signed loan keeps the
 * version it was signed with (PRODUCT.md §18).
 */
export const opsProductChange = defineCall({
  roles: ADMIN,
  refusals: [400, 404],
  method: 'POST',
  path: `${OPS_PREFIX}/products/:productId`,
  // A change naming no term is refused by the server (400).
  input: z.object({ ...productId, ...opsProductChangeTerms.shape }),
  data: z.object({ product: opsProduct }),
});

/** Every version of a product's terms, the first first. */
export const opsProductVersions = defineCall({
  roles: EVERY_ROLE,
  refusals: [404],
  method: 'GET',
  path: `${OPS_PREFIX}/products/:productId/versions`,
  input: z.object(productId),
  data: z.object({ versions: z.array(opsProductVersion) }),
});
