import { CLIENT_HEADER_PARAMS } from '@tz-loan/contract/common-params';
import { createHttpClient } from './create-http-client.ts';

/** The first client of SPEC.md §7: adds headers `building` and `gather`. */
export const firstClient = createHttpClient({ headerParams: CLIENT_HEADER_PARAMS.first });

/** The second client of SPEC.md §7: adds headers `swift` and `eyes`. */
export const secondClient = createHttpClient({ headerParams: CLIENT_HEADER_PARAMS.second });
