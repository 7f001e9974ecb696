import type { sendSmsCode } from '@tz-loan/contract/auth/calls';
import type { CallData, CallInput } from '@tz-loan/contract/platform/call';
import type {
  deleteAccount,
  myData,
  myDataLink,
  rightsRequest,
  rightsWebRequest,
} from '@tz-loan/contract/rights/calls';
import { AUTH_SEND_CODE, RIGHTS_PATHS } from '@tz-loan/contract/rights/paths';
import { callApi } from '../../../shared/http/call-api.ts';
import { apiClient } from '../../../shared/http/clients.ts';
import type { RequestOptions } from '../../../shared/http/create-http-client.ts';
import type { ScreenData } from '../../../shared/screens/screen.ts';

/** Everything the lender holds about the borrower. */
export const getMyData: ScreenData<CallData<typeof myData>> = ({ http }) =>
  callApi<typeof myData>(http, RIGHTS_PATHS.myData, {});

/** A signed address of the same data as a JSON file. */
export const getMyDataLink = () => callApi<typeof myDataLink>(apiClient, RIGHTS_PATHS.myDataLink, {});

/** A correction request in the borrower's words. */
export const askCorrection = (input: CallInput<typeof rightsRequest>, options: RequestOptions) =>
  callApi<typeof rightsRequest>(apiClient, RIGHTS_PATHS.rightsRequest, input, options);

/** Closes the account; the client shows a refusal (an open loan) as the server words it. */
export const closeAccount = (options: RequestOptions) =>
  callApi<typeof deleteAccount>(apiClient, RIGHTS_PATHS.deleteAccount, {}, options);

/** The login SMS code, which proves the phone on the page outside the app. */
export const sendCode = (phone: string) =>
  callApi<typeof sendSmsCode>(apiClient, AUTH_SEND_CODE, { phone }, {});

/** A correction or a deletion from outside the app, with the phone and its code. */
export const webRequest = (input: CallInput<typeof rightsWebRequest>, options: RequestOptions) =>
  callApi<typeof rightsWebRequest>(apiClient, RIGHTS_PATHS.rightsWebRequest, input, options);
