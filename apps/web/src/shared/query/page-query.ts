import type { CommonParams } from '@tz-loan/contract/common-params';
import { CLIENT_HEADER_PARAMS } from '@tz-loan/contract/common-params';
import { keepMockMode } from '../http/mock-mode.ts';
import { parseCommonParams } from './common-params.ts';

/** Query params that become HTTP headers (SPEC.md §7); forwarded on in-app redirects (PRODUCT.md §2). */
export const HEADER_PARAM_NAMES = [...CLIENT_HEADER_PARAMS.first, ...CLIENT_HEADER_PARAMS.second] as const;
export type HeaderParamName = (typeof HEADER_PARAM_NAMES)[number];

// The session kept in this tab while the borrower is on a provider's page: the return address it
// is given carries no session token (PRODUCT.md §8), so the app takes it back from here on return.
const RETURN_SESSION_KEY = 'tzl.returnSession';

let commonParams: CommonParams = {};
let headerParams: Partial<Record<HeaderParamName, string>> = {};

/**
 * Keeps what a page URL's query carries: the common params and the header params. Called with the
 * webview's first URL and again on every in-app navigation; a param the new URL carries replaces the
 * kept one, a param it lacks is kept, so the session survives a link that forgot to forward it.
 * Screens read their own per-screen params from their URL; this is for forwarding and for API calls.
 */
export const keepPageQuery = (search: string): void => {
  keepMockMode(search);
  commonParams = { ...takeReturnSession(), ...commonParams, ...parseCommonParams(search) };
  const query = new URLSearchParams(search);
  for (const name of HEADER_PARAM_NAMES) {
    const value = query.get(name);
    if (value !== null) headerParams = { ...headerParams, [name]: value };
  }
};

/** The token kept by `keepSessionForReturn`, once: it is forgotten as it is taken. */
const takeReturnSession = (): CommonParams => {
  try {
    const sessionId = sessionStorage.getItem(RETURN_SESSION_KEY);
    sessionStorage.removeItem(RETURN_SESSION_KEY);
    return sessionId ? { sessionId } : {};
  } catch {
    return {};
  }
};

/**
 * Before the app leaves for a provider's page (the hosted pay page), whose return address must not
 * carry the session token: keeps the token in this tab until the borrower comes back. Storage off
 * (private mode, a webview setting): the borrower logs in again on return.
 */
export const keepSessionForReturn = (): void => {
  try {
    if (commonParams.sessionId) sessionStorage.setItem(RETURN_SESSION_KEY, commonParams.sessionId);
  } catch {
    // The token still stays in the app.
  }
};

/** The kept common params, sent with every `/tapi` call and forwarded on every in-app redirect. */
export const getCommonParams = (): CommonParams => ({ ...commonParams });

/** The kept params an in-app redirect forwards: the common params and the header params. */
export const getForwardedParams = (): Record<string, string> => ({ ...commonParams, ...headerParams });

/** A kept header param (`building`, `gather`, `swift`, `eyes`), or '' when the page URL had none. */
export const getHeaderParam = (name: HeaderParamName): string => headerParams[name] ?? '';

/** Forgets everything kept (tests). */
export const forgetPageQuery = (): void => {
  commonParams = {};
  headerParams = {};
};

/** A page's product id: `productId` or `product_id` (SPEC.md §5), '' when neither is there. */
export const productIdOf = (query: URLSearchParams): string =>
  query.get('productId') || query.get('product_id') || '';
