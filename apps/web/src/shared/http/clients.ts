import { CLIENT_HEADER_PARAMS } from '@tz-loan/contract/platform/common-params';
import { usesSecondClient } from '@tz-loan/contract/platform/page-render';
import { createHttpClient, type HttpClient } from './create-http-client.ts';

/** The first client of SPEC.md §7: adds headers `building` and `gather`. */
export const firstClient = createHttpClient({ headerParams: CLIENT_HEADER_PARAMS.first });

/** The second client of SPEC.md §7: adds headers `swift` and `eyes`. */
export const secondClient = createHttpClient({ headerParams: CLIENT_HEADER_PARAMS.second });

const clientFor = (path: string) => (usesSecondClient(path) ? secondClient : firstClient);

/**
 * Every call goes through this: the client PRODUCT.md §2 assigns to the call's path (the second for
 * the complaint, customer-service and channel-app calls, the first for the rest).
 */
export const apiClient: HttpClient = {
  get: (path, params, options) => clientFor(path).get(path, params, options),
  post: (path, params, options) => clientFor(path).post(path, params, options),
};
