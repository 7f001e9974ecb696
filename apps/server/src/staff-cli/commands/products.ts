import { type OpsProduct, opsProductAdd, opsProducts } from '@tz-loan/contract/staff/products';
import { UsageError } from '../cli-error.ts';
import { type Command, parseInput } from '../command.ts';
import { money, table } from '../format.ts';

const rate = (bp: number) => `${(bp / 100).toFixed(2).replace('.', ',')}%`;

const productTable = (products: readonly OpsProduct[]) =>
  table(products, [
    { title: 'id', value: (p) => String(p.productId), right: true },
    { title: 'name', value: (p) => p.name },
    { title: 'amounts', value: (p) => `${money(p.amountMin)} – ${money(p.amountMax)}` },
    { title: 'days', value: (p) => String(p.termDays), right: true },
    { title: 'instalments', value: (p) => String(p.periods), right: true },
    { title: 'interest', value: (p) => rate(p.interestRateBp), right: true },
    { title: 'fee', value: (p) => rate(p.serviceFeeBp), right: true },
    { title: 'APR', value: (p) => rate(p.aprBp), right: true },
  ]);

export const productsCommand: Command = {
  name: 'products',
  args: [],
  usage: 'products',
  summary: 'the products borrowers are offered, with their amounts, terms and APR',
  async run({ api }) {
    const { products } = await api.call(opsProducts, {});
    if (products.length === 0) return 'No products yet: add one with `product add` (npm run ops -- help).';
    return productTable(products);
  },
};

/** Each option of `product add` and the term it sets; amounts in minor units, rates in basis points. */
const TERMS = {
  name: 'name',
  logo: 'logo',
  'amount-min': 'amountMin',
  'amount-max': 'amountMax',
  days: 'termDays',
  instalments: 'periods',
  'interest-bp': 'interestRateBp',
  'fee-bp': 'serviceFeeBp',
  'penalty-daily-bp': 'overduePenaltyDailyBp',
  'grace-days': 'graceDays',
  'rollover-days': 'deferralDays',
  'rollover-fee-bp': 'deferralFeeBp',
} as const;

/** Optional terms and what they are when left out: no roll-over, three days' grace. */
const DEFAULTS = { overduePenaltyDailyBp: '0', graceDays: '3', deferralDays: '0', deferralFeeBp: '0' };

export const productAddCommand: Command = {
  name: 'product',
  args: ['action'],
  options: Object.fromEntries(Object.keys(TERMS).map((option) => [option, { type: 'string' as const }])),
  usage:
    'product add --name N --amount-min MINOR --amount-max MINOR --days D --instalments K --interest-bp BP --fee-bp BP [--penalty-daily-bp BP] [--grace-days D] [--rollover-days D --rollover-fee-bp BP] [--logo /logos/x.svg]',
  summary:
    "adds a product within the loan agreement's bounds (400.000–800.000 TZS, 91–120 days, APR under 14,6 %); amounts in minor units, rates in basis points",
  async run({ args, values, api }) {
    if (args.action !== 'add')
      throw new UsageError(`product ${args.action}: the action is 'add' (products lists them)`);
    const raw: Record<string, unknown> = { ...DEFAULTS };
    for (const [option, term] of Object.entries(TERMS)) {
      if (values[option] !== undefined) raw[term] = values[option];
    }
    const { product } = await api.call(opsProductAdd, parseInput(opsProductAdd, raw));
    return `product ${product.productId} added:\n${productTable([product])}`;
  },
};
