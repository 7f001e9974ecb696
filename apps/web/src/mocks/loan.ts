import type { MockHandlers } from './mock-types.ts';

/** Default data of the loan screens (confirmation, contracts, loan details, products). */
export const loanMocks: MockHandlers = {};
