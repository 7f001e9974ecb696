/**
 * The channel app's hash route with one query. A native app may put the session query before the `#`
 * (`/h5/?sessionId=…#/borrowDetail?orderId=1`), after it, or both; the screens read the hash's query
 * (the router's `location.search`), so what comes before the `#` is copied in and the hash's own
 * values win. A route given as a path (`/h5/borrowDetail?…`: a provider's return address, which may
 * carry no hash) becomes the hash route.
 */
export const channelHash = (pathname: string, search: string, hash: string): string => {
  const given = hash.replace(/^#/, '');
  const asPath = pathname.replace(/^\/h5\/?/, '');
  const route = given || (asPath ? `/${asPath}` : '/');
  const at = route.indexOf('?');
  const path = at < 0 ? route : route.slice(0, at);
  const merged = new URLSearchParams(search);
  for (const [name, value] of new URLSearchParams(at < 0 ? '' : route.slice(at))) merged.set(name, value);
  const query = merged.toString();
  return `#${path.startsWith('/') ? path : `/${path}`}${query ? `?${query}` : ''}`;
};

/** The hash route's query as a `?…` search. */
export const hashSearch = (hash: string): string => {
  const at = hash.indexOf('?');
  return at < 0 ? '' : hash.slice(at);
};
