import type { MockHandlers } from './mock-types.ts';

/** Default data of the bank form and the bound account. */
export const bankMocks: MockHandlers = {};
