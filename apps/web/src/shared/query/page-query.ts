import type { CommonParams } from '@tz-loan/contract/platform/common-params';
import { CLIENT_HEADER_PARAMS } from '@tz-loan/contract/platform/common-params';
import { parseCommonParams } from './common-params.ts';

/** Query params that become HTTP headers (SPEC.md §7); forwarded on in-app redirects (PRODUCT.md §2). */
export const HEADER_PARAM_NAMES = [...CLIENT_HEADER_PARAMS.first, ...CLIENT_HEADER_PARAMS.second] as const;
export type HeaderParamName = (typeof HEADER_PARAM_NAMES)[number];

// The session kept in this tab while the borrower is on a provider's page: the return address it
// is given carries no session token (PRODUCT.md §8), so the app takes it back from here on return.
const RETURN_SESSION_KEY = 'tzl.returnSession';

/** The page query of one page: the browser's for the tab, or the server's for one render. */
export type PageQuery = {
  /**
   * Keeps what a page URL's query carries: the common params, the header params and `?mock=1`
   * (PRODUCT.md §9, on for the rest of the visit). Called with the webview's first URL and again on
   * every in-app navigation; a param the new URL carries replaces the kept one, a param it lacks is
   * kept, so the session survives a link that forgot to forward it. Screens read their own per-screen
   * params from their URL; this is for forwarding and for API calls.
   */
  keep: (search: string) => void;
  /** The kept common params, sent with every `/tapi` call and forwarded on every in-app redirect. */
  common: () => CommonParams;
  /** The kept params an in-app redirect forwards: the common params and the header params. */
  forwarded: () => Record<string, string>;
  /** A kept header param (`building`, `gather`, `swift`, `eyes`), or '' when the page URL had none. */
  header: (name: HeaderParamName) => string;
  /** Whether the page runs on the mock data (`?mock=1`). */
  mock: () => boolean;
  setMock: (on: boolean) => void;
  forget: () => void;
};

export const createPageQuery = (): PageQuery => {
  let commonParams: CommonParams = {};
  let headerParams: Partial<Record<HeaderParamName, string>> = {};
  let mockMode = false;
  // The same query kept again (the page's render keeps it, then its routes do) changes nothing.
  let lastKept: string | null = null;
  return {
    keep: (search) => {
      if (search === lastKept) return;
      lastKept = search;
      const query = new URLSearchParams(search);
      if (query.get('mock') === '1') mockMode = true;
      commonParams = { ...takeReturnSession(), ...commonParams, ...parseCommonParams(search) };
      for (const name of HEADER_PARAM_NAMES) {
        const value = query.get(name);
        if (value !== null) headerParams = { ...headerParams, [name]: value };
      }
    },
    common: () => ({ ...commonParams }),
    forwarded: () => ({ ...commonParams, ...headerParams }),
    header: (name) => headerParams[name] ?? '',
    mock: () => mockMode,
    setMock: (on) => {
      mockMode = on;
      lastKept = null;
    },
    forget: () => {
      lastKept = null;
      commonParams = {};
      headerParams = {};
    },
  };
};

/** The token kept by `keepSessionForReturn`, once: it is forgotten as it is taken. */
const takeReturnSession = (): CommonParams => {
  // A server render has no tab: asking would throw, which costs a rendered page more than the rest of this.
  if (typeof sessionStorage === 'undefined') return {};
  try {
    const sessionId = sessionStorage.getItem(RETURN_SESSION_KEY);
    sessionStorage.removeItem(RETURN_SESSION_KEY);
    return sessionId ? { sessionId } : {};
  } catch {
    return {};
  }
};

// The browser's tab has one page query, for the code outside React (the HTTP clients, a tap's
// handler). A server render never reads it: it has its own in its page scope (page-scope.ts).
let tabQuery: PageQuery | null = null;

/** The page query of this tab. Never on the server, where two renders run at once. */
export const browserPageQuery = (): PageQuery => {
  if (typeof window === 'undefined') throw new Error('The server reads the page query of its render');
  tabQuery ??= createPageQuery();
  return tabQuery;
};

/** Keeps a URL's query in this tab's page query (see `PageQuery.keep`). */
export const keepPageQuery = (search: string): void => browserPageQuery().keep(search);

/**
 * Before the app leaves for a provider's page (the hosted pay page), whose return address must not
 * carry the session token: keeps the token in this tab until the borrower comes back. Storage off
 * (private mode, a webview setting): the borrower logs in again on return.
 */
export const keepSessionForReturn = (): void => {
  try {
    const { sessionId } = browserPageQuery().common();
    if (sessionId) sessionStorage.setItem(RETURN_SESSION_KEY, sessionId);
  } catch {
    // The token still stays in the app.
  }
};

export const getCommonParams = (): CommonParams => browserPageQuery().common();

export const getForwardedParams = (): Record<string, string> => browserPageQuery().forwarded();

export const getHeaderParam = (name: HeaderParamName): string => browserPageQuery().header(name);

/** Forgets everything kept (tests). */
export const forgetPageQuery = (): void => browserPageQuery().forget();

/** A page's product id: `productId` or `product_id` (SPEC.md §5), '' when neither is there. */
export const productIdOf = (query: URLSearchParams): string =>
  query.get('productId') || query.get('product_id') || '';
