import { LOAN_AGREEMENT } from '@tz-loan/contract/platform/constants';
import { formatMoney } from '@tz-loan/contract/platform/money';
import { rateText } from './rate-text.ts';

/** The loan agreement's bounds (SPEC.md §9) as every content text says them. */
export const BOUNDS = {
  min: formatMoney(LOAN_AGREEMENT.amountMinMinor),
  max: formatMoney(LOAN_AGREEMENT.amountMaxMinor),
  minDays: LOAN_AGREEMENT.termMinDays,
  maxDays: LOAN_AGREEMENT.termMaxDays,
  apr: rateText(LOAN_AGREEMENT.aprBelowBp),
  age: LOAN_AGREEMENT.adultAge,
} as const;
