import type { contractList } from '@tz-loan/contract/loan/calls';
import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import { CONTRACT_SCENE } from '@tz-loan/contract/platform/constants';
import { callApi } from '../../../../shared/http/call-api.ts';
import type { HttpClient } from '../../../../shared/http/create-http-client.ts';

/** The contracts the borrower agrees to for `productId`; silent, as the offer's own call. */
export const getContracts = (http: HttpClient, productId: string) =>
  callApi<typeof contractList>(
    http,
    LOAN_PATHS.contracts,
    { productId, scene: CONTRACT_SCENE },
    { silent: true },
  );
