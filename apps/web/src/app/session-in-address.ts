// Back from a provider's page (the hosted pay page, the e-wallet's), whose return address carries no
// session token (PRODUCT.md §8), the app takes the token kept in this tab, once (page-query.ts). The
// webview's address is then given it back, as the native app opens every address of the webview with
// it: a reload, a pull to refresh or a restored webview reads the session from the address, as on any
// other screen. Before, the tab's copy was gone by then and the reload said 'Please log in'. The page
// asks for no referrer, so the address is never handed to another site.

/** `query` (a `?…` search, or '') with `sessionId` added when it has none. */
export const withSessionId = (query: string, sessionId: string | undefined): string => {
  const params = new URLSearchParams(query);
  if (!sessionId || params.has('sessionId')) return query;
  params.set('sessionId', sessionId);
  return `?${params}`;
};

/** Puts `sessionId` into the page's address (its query) when it has none, without a new history entry. */
export const keepSessionInAddress = (sessionId: string | undefined): void => {
  const { pathname, search, hash } = window.location;
  const query = withSessionId(search, sessionId);
  if (query !== search) window.history.replaceState(window.history.state, '', `${pathname}${query}${hash}`);
};
