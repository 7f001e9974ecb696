import type { DbOrTx } from './client.ts';
import { borrowers } from './schema/auth.ts';
import { products } from './schema/loan.ts';

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

/** Safe to run at every start: products follow the code's terms; the demo borrower is made once. */
export const seedDemoData = async (db: DbOrTx) => {
  for (const product of DEMO_PRODUCTS) {
    const { id, ...terms } = product;
    await db.insert(products).values(product).onConflictDoUpdate({ target: products.id, set: terms });
  }
  await db.insert(borrowers).values({ phone: DEMO_BORROWER_PHONE }).onConflictDoNothing();
};
