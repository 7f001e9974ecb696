import type { LenderDetailsData } from '@tz-loan/contract/content/calls';
import { CONTENT_PATHS } from '@tz-loan/contract/content/paths';
import { SERVICE_TELEPHONE } from '@tz-loan/contract/platform/constants';
import { type MockHandlers, ok } from '../../../shared/http/mock-types.ts';

/** The server's demo settings for the lender, and its largest demo loan priced as an offer. */
export const lenderMock: LenderDetailsData = {
  lender: {
    name: 'Sandbox Lender Ltd (demo)',
    licence: 'SANDBOX-0000 (a demo, not a licence)',
    address: 'Sandbox office, Plot 0, Dar es Salaam, Tanzania (demo)',
    telephone: SERVICE_TELEPHONE,
    email: 'support@sandbox-lender.example',
  },
  example: {
    productName: 'Haraka Loan',
    amount: 80_000_000,
    termDays: 91,
    periods: 1,
    interest: 2_880_000,
    serviceFee: 0,
    totalRepayable: 82_880_000,
    aprBp: 1_444,
  },
};

export const mocks: MockHandlers = {
  [`${CONTENT_PATHS.lender.method} ${CONTENT_PATHS.lender.path}`]: () => ok(lenderMock),
};
