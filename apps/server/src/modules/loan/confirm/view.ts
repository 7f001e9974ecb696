import type { LoanFigures } from './figures.ts';

/** Everything a contract page shows: this borrower, this product, these figures. */
export type ContractView = {
  title: string;
  position: string;
  borrowerPhone: string;
  productName: string;
  figures: LoanFigures;
  /** Today for an offer; the application date for an order. YYYY-MM-DD. */
  dated: string;
  orderId: string | null;
  penaltyDailyBp: number;
  graceDays: number;
  /** The roll-over the product allows: days added and fee in basis points (0 days: none). */
  deferralDays: number;
  deferralFeeBp: number;
  /** How interest runs (PRODUCT.md §19) and its yearly rate, in basis points. */
  interestMethod: 'reducing' | 'flat';
  interestRateBp: number;
};
