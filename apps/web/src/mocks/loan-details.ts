import type { MockHandlers } from './mock-types.ts';

/** Default data of loan details, the failure screen, the recommend list and the product screen. */
export const loanDetailsMocks: MockHandlers = {};
