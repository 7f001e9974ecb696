import type { legacyConfirm } from '@tz-loan/contract/loan/legacy';
import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import { callLegacyApi } from '../../../../shared/http/call-legacy-api.ts';
import type { HttpClient } from '../../../../shared/http/create-http-client.ts';

/** The older variant's offer of `productId`; a refusal is toasted by the client. */
export const getLegacyOffer = (http: HttpClient, productId: string) =>
  callLegacyApi<typeof legacyConfirm>(http, LOAN_PATHS.legacyConfirm, { productId });
