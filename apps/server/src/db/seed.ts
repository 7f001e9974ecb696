import type { DbOrTx } from './client.ts';
import { borrowers } from './schema/auth.ts';
import { products } from './schema/loan.ts';
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
    interestRateBp: 1000,
    serviceFeeBp: 50,
    overduePenaltyDailyBp: 5,
    graceDays: 3,
    deferralDays: 14,
    deferralFeeBp: 250,
  },
  {
    id: 2,
    name: 'Mwezi Plus',
    logo: '/logos/mwezi.svg',
    amountMin: 500_000_00,
    amountMax: 800_000_00,
    termDays: 120,
    periods: 4,
    interestRateBp: 1100,
    serviceFeeBp: 60,
    overduePenaltyDailyBp: 5,
    graceDays: 3,
    deferralDays: 14,
    deferralFeeBp: 250,
  },
  {
    id: 3,
    name: 'Kesho Credit',
    logo: '/logos/kesho.svg',
    amountMin: 400_000_00,
    amountMax: 800_000_00,
    termDays: 105,
    periods: 3,
    interestRateBp: 1050,
    serviceFeeBp: 40,
    overduePenaltyDailyBp: 5,
    graceDays: 3,
    deferralDays: 14,
    deferralFeeBp: 250,
  },
] as const;

/** The promotion landing's demo templates (`#/register?id=1` and `id=2`); store links are placeholders. */
export const DEMO_PROMOTION_TEMPLATES: (typeof promotionTemplates.$inferInsert)[] = [
  {
    id: 1,
    title: { en: 'Get up to 600.000 TZS in minutes', sw: 'Pata hadi TZS 600.000 kwa dakika chache' },
    benefits: [
      { en: 'Apply on your phone, no paperwork', sw: 'Omba mkopo kwa simu yako, bila makaratasi' },
      {
        en: 'The money goes to your M-Pesa, Mixx by Yas or Airtel Money wallet',
        sw: 'Pesa zinatumwa kwenye akaunti yako ya pesa kwa simu: M-Pesa, Mixx by Yas au Airtel Money',
      },
      { en: 'Repay within 91 days', sw: 'Lipa ndani ya siku 91' },
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
      en: 'Borrow up to 800.000 TZS, repay in 4 instalments',
      sw: 'Kopa hadi TZS 800.000, lipa kwa awamu 4',
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

/**
 * Safe to run at every start: products follow the code's terms; the demo borrower and the promotion
 * templates are made once.
 */
export const seedDemoData = async (db: DbOrTx) => {
  for (const product of DEMO_PRODUCTS) {
    const { id, ...terms } = product;
    await db.insert(products).values(product).onConflictDoUpdate({ target: products.id, set: terms });
  }
  await db.insert(borrowers).values({ phone: DEMO_BORROWER_PHONE }).onConflictDoNothing();
  // A template staff have changed is left as it is: only a missing one is added.
  await db.insert(promotionTemplates).values(DEMO_PROMOTION_TEMPLATES).onConflictDoNothing();
};
