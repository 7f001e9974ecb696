// The price of a loan (PRODUCT.md §6, §19), in integer minor units only: products of amounts and rates
// are taken in BigInt so no float ever touches money. Written once at submit; every screen reads the
// result. New loans run on the reducing balance (domain/reducing-balance.ts); 'flat' is how loans signed
// before it are priced, and they keep it.

import { scheduleOf } from './reducing-balance.ts';

/** 'reducing': interest by the day on the principal still owed. 'flat': a rate on the whole amount. */
export type InterestMethod = 'reducing' | 'flat';
export const asInterestMethod = (value: string): InterestMethod => (value === 'flat' ? 'flat' : 'reducing');

export type LoanTerms = {
  /** Principal, minor units. */
  amount: number;
  termDays: number;
  periods: number;
  /** Yearly interest, basis points. */
  interestRateBp: number;
  interestMethod: InterestMethod;
  /** One-off service fee, basis points of the principal. */
  serviceFeeBp: number;
};

export type PlannedInstalment = {
  periodNo: number;
  principal: number;
  interest: number;
  fee: number;
  amount: number;
  /** Days from the payout to this due date. */
  dueOffsetDays: number;
};

export type LoanPrice = {
  amount: number;
  interest: number;
  serviceFee: number;
  totalRepayable: number;
  /** The yearly cost of the loan (interest and fees over the term, counted over 365 days), bp. */
  aprBp: number;
  instalments: PlannedInstalment[];
};

const DAYS_PER_YEAR = 365n;
const BP = 10_000n;

/** Splits `total` into `parts` whole shares; the last share takes the remainder, so they sum exactly. */
export const splitEvenly = (total: number, parts: number): number[] => {
  const share = Math.floor(total / parts);
  return Array.from({ length: parts }, (_, i) => (i === parts - 1 ? total - share * (parts - 1) : share));
};

export const priceLoan = (terms: LoanTerms): LoanPrice => {
  const { amount, termDays, periods } = terms;
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`amount: ${amount}`);
  if (!Number.isInteger(termDays) || termDays <= 0) throw new RangeError(`termDays: ${termDays}`);
  if (!Number.isInteger(periods) || periods <= 0 || periods > termDays) {
    throw new RangeError(`periods: ${periods}`);
  }
  const offsets = Array.from({ length: periods }, (_, i) =>
    i === periods - 1 ? termDays : Math.floor((termDays * (i + 1)) / periods),
  );
  if (terms.interestMethod === 'reducing') return priceReducing(terms, offsets);
  const principal = BigInt(amount);
  const interest = Number(
    (principal * BigInt(terms.interestRateBp) * BigInt(termDays)) / (BP * DAYS_PER_YEAR),
  );
  const serviceFee = Number((principal * BigInt(terms.serviceFeeBp)) / BP);
  const aprBp = aprOf(amount, interest + serviceFee, termDays);
  const principals = splitEvenly(amount, periods);
  const interests = splitEvenly(interest, periods);
  const fees = splitEvenly(serviceFee, periods);
  const instalments = principals.map((share, i) => ({
    periodNo: i + 1,
    principal: share,
    interest: interests[i] ?? 0,
    fee: fees[i] ?? 0,
    amount: share + (interests[i] ?? 0) + (fees[i] ?? 0),
    dueOffsetDays: offsets[i] ?? termDays,
  }));
  return { amount, interest, serviceFee, totalRepayable: amount + interest + serviceFee, aprBp, instalments };
};

/** The yearly cost of the loan over its term (interest and fees over the amount, counted over 365 days), bp. */
const aprOf = (amount: number, cost: number, termDays: number) =>
  Number((BigInt(cost) * BP * DAYS_PER_YEAR) / (BigInt(amount) * BigInt(termDays)));

const priceReducing = (terms: LoanTerms, offsets: number[]): LoanPrice => {
  const serviceFee = Number((BigInt(terms.amount) * BigInt(terms.serviceFeeBp)) / BP);
  const rows = scheduleOf({
    principal: terms.amount,
    rateBp: terms.interestRateBp,
    serviceFee,
    dueDays: offsets,
  });
  const interest = rows.reduce((sum, row) => sum + row.interest, 0);
  return {
    amount: terms.amount,
    interest,
    serviceFee,
    totalRepayable: terms.amount + interest + serviceFee,
    aprBp: aprOf(terms.amount, interest + serviceFee, terms.termDays),
    instalments: rows.map((row, i) => ({ periodNo: i + 1, ...row, dueOffsetDays: offsets[i] ?? 0 })),
  };
};

/** A rate in basis points as the screens show it: 1234 → '12,34%' (decimal comma, PRODUCT.md §4). */
export const formatRateBp = (bp: number): string =>
  `${Math.floor(bp / 100)},${String(bp % 100).padStart(2, '0')}%`;
