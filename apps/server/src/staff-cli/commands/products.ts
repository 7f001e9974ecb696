import {
  type OpsProduct,
  type OpsProductTerm,
  type OpsProductVersion,
  opsProductAdd,
  opsProductChange,
  opsProducts,
  opsProductVersions,
} from '@tz-loan/contract/staff/products';
import { UsageError } from '../cli-error.ts';
import { type Command, type CommandContext, parseInput } from '../command.ts';
import { money, table } from '../format.ts';

const rate = (bp: number) => `${(bp / 100).toFixed(2).replace('.', ',')}%`;
/** The terms besides the default as `--extra-terms` takes them: days/instalments, '-' for none. */
const otherTerms = (terms: readonly OpsProductTerm[]) =>
  terms.map((t) => `${t.termDays}/${t.periods}`).join(',') || '-';

const productTable = (products: readonly OpsProduct[]) =>
  table(products, [
    { title: 'id', value: (p) => String(p.productId), right: true },
    { title: 'name', value: (p) => p.name },
    { title: 'amounts', value: (p) => `${money(p.amountMin)} – ${money(p.amountMax)}` },
    { title: 'days', value: (p) => String(p.termDays), right: true },
    { title: 'instalments', value: (p) => String(p.periods), right: true },
    { title: 'other terms', value: (p) => otherTerms(p.extraTerms) },
    { title: 'interest', value: (p) => rate(p.interestRateBp), right: true },
    { title: 'fee', value: (p) => rate(p.serviceFeeBp), right: true },
    { title: 'APR', value: (p) => rate(p.aprBp), right: true },
    { title: 'version', value: (p) => String(p.version), right: true },
  ]);

const versionTable = (versions: readonly OpsProductVersion[]) =>
  table(versions, [
    { title: 'version', value: (v) => String(v.version), right: true },
    { title: 'from', value: (v) => v.changedAt.slice(0, 16).replace('T', ' ') },
    { title: 'by', value: (v) => v.changedBy },
    { title: 'amounts', value: (v) => `${money(v.amountMin)} – ${money(v.amountMax)}` },
    { title: 'days', value: (v) => String(v.termDays), right: true },
    { title: 'instalments', value: (v) => String(v.periods), right: true },
    { title: 'other terms', value: (v) => otherTerms(v.extraTerms) },
    { title: 'interest', value: (v) => rate(v.interestRateBp), right: true },
    { title: 'fee', value: (v) => rate(v.serviceFeeBp), right: true },
    { title: 'penalty/day', value: (v) => rate(v.overduePenaltyDailyBp), right: true },
    { title: 'grace', value: (v) => String(v.graceDays), right: true },
    { title: 'roll-over', value: (v) => `${v.deferralDays}d ${rate(v.deferralFeeBp)}`, right: true },
    { title: 'APR', value: (v) => rate(v.aprBp), right: true },
  ]);

export const productsCommand: Command = {
  name: 'products',
  args: [],
  usage: 'products',
  summary: 'the products borrowers are offered, with their amounts, terms, APR and version',
  async run({ api }) {
    const { products } = await api.call(opsProducts, {});
    if (products.length === 0) return 'No products yet: add one with `product add` (npm run ops -- help).';
    return productTable(products);
  },
};

/** Each option of `product add` and `product change` and the term it sets; amounts in minor units, rates in basis points. */
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

/** `--extra-terms 91/2,120/4` as terms (their bounds are the call's to check); `none` clears them. */
const extraTermsOf = (text: string) => {
  if (text.trim() === 'none') return [];
  return text.split(',').map((pair) => {
    const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(pair);
    if (!match)
      throw new UsageError(
        `--extra-terms takes days/instalments pairs such as 91/2,120/4, or none (not '${pair}')`,
      );
    return { termDays: match[1], periods: match[2] };
  });
};

const termsGiven = (values: CommandContext['values']) => {
  const raw: Record<string, unknown> = {};
  for (const [option, term] of Object.entries(TERMS)) {
    if (values[option] !== undefined) raw[term] = values[option];
  }
  const extra = values['extra-terms'];
  if (typeof extra === 'string') raw.extraTerms = extraTermsOf(extra);
  return raw;
};

const add = async ({ values, api }: CommandContext) => {
  const raw = { ...DEFAULTS, ...termsGiven(values) };
  const { product } = await api.call(opsProductAdd, parseInput(opsProductAdd, raw));
  return `product ${product.productId} added:\n${productTable([product])}`;
};

// A change names only the terms it changes; the name and logo are the product's own and stay.
const change = async ({ args, values, api }: CommandContext) => {
  if (values.name !== undefined || values.logo !== undefined)
    throw new UsageError('product change: the name and logo stay; change the terms');
  const raw = termsGiven(values);
  if (Object.keys(raw).length === 0) throw new UsageError('product change: name at least one term to change');
  const { product } = await api.call(
    opsProductChange,
    parseInput(opsProductChange, { productId: args.productId, ...raw }),
  );
  return `product ${product.productId} is now version ${product.version} (new offers only; signed loans keep theirs):\n${productTable([product])}`;
};

const versions = async ({ args, api }: CommandContext) => {
  const answer = await api.call(opsProductVersions, parseInput(opsProductVersions, args));
  return versionTable(answer.versions);
};

export const productAddCommand: Command = {
  name: 'product',
  args: ['action'],
  optionalArgs: ['productId'],
  options: Object.fromEntries(
    [...Object.keys(TERMS), 'extra-terms'].map((option) => [option, { type: 'string' as const }]),
  ),
  usage:
    'product add --name N --amount-min MINOR --amount-max MINOR --days D --instalments K --interest-bp BP --fee-bp BP [--penalty-daily-bp BP] [--grace-days D] [--rollover-days D --rollover-fee-bp BP] [--extra-terms D/K,D/K] [--logo /logos/x.svg] | product change <productId> [--interest-bp BP] [--fee-bp BP] [--extra-terms D/K,D/K | none] [any term of add but name and logo] | product versions <productId>',
  summary:
    "adds a product, or changes its terms as a new version (new offers only), within the loan agreement's bounds (400.000–800.000 TZS, 91–120 days, APR under 14,6 %); amounts in minor units, rates in basis points; --extra-terms sets the other terms a borrower may choose (days/instalments, up to 6; none removes them, left out keeps them); versions lists a product's versions",
  async run(ctx) {
    const { action, productId } = ctx.args;
    if (action === 'add' && !productId) return add(ctx);
    if ((action === 'change' || action === 'versions') && productId)
      return action === 'change' ? change(ctx) : versions(ctx);
    throw new UsageError(
      `product ${action}${productId ? ` ${productId}` : ''}: the action is 'add', 'change <productId>' or 'versions <productId>' (products lists them)`,
    );
  },
};
