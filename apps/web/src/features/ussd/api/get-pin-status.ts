import type { CallData } from '@tz-loan/contract/platform/call';
import type { ussdPinStatus } from '@tz-loan/contract/ussd/calls';
import { USSD_PATHS } from '@tz-loan/contract/ussd/paths';
import { callApi } from '../../../shared/http/call-api.ts';
import type { ScreenData } from '../../../shared/screens/screen.ts';

export type PinStatus = CallData<typeof ussdPinStatus>;

/** Whether the borrower has a USSD PIN, since when, and whether wrong tries locked it. */
export const getPinStatus: ScreenData<PinStatus> = ({ http }) =>
  callApi<typeof ussdPinStatus>(http, USSD_PATHS.pinStatus, {});
