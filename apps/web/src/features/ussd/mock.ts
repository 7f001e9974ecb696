import type { CallData } from '@tz-loan/contract/platform/call';
import type { ussdPinStatus } from '@tz-loan/contract/ussd/calls';
import { USSD_DEMO_SERVICE_CODE, USSD_PATHS } from '@tz-loan/contract/ussd/paths';
import { type MockHandlers, ok } from '../../shared/http/mock-types.ts';

const key = (call: { method: string; path: string }) => `${call.method} ${call.path}`;

/** No PIN yet: the screen's first state for a new borrower. */
export const pinStatusMock: CallData<typeof ussdPinStatus> = {
  set: false,
  locked: false,
  setAt: null,
  serviceCode: USSD_DEMO_SERVICE_CODE,
};

// The login code itself is answered by the data-rights mocks (one answer per call).
export const mocks: MockHandlers = {
  [key(USSD_PATHS.pinStatus)]: () => ok(pinStatusMock),
  [key(USSD_PATHS.setPin)]: () => ok({ setAt: '2026-01-05T09:30:00.000Z' }),
};
