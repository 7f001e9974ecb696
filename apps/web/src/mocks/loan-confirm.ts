import type { MockHandlers } from './mock-types.ts';

/** Default data of the loan confirmation (both variants) and its contracts and submit. */
export const loanConfirmMocks: MockHandlers = {};
