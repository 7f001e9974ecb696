import type { ProductSummary } from '@tz-loan/contract/home';
import { formatMoney } from '@tz-loan/contract/money';
import type { TextValueRow } from '@tz-loan/contract/params';
import type { RecProduct } from '@tz-loan/contract/product';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../http/app-error.ts';
import { PRODUCT_NOT_FOUND } from '../../../shared/refusals.ts';
import { formatRateBp, priceLoan } from '../offer/pricing.ts';
import { findAllProducts, findProduct, type ProductRow } from './repository.ts';

const tzs = (minor: number) => `${formatMoney(minor)} TZS`;
const instalmentsText = (periods: number) => `${periods} instalment${periods === 1 ? '' : 's'}`;

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

export const toRecProduct = (p: ProductRow): RecProduct => ({
  productId: String(p.id),
  productName: p.name,
  productLogo: p.logo,
  amountRange: `${formatMoney(p.amountMin)} - ${formatMoney(p.amountMax)}`,
  rate: `APR ${formatRateBp(exampleOf(p).aprBp)}`,
  description: `${p.termDays} days, ${instalmentsText(p.periods)}`,
  buttonText: 'Apply',
});

const terms = (p: ProductRow): TextValueRow[] => [
  { text: 'Amount', value: `${formatMoney(p.amountMin)} - ${formatMoney(p.amountMax)} TZS` },
  { text: 'Term', value: `${p.termDays} days` },
  { text: 'Instalments', value: String(p.periods) },
  { text: 'Interest rate per year', value: formatRateBp(p.interestRateBp) },
  { text: 'Service fee', value: `${formatRateBp(p.serviceFeeBp)} of the amount, once` },
  { text: 'APR', value: formatRateBp(exampleOf(p).aprBp) },
];

const example = (p: ProductRow): TextValueRow[] => {
  const price = exampleOf(p);
  return [
    { text: 'Amount', value: tzs(price.amount) },
    { text: 'Interest', value: tzs(price.interest) },
    { text: 'Service fee', value: tzs(price.serviceFee) },
    { text: 'Total repayable', value: tzs(price.totalRepayable) },
    ...price.instalments.map((i) => ({
      text: `Instalment ${i.periodNo}/${p.periods} (day ${i.dueOffsetDays})`,
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
  recommend: async (exceptId?: number): Promise<RecProduct[]> =>
    (await findAllProducts(db)).filter((p) => p.id !== exceptId).map(toRecProduct),
  exists: async (id: number) => (await lookup(db, id)) !== null,
  detail: async (id: number) => {
    const p = await lookup(db, id);
    if (!p) throw notFound(PRODUCT_NOT_FOUND);
    return {
      ...toSummary(p),
      terms: terms(p),
      example: example(p),
    };
  },
});
