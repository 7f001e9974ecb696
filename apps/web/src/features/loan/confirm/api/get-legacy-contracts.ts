import type { legacyContracts } from '@tz-loan/contract/loan/legacy';
import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import { CONTRACT_SCENE } from '@tz-loan/contract/platform/constants';
import { callLegacyApi } from '../../../../shared/http/call-legacy-api.ts';
import type { HttpClient } from '../../../../shared/http/create-http-client.ts';

/** The older variant's contracts of `productId`. */
export const getLegacyContracts = (http: HttpClient, productId: string) =>
  callLegacyApi<typeof legacyContracts>(http, LOAN_PATHS.legacyContracts, {
    productId,
    scene: CONTRACT_SCENE,
  });
