import type { ProductSummary } from '@tz-loan/contract/loan/home';
import type { RecProduct } from '@tz-loan/contract/loan/product';
import { formatMoney } from '@tz-loan/contract/platform/money';
import type { TextValueRow } from '@tz-loan/contract/platform/params';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../domain/errors.ts';
import { formatRateBp, priceLoan } from '../../../domain/pricing.ts';
import { type Language, say } from '../../../shared/i18n.ts';
import { PRODUCT_NOT_FOUND } from '../../../shared/refusals.ts';
import { daysText, instalmentsText, LOAN_TEXTS } from '../texts.ts';
import { findAllProducts, findProduct, type ProductRow } from './repository.ts';
import { PRODUCT_TEXTS } from './texts.ts';

const tzs = (minor: number) => `${formatMoney(minor)} TZS`;

// Every rate a product advertises is the one its largest loan costs, priced like a real offer.
const exampleOf = (p: ProductRow) => priceLoan({ ...p, amount: p.amountMax });

/** A product as the native app's home page lists it. */
export const toSummary = (p: ProductRow): ProductSummary => ({
  productId: String(p.id),
  productName: p.name,
  productLogo: p.logo,
  amountMin: p.amountMin,
  amountMax: p.amountMax,
  termDays: p.termDays,
  periods: p.periods,
});

export const toRecProduct = (p: ProductRow, language: Language): RecProduct => ({
  productId: String(p.id),
  productName: p.name,
  productLogo: p.logo,
  amountRange: `${formatMoney(p.amountMin)} - ${formatMoney(p.amountMax)}`,
  rate: say(LOAN_TEXTS.aprRate, language, { rate: formatRateBp(exampleOf(p).aprBp) }),
  description: say(PRODUCT_TEXTS.description, language, {
    days: p.termDays,
    instalments: instalmentsText(p.periods, language),
  }),
  buttonText: say(PRODUCT_TEXTS.apply, language),
});

const choosable = (p: ProductRow) => [{ termDays: p.termDays, periods: p.periods }, ...p.extraTerms];

const terms = (p: ProductRow, language: Language): TextValueRow[] => [
  {
    text: say(LOAN_TEXTS.amount, language),
    value: `${formatMoney(p.amountMin)} - ${formatMoney(p.amountMax)} TZS`,
  },
  // Every term the borrower may choose on the confirmation (PRODUCT.md §19), the default first, the
  // days and the instalments of each in the same place: '105 days / 91 days', '3 / 2'.
  {
    text: say(LOAN_TEXTS.term, language),
    value: choosable(p)
      .map((t) => daysText(t.termDays, language))
      .join(' / '),
  },
  {
    text: say(LOAN_TEXTS.instalmentCount, language),
    value: choosable(p)
      .map((t) => t.periods)
      .join(' / '),
  },
  { text: say(PRODUCT_TEXTS.interestRatePerYear, language), value: formatRateBp(p.interestRateBp) },
  {
    text: say(LOAN_TEXTS.serviceFee, language),
    value: say(PRODUCT_TEXTS.serviceFeeValue, language, { rate: formatRateBp(p.serviceFeeBp) }),
  },
  // The APR of the largest loan on each term, in the terms' order: a shorter term costs more a year.
  {
    text: say(LOAN_TEXTS.apr, language),
    value: choosable(p)
      .map((t) => formatRateBp(priceLoan({ ...p, ...t, amount: p.amountMax }).aprBp))
      .join(' / '),
  },
];

const example = (p: ProductRow, language: Language): TextValueRow[] => {
  const price = exampleOf(p);
  return [
    { text: say(LOAN_TEXTS.amount, language), value: tzs(price.amount) },
    { text: say(LOAN_TEXTS.interest, language), value: tzs(price.interest) },
    { text: say(LOAN_TEXTS.serviceFee, language), value: tzs(price.serviceFee) },
    { text: say(LOAN_TEXTS.totalRepayable, language), value: tzs(price.totalRepayable) },
    ...price.instalments.map((i) => ({
      text: say(PRODUCT_TEXTS.instalmentDue, language, {
        period: i.periodNo,
        count: p.periods,
        day: i.dueOffsetDays,
      }),
      value: tzs(i.amount),
    })),
  ];
};

const INT4_MAX = 2_147_483_647;
/** An id past the column's range names no product (and must not reach the database as an error). */
const lookup = (db: Db, id: number) =>
  Number.isInteger(id) && id > 0 && id <= INT4_MAX ? findProduct(db, id) : null;

export type ProductService = ReturnType<typeof createProductService>;

export const createProductService = (db: Db) => ({
  /** Every product on offer, for the home page. */
  list: async () => (await findAllProducts(db)).map(toSummary),
  /** Every product on offer except `exceptId`, as the recommendation lists show them. */
  recommend: async (language: Language, exceptId?: number): Promise<RecProduct[]> =>
    (await findAllProducts(db)).filter((p) => p.id !== exceptId).map((p) => toRecProduct(p, language)),
  exists: async (id: number) => (await lookup(db, id)) !== null,
  detail: async (id: number, language: Language) => {
    const p = await lookup(db, id);
    if (!p) throw notFound(PRODUCT_NOT_FOUND);
    return {
      ...toSummary(p),
      terms: terms(p, language),
      example: example(p, language),
    };
  },
});
