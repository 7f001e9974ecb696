import { CURRENCY } from '@tz-loan/contract/platform/constants';
import { formatMoney } from '@tz-loan/contract/platform/money';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { borrowers } from './schema/auth.ts';
import { type ProductTerm, products, productVersions } from './schema/loan.ts';
import { promotionTemplates } from './schema/promotion.ts';

/** The demo borrower of the native host's login hint. */
export const DEMO_BORROWER_PHONE = '255700000001';

/** Within the loan agreement's bounds: 400.000–800.000 TZS, 91–120 days, APR under 14,6 %. */
export const DEMO_PRODUCTS = [
  {
    id: 1,
    name: 'Haraka Loan',
    logo: '/logos/haraka.svg',
    amountMin: 400_000_00,
    amountMax: 600_000_00,
    termDays: 91,
    periods: 1,
    extraTerms: [],
    interestRateBp: 1000,
    serviceFeeBp: 50,
    overduePenaltyDailyBp: 5,
    graceDays: 3,
    deferralDays: 14,
    deferralFeeBp: 250,
    interestMethod: 'reducing',
  },
  {
    id: 2,
    name: 'Mwezi Plus',
    logo: '/logos/mwezi.svg',
    amountMin: 500_000_00,
    amountMax: 800_000_00,
    termDays: 120,
    periods: 4,
    extraTerms: [],
    interestRateBp: 1100,
    serviceFeeBp: 60,
    overduePenaltyDailyBp: 5,
    graceDays: 3,
    deferralDays: 14,
    deferralFeeBp: 250,
    interestMethod: 'reducing',
  },
  {
    id: 3,
    name: 'Kesho Credit',
    logo: '/logos/kesho.svg',
    amountMin: 400_000_00,
    amountMax: 800_000_00,
    termDays: 105,
    periods: 3,
    // The borrower chooses between the default 105 days in 3 instalments and 91 days in 2 (PRODUCT.md §19).
    extraTerms: [{ termDays: 91, periods: 2 }],
    interestRateBp: 1050,
    serviceFeeBp: 40,
    overduePenaltyDailyBp: 5,
    graceDays: 3,
    deferralDays: 14,
    deferralFeeBp: 250,
    interestMethod: 'reducing',
  },
] as const satisfies readonly (Omit<typeof products.$inferInsert, 'extraTerms'> & {
  extraTerms: readonly ProductTerm[];
})[];

/** An amount as every screen writes it (PRODUCT.md §4): 600.000,00 TZS. */
const money = (minor: number) => `${formatMoney(minor)} ${CURRENCY}`;
const [haraka, mwezi] = DEMO_PRODUCTS;

/**
 * The promotion landing's demo templates (`#/register?id=1` and `id=2`); store links are placeholders.
 * They promise what is true: applying takes minutes, and every application is reviewed.
 */
export const DEMO_PROMOTION_TEMPLATES: (typeof promotionTemplates.$inferInsert)[] = [
  {
    id: 1,
    title: { en: `Borrow up to ${money(haraka.amountMax)}`, sw: `Kopa hadi ${money(haraka.amountMax)}` },
    benefits: [
      {
        en: 'Apply in minutes on your phone; we review every application',
        sw: 'Omba kwa dakika chache kwa simu yako; tunakagua kila ombi',
      },
      { en: 'No paperwork', sw: 'Bila makaratasi' },
      {
        en: 'The money goes to your M-Pesa, Mixx by Yas or Airtel Money wallet',
        sw: 'Pesa zinatumwa kwenye akaunti yako ya pesa kwa simu: M-Pesa, Mixx by Yas au Airtel Money',
      },
      { en: `Repay within ${haraka.termDays} days`, sw: `Lipa ndani ya siku ${haraka.termDays}` },
    ],
    buttonText: { en: 'Register now', sw: 'Jisajili sasa' },
    banner: '/promotion/banner-1.svg',
    colour: '#0a7d3b',
    androidUrl: 'https://play.google.com/store/apps/details?id=tz.example.sandboxlender',
    iosUrl: 'https://apps.apple.com/tz/app/sandbox-lender/id0000000000',
  },
  {
    id: 2,
    title: {
      en: `Borrow up to ${money(mwezi.amountMax)}, repay in ${mwezi.periods} instalments`,
      sw: `Kopa hadi ${money(mwezi.amountMax)}, lipa kwa awamu ${mwezi.periods}`,
    },
    benefits: [
      { en: 'Every fee shown before you agree', sw: 'Kila ada inaonyeshwa kabla hujakubali' },
      { en: 'Repay at any agent with a pay code', sw: 'Lipa kwa wakala yeyote kwa namba ya malipo' },
      { en: 'In Kiswahili and English', sw: 'Kwa Kiswahili na Kiingereza' },
    ],
    buttonText: { en: 'Get my loan', sw: 'Pata mkopo wangu' },
    banner: '/promotion/banner-2.svg',
    colour: '#1d4ed8',
    androidUrl: 'https://play.google.com/store/apps/details?id=tz.example.sandboxlender',
    iosUrl: 'https://apps.apple.com/tz/app/sandbox-lender/id0000000000',
  },
];

/** The demo templates' titles before their texts were corrected. */
const FORMER_DEMO_TITLES = {
  1: 'Get up to 600.000 TZS in minutes',
  2: 'Borrow up to 800.000 TZS, repay in 4 instalments',
} as const;

/** A list of terms by value: a JSON column reads back as a new array, its keys in its own order. */
const termsKey = (terms: readonly ProductTerm[]) => terms.map((t) => `${t.termDays}/${t.periods}`).join(',');

/**
 * Safe to run at every start: products follow the code's terms; the demo borrower and the promotion
 * templates are made once.
 */
export const seedDemoData = async (db: DbOrTx) => {
  for (const product of DEMO_PRODUCTS) {
    const { id, name, logo, ...fixed } = product;
    const terms = { ...fixed, extraTerms: [...fixed.extraTerms] };
    // Terms the code has changed are a new version: the demo's signed loans keep theirs (PRODUCT.md §18).
    const [current] = await db.select().from(products).where(eq(products.id, id));
    const changed =
      current &&
      Object.entries(terms).some(([key, value]) =>
        key === 'extraTerms'
          ? termsKey(current.extraTerms) !== termsKey(terms.extraTerms)
          : current[key as keyof typeof terms] !== value,
      );
    const version = !current ? 1 : changed ? current.version + 1 : current.version;
    await db
      .insert(products)
      .values({ id, name, logo, ...terms, version })
      .onConflictDoUpdate({ target: products.id, set: { name, logo, ...terms, version } });
    await db
      .insert(productVersions)
      .values({ productId: id, version, ...terms, changedBy: 'system' })
      .onConflictDoNothing();
  }
  await db.insert(borrowers).values({ phone: DEMO_BORROWER_PHONE }).onConflictDoNothing();
  // A template staff have changed is left as it is: only a missing one is added, and one that still
  // holds an earlier demo text (an amount without decimals, money 'in minutes') takes today's.
  await db.insert(promotionTemplates).values(DEMO_PROMOTION_TEMPLATES).onConflictDoNothing();
  for (const template of DEMO_PROMOTION_TEMPLATES) {
    const former = FORMER_DEMO_TITLES[template.id as keyof typeof FORMER_DEMO_TITLES];
    if (!former) continue;
    await db
      .update(promotionTemplates)
      .set({ title: template.title, benefits: template.benefits })
      .where(
        and(
          eq(promotionTemplates.id, template.id as number),
          sql`${promotionTemplates.title}->>'en' = ${former}`,
        ),
      );
  }
};
