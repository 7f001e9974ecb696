import type { loanDetailConfirm } from '@tz-loan/contract/loan/calls';
import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import { callApi } from '../../../../shared/http/call-api.ts';
import type { HttpClient } from '../../../../shared/http/create-http-client.ts';

/** The offer of `productId`. Silent: the main variant shows nothing when the server says no (SPEC.md §8). */
export const getOffer = (http: HttpClient, productId: string) =>
  callApi<typeof loanDetailConfirm>(http, LOAN_PATHS.confirm, { productId }, { silent: true });
